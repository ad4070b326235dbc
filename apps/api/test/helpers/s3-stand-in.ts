import { createHash } from 'node:crypto';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** ListObjectsV2's answer for `bucket`, keys under `prefix`, at most `maxKeys` after `after`. */
function listAnswer(
  objects: Map<string, Buffer>,
  modified: Map<string, Date>,
  bucket: string,
  query: URLSearchParams,
): string {
  const prefix = query.get('prefix') ?? '';
  const maxKeys = Number(query.get('max-keys') ?? 1000);
  const after = query.get('continuation-token') ?? '';
  const keys = [...objects.keys()]
    .filter((key) => key.startsWith(`${bucket}/${prefix}`))
    .map((key) => key.slice(bucket.length + 1))
    .sort()
    .filter((key) => key > after);
  const page = keys.slice(0, maxKeys);
  const truncated = keys.length > page.length;
  const contents = page
    .map((key) => {
      const full = `${bucket}/${key}`;
      return `<Contents><Key>${xmlText(key)}</Key><LastModified>${modified.get(full)!.toISOString()}</LastModified><Size>${objects.get(full)!.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
    })
    .join('');
  const next = truncated ? `<NextContinuationToken>${xmlText(page.at(-1)!)}</NextContinuationToken>` : '';
  return `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${bucket}</Name><Prefix>${xmlText(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${maxKeys}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${contents}${next}</ListBucketResult>`;
}

/**
 * A small stand-in speaking the part of the S3 protocol the attachments use (path-style PUT, GET
 * and DELETE of an object, ListObjectsV2 with pages), so the S3 storage is tested without a
 * network. `objects` is the bucket as `bucket/key` → bytes; `modified` their last write, which a
 * test may set back to age an object.
 */
export async function startS3StandIn(options: { maxKeys?: number } = {}) {
  const objects = new Map<string, Buffer>();
  const modified = new Map<string, Date>();
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    const [path, search] = (request.url ?? '/').split('?');
    const key = decodeURIComponent(path!.slice(1));
    const query = new URLSearchParams(search ?? '');
    requests.push(`${request.method} ${key}${query.get('list-type') ? ' (list)' : ''}`);
    if (!request.headers.authorization?.startsWith('AWS4-HMAC-SHA256 ')) {
      response.writeHead(403, { 'content-type': 'application/xml' }).end('<Error><Code>AccessDenied</Code></Error>');
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'PUT') {
        const body = Buffer.concat(chunks);
        objects.set(key, body);
        modified.set(key, new Date());
        response.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` }).end();
      } else if (request.method === 'GET' && query.get('list-type') === '2') {
        if (options.maxKeys)
          query.set('max-keys', String(Math.min(options.maxKeys, Number(query.get('max-keys') ?? 1000))));
        response
          .writeHead(200, { 'content-type': 'application/xml' })
          .end(listAnswer(objects, modified, key.replace(/\/$/, ''), query));
      } else if (request.method === 'GET') {
        const body = objects.get(key);
        if (!body) {
          response
            .writeHead(404, { 'content-type': 'application/xml' })
            .end(`<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Key>${key}</Key></Error>`);
          return;
        }
        response
          .writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': body.length })
          .end(body);
      } else if (request.method === 'DELETE') {
        objects.delete(key);
        modified.delete(key);
        response.writeHead(204).end();
      } else {
        response.writeHead(405).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    modified,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
