import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFakeBank, type FakeBank, type FakeBankOptions } from './fake-bank.ts';

/**
 * The fake Enable Banking on a real port (tests and the benchmark): the client then speaks HTTP to
 * it exactly as to Enable Banking. GET /auth/{id} plays the user approving at the bank: it
 * redirects to the app's callback with a code.
 */
export async function startFakeBankServer(
  options: Omit<FakeBankOptions, 'pageBase' | 'publicKey'> & { publicKey?: KeyObject },
): Promise<{ url: string; bank: FakeBank; privateKey: KeyObject | null; close: () => Promise<void> }> {
  let privateKey: KeyObject | null = null;
  let publicKey = options.publicKey;
  if (!publicKey) {
    const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
    privateKey = pair.privateKey;
    publicKey = pair.publicKey;
  }
  let base = '';
  const holder: { bank?: FakeBank } = {};
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', base);
      const page = /^\/auth\/([^/]+)$/.exec(url.pathname);
      if (page && request.method === 'GET') {
        const target = holder.bank!.approve(page[1]!);
        response.writeHead(target ? 302 : 404, target ? { location: target } : {}).end();
        return;
      }
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(request.headers)) if (typeof value === 'string') headers[name] = value;
      holder
        .bank!.transport({
          method: request.method as 'GET' | 'POST' | 'DELETE',
          url: url.toString(),
          headers,
          body: chunks.length ? Buffer.concat(chunks).toString('utf8') : undefined,
        })
        .then((answer) => response.writeHead(answer.status, answer.headers).end(answer.text))
        .catch(() => response.writeHead(500).end());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const bank = createFakeBank({ ...options, publicKey, pageBase: base });
  holder.bank = bank;
  return {
    url: base,
    bank,
    privateKey,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
