import { createHash } from 'node:crypto';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small stand-in speaking the part of the S3 protocol the attachments use (path-style PUT, GET
 * and DELETE of an object), so the S3 storage is tested without a network. `objects` is the bucket
 * as `bucket/key` → bytes.
 */
export async function startS3StandIn() {
  const objects = new Map<string, Buffer>();
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    const key = decodeURIComponent((request.url ?? '/').split('?')[0]!.slice(1));
    requests.push(`${request.method} ${key}`);
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
        response.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` }).end();
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
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
