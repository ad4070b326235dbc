import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildBundle,
  compileModuleBodiesEagerly,
  currentBundle,
  ROUTER_PREFIX_LOOP,
  ROUTER_PREFIX_MATCH,
} from './bundle.ts';

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
      '@simplewebauthn/server',
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

  it('writes every module body as a function V8 compiles with the file, so the compile cache keeps it', () => {
    const code = readFileSync(path.join(dir, 'server.mjs'), 'utf8');
    const wrappers = code.match(/= __(esm|commonJS)\(\{\n/g)?.length ?? 0;
    expect(wrappers).toBeGreaterThan(500);
    expect(code.match(/= __(esm|commonJS)\(\{\n {2}"[^"\n]+": \((async )?function\(/g)?.length).toBe(wrappers);
  });
});

describe("the router's prefix matcher", () => {
  it('is the loop in the bundle, with no matcher compiled at run time', () => {
    const code = readFileSync(path.join(dir, 'server.mjs'), 'utf8');
    expect(code).toContain('function matchPrefix(path');
    expect(code).not.toContain('new Function("path", "i"');
  });

  it("leaves glob's module to its first call from @fastify/static", () => {
    const code = readFileSync(path.join(dir, 'server.mjs'), 'utf8');
    expect(code).toMatch(/(var|const) glob = \(\.\.\.args\) => require_\w+\(\)\.glob\(\.\.\.args\);/);
  });

  it('matches exactly what the compiled matcher matched', () => {
    type Match = (path: string, i: number) => boolean;
    const matcher = (body: string) => new Function('prefix', body) as (prefix: string) => Match;
    const compiled = matcher(ROUTER_PREFIX_MATCH);
    const loop = matcher(ROUTER_PREFIX_LOOP);
    // find-my-way reaches this code for prefixes of 2 to 15 characters only.
    for (const prefix of ['/a', 'pi/', '/api/transacti', 'ccounts/', 'ns?']) {
      for (const url of ['/api/transactions?limit=50', '/accounts/1', '/a', 'xpi/', '', '/api/transaction']) {
        for (let i = 0; i <= url.length; i += 1)
          expect(loop(prefix)(url, i), `${prefix} ${url} ${i}`).toBe(compiled(prefix)(url, i));
      }
    }
  });
});

describe('compileModuleBodiesEagerly', () => {
  const wrapped = [
    'var init_a = __esm({',
    '  "src/a.ts"() {',
    '    log.push(`a',
    '  }',
    '`);',
    '  }',
    '});',
    'var require_b = __commonJS({',
    '  "node_modules/b/index.js"(exports, module) {',
    '    module.exports = log.length;',
    '  }',
    '});',
    'var init_c = __esm({',
    '  async "src/c.ts"() {',
    '    await init_a();',
    '    log.push(require_b());',
    '  }',
    '});',
  ].join('\n');
  /** Runs the wrappers with esbuild's own way of calling them; returns what the bodies logged. */
  const run = async (code: string) => {
    const name = (wrapper: object) => Object.getOwnPropertyNames(wrapper)[0]!;
    type Body = (...args: unknown[]) => unknown;
    // esbuild's runtime: the wrapper's one function, called as a plain function, once.
    const esm = (fn: Record<string, Body> | 0, result?: unknown) => () => {
      if (fn) {
        const body = fn[name(fn)]!;
        fn = 0;
        result = body.call(undefined);
      }
      return result;
    };
    const commonJS = (cb: Record<string, Body>, mod?: { exports: unknown }) => () => {
      if (!mod) {
        mod = { exports: {} };
        cb[name(cb)]!.call(undefined, mod.exports, mod);
      }
      return mod.exports;
    };
    const log: unknown[] = [];
    const start = new Function('__esm', '__commonJS', 'log', `${code}\nreturn init_c();`) as Body;
    await start(esm, commonJS, log);
    return log;
  };

  it("turns each wrapper's method into a parenthesised function on the same lines, with the same effect", async () => {
    const out = compileModuleBodiesEagerly(wrapped);
    expect(out.split('\n')).toEqual([
      'var init_a = __esm({',
      '  "src/a.ts": (function() {',
      '    log.push(`a',
      '  }',
      '`);',
      '  })',
      '});',
      'var require_b = __commonJS({',
      '  "node_modules/b/index.js": (function(exports, module) {',
      '    module.exports = log.length;',
      '  })',
      '});',
      'var init_c = __esm({',
      '  "src/c.ts": (async function() {',
      '    await init_a();',
      '    log.push(require_b());',
      '  })',
      '});',
    ]);
    expect(await run(out)).toEqual(['a\n  }\n', 1]);
    expect(await run(out)).toEqual(await run(wrapped));
  });

  it('leaves code it does not recognise as it was', () => {
    expect(compileModuleBodiesEagerly('const a = 1;\n')).toBe('const a = 1;\n');
    const unclosed = wrapped.split('\n').slice(0, 4).join('\n');
    expect(compileModuleBodiesEagerly(unclosed)).toBe(unclosed);
  });
});
