import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { openTestDatabase } from '../../test/helpers/database.ts';

// A built web app in miniature: what `vite build` leaves in dist, compressed copies included.
const INDEX_HTML = `<!doctype html><html lang="es"><head><title>Cuentas Claras</title><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>\n`;
const ASSET_JS = `export const greeting = ${JSON.stringify('Hola '.repeat(400))};\n`;
// The web app's public/ folder, copied into dist as is by the build.
const PUBLIC_DIR = path.resolve(import.meta.dirname, '../../../web/public');

function writeWithCompressedCopies(file: string, content: string): void {
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}

let app: FastifyInstance;
let database: Database;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'cc-web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeWithCompressedCopies(path.join(dist, 'index.html'), INDEX_HTML);
  writeWithCompressedCopies(path.join(dist, 'assets', 'index-Ab12Cd34.js'), ASSET_JS);
  cpSync(PUBLIC_DIR, dist, { recursive: true });
  // The build's stamp (build-if-changed.ts): a dot file, never served.
  writeFileSync(path.join(dist, '.build-stamp'), 'abc123\n');
  writeFileSync(path.join(dist, 'assets', '.hidden.js'), 'export {};\n');
  database = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'cc-app-')),
    WEB_DIST_DIR: dist,
    RATE_LIMIT_MAX: '100000',
  });
  app = await buildApp({
    config,
    database,
    mailer: { send: async () => {} },
    whatsapp: { sendOtp: async () => {}, sendText: async () => {} },
    logger: false,
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('compressed delivery', () => {
  it('sends the brotli copy to a browser that accepts brotli', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(ASSET_JS);
    expect(res.rawPayload.length).toBeLessThan(ASSET_JS.length / 10);
  });

  it('sends the gzip copy when only gzip is accepted', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(ASSET_JS);
  });

  it('sends the file as it is when no compression is accepted', async () => {
    const res = await get('/assets/index-Ab12Cd34.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(ASSET_JS);
  });

  it('says the answer varies with Accept-Encoding, compressed or not', async () => {
    for (const acceptEncoding of ['br', 'gzip', undefined]) {
      const res = await get('/assets/index-Ab12Cd34.js', acceptEncoding);
      expect(res.headers.vary?.toString().toLowerCase()).toContain('accept-encoding');
    }
  });
});

describe('cache headers', () => {
  it('lets browsers keep hashed assets for a year without asking again', async () => {
    for (const acceptEncoding of ['br', 'gzip', undefined]) {
      const res = await get('/assets/index-Ab12Cd34.js', acceptEncoding);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('has index.html revalidated on every visit, by its own path or a client route', async () => {
    for (const url of ['/index.html', '/login']) {
      const res = await get(url, 'br');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });
});

describe('paths that are not files', () => {
  it('answers client routes with index.html, compressed', async () => {
    for (const url of [
      '/',
      '/login',
      '/accounts/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
      '/reset-password/Ab_12-cd?x=1',
    ]) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(INDEX_HTML);
    }
  });

  it('answers HEAD on a client route like GET, with no body (link checkers and uptime probes)', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/accounts' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toBe('');
  });

  it('answers robots.txt, favicon.ico and the manifest as themselves', async () => {
    const expected = [
      ['/robots.txt', /^text\/plain/],
      ['/favicon.ico', /^image\/(x-icon|vnd\.microsoft\.icon)/],
      ['/manifest.webmanifest', /^application\/manifest\+json/],
    ] as const;
    for (const [url, type] of expected) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(type);
      expect(res.rawPayload.equals(readFileSync(path.join(PUBLIC_DIR, url))), url).toBe(true);
    }
  });

  it('answers a missing file with 404, not with index.html', async () => {
    for (const url of [
      '/foo.png',
      '/assets/missing.js',
      '/apple-touch-icon.png',
      '/reports/export.csv?month=2025-01',
    ]) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.json(), url).toEqual({ errors: [{ message: 'No encontramos lo que buscas' }] });
    }
  });

  it('serves no dot file and no path that only resembles a file', async () => {
    // The stamp's name has no extension: the client route's index.html, never the stamp.
    const stamp = await get('/.build-stamp');
    expect(stamp.statusCode).toBe(200);
    expect(stamp.body).toBe(INDEX_HTML);
    for (const url of ['//assets/index-Ab12Cd34.js', '/assets//index-Ab12Cd34.js', '/assets/.hidden.js']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ errors: [{ message: 'No encontramos lo que buscas' }] });
    }
  });

  it('answers another method on a file with 405 and the methods it allows', async () => {
    for (const url of ['/assets/index-Ab12Cd34.js', '/robots.txt?x=1']) {
      const res = await app.inject({ method: 'POST', url });
      expect(res.statusCode, url).toBe(405);
      expect(res.headers.allow, url).toBe('GET, HEAD');
    }
    expect((await app.inject({ method: 'DELETE', url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('keeps unknown API paths a JSON 404', async () => {
    for (const url of ['/api/nothing-here', '/api']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ errors: [{ message: 'No encontramos lo que buscas' }] });
    }
  });
});

describe('public files', () => {
  it('keeps crawlers out of the API only', () => {
    expect(readFileSync(path.join(PUBLIC_DIR, 'robots.txt'), 'utf8')).toBe('User-agent: *\nDisallow: /api/\n');
  });

  it('has a favicon.ico of PNG images, 16 to 48 pixels', () => {
    const ico = readFileSync(path.join(PUBLIC_DIR, 'favicon.ico'));
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
    const sizes = Array.from({ length: ico.readUInt16LE(4) }, (_, i) => {
      const offset = ico.readUInt32LE(6 + 16 * i + 12);
      expect(ico.subarray(offset, offset + 8).toString('latin1')).toBe('\x89PNG\r\n\x1a\n');
      return ico.readUInt8(6 + 16 * i);
    });
    expect(sizes).toEqual([16, 32, 48]);
  });

  it('describes the installed app in Spanish, in the theme colour, with icons that exist', () => {
    const manifest = JSON.parse(readFileSync(path.join(PUBLIC_DIR, 'manifest.webmanifest'), 'utf8')) as {
      theme_color: string;
      icons: { src: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Cuentas Claras', lang: 'es', start_url: '/', display: 'standalone' });
    // The theme's primary colour, darkened for contrast (apps/web/src/app/theme.ts), and index.html's
    // theme-color for the light scheme.
    expect(manifest.theme_color).toBe('#0a7283');
    expect(readFileSync(path.resolve(PUBLIC_DIR, '../index.html'), 'utf8')).toContain(
      `<meta name="theme-color" media="(prefers-color-scheme: light)" content="${manifest.theme_color}" />`,
    );
    expect(manifest.icons.length).toBeGreaterThan(0);
    for (const icon of manifest.icons)
      expect(() => readFileSync(path.join(PUBLIC_DIR, icon.src)), icon.src).not.toThrow();
  });
});
