import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBundle, currentBundle } from './bundle.ts';

// The API in one file (decision 030): built from the sources, run only while none of them changed.
const dir = mkdtempSync(path.join(os.tmpdir(), 'cc-bundle-'));
let built: Awaited<ReturnType<typeof buildBundle>>;

beforeAll(async () => {
  built = await buildBundle(dir);
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the API bundle', () => {
  it('holds the API and its libraries, and leaves native code, file-reading packages and first-use libraries to Node', () => {
    expect(built.inputs).toContain('apps/api/src/server/app.ts');
    expect(built.inputs.some((file) => file.startsWith('node_modules/fastify/'))).toBe(true);
    for (const external of [
      '@node-rs/argon2',
      '@electric-sql/pglite',
      'exceljs',
      'stripe',
      'file-type',
      '@fastify/swagger-ui',
      // Imported with import() by the API's code: left out by that alone (decision 045).
      'mailparser',
      'smtp-server',
      'jose',
      'pg-boss',
      'sharp',
      '@aws-sdk/client-s3',
    ]) {
      expect(
        built.inputs.some((file) => file.startsWith(`node_modules/${external}/`)),
        external,
      ).toBe(false);
    }
  });

  it('keeps each source file its own place for the files it finds beside it (migrations, web build, help)', () => {
    const code = readFileSync(path.join(dir, 'server.mjs'), 'utf8');
    const client = path.resolve(import.meta.dirname, '../db/client.ts');
    expect(code).toContain(JSON.stringify(pathToFileURL(client).href));
    // The only import.meta left is the banner's, for require() inside the CommonJS packages.
    expect(code.match(/import\.meta\.(url|dirname)/g)).toEqual(['import.meta.url']);
  });

  it('is used only while every input is as it was built', () => {
    expect(currentBundle(dir)).toBe(path.join(dir, 'server.mjs'));
    const metaFile = path.join(dir, 'server.meta.json');
    const meta = readFileSync(metaFile, 'utf8');
    const changed = JSON.parse(meta) as { inputs: [string, number, number][] };
    changed.inputs[0]![2] -= 1000;
    writeFileSync(metaFile, JSON.stringify(changed));
    expect(currentBundle(dir)).toBeNull();
    writeFileSync(metaFile, meta);
    expect(currentBundle(dir)).not.toBeNull();
    rmSync(metaFile);
    expect(currentBundle(dir)).toBeNull();
  });
});
