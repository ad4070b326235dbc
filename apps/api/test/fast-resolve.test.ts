import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const hook = fileURLToPath(new URL('../src/fast-resolve.ts', import.meta.url));

/** Runs ES module code in a fresh Node (the one running the tests) from the API's folder. */
function runModule(code: string): string {
  return execFileSync(process.execPath, ['--input-type=module', '-e', code], { cwd: fileURLToPath(new URL('..', import.meta.url)), encoding: 'utf8' });
}

describe('resolvePackageFilesDirectly', () => {
  it('loads ES module packages (drizzle, PGlite), CommonJS ones (pg, fastify) and .cjs files as before', () => {
    const out = runModule(`
      import { resolvePackageFilesDirectly } from ${JSON.stringify(hook)};
      resolvePackageFilesDirectly();
      const { pgTable, text } = await import('drizzle-orm/pg-core');
      const { PGlite } = await import('@electric-sql/pglite');
      const pg = (await import('pg')).default;
      const fastify = (await import('fastify')).default;
      const table = pgTable('t', { name: text('name') });
      console.log(JSON.stringify([typeof table.name, typeof PGlite, typeof pg.Pool, typeof fastify().inject]));
    `);
    expect(JSON.parse(out.trim())).toEqual(['object', 'function', 'function', 'function']);
  });
});
