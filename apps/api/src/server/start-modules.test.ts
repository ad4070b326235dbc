import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const app = fileURLToPath(new URL('./app.ts', import.meta.url));

/**
 * Every package file a fresh Node loads to import the API (what every start pays for), recorded by a
 * module hook in a child process, as paths under node_modules.
 */
function packagesLoadedByTheApi(): string[] {
  const out = execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `
      import module from 'node:module';
      const loaded = new Set();
      module.registerHooks({ load(url, context, next) { loaded.add(url); return next(url, context); } });
      await import(${JSON.stringify(app)});
      // CommonJS files required from CommonJS packages do not pass the ESM hook; their cache does.
      const required = Object.keys(module.createRequire(import.meta.url).cache);
      console.log(JSON.stringify([...loaded, ...required].filter((file) => file.includes('/node_modules/')).map((file) => file.slice(file.lastIndexOf('/node_modules/') + 14))));
    `,
    ],
    { cwd: fileURLToPath(new URL('../..', import.meta.url)), encoding: 'utf8' },
  );
  return JSON.parse(out.trim().split('\n').at(-1)!) as string[];
}

describe('what a start loads', () => {
  it('leaves the libraries of features no start needs to their first use', () => {
    const files = packagesLoadedByTheApi();
    const packages = new Set(
      files.map((file) => (file.startsWith('@') ? file.split('/').slice(0, 2) : file.split('/').slice(0, 1)).join('/')),
    );
    // The API itself loads (the test would pass vacuously on an empty list otherwise).
    expect(packages).toContain('fastify');
    expect(packages).toContain('drizzle-orm');
    // .xlsx imports, billing and support attachments load theirs when first used (~300 ms of every start).
    for (const lazy of ['exceljs', 'stripe', 'file-type']) expect(packages, lazy).not.toContain(lazy);
    // So do forwarded mail, bank feeds' signatures, the job queue (after the server answers), the API
    // viewer, receipts and attachments, object storage and Redis (decision 045): a library heavy
    // to load is imported with import() where it is used, never at the top of a module.
    for (const lazy of [
      'mailparser',
      'html-to-text',
      'smtp-server',
      'nodemailer',
      'jose',
      'pg-boss',
      '@fastify/swagger-ui',
      'sharp',
      'tesseract.js',
      'unpdf',
      'heic-decode',
      '@aws-sdk/client-s3',
      'ioredis',
      // Passkeys (decision 058): the WebAuthn library and the certificate code under it.
      '@simplewebauthn/server',
      '@peculiar/x509',
      'asn1js',
    ])
      expect(packages, lazy).not.toContain(lazy);
    // WhatsApp dates read Spanish only: chrono-node's other languages stay on disk (its Spanish
    // parser is built on the English configuration, which comes with it).
    const locales = new Set(
      files.flatMap((file) => /^chrono-node\/.*\/locales\/([a-z]+)\//.exec(file)?.slice(1) ?? []),
    );
    expect([...locales].sort()).toEqual(['en', 'es']);
  });
});
