import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const hook = fileURLToPath(new URL('./fast-resolve.ts', import.meta.url));

/** Runs ES module code in a fresh Node (the one running the tests) from the API's folder. */
function runModule(code: string): string {
  return execFileSync(process.execPath, ['--input-type=module', '-e', code], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    encoding: 'utf8',
  });
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

  it("loads the API's own TypeScript modules and the shared package through the hook", () => {
    const out = runModule(`
      import { resolvePackageFilesDirectly } from ${JSON.stringify(hook)};
      resolvePackageFilesDirectly();
      const { todayFor } = await import(${JSON.stringify(fileURLToPath(new URL('../lib/auth.ts', import.meta.url)))});
      const { parseMoney } = await import('@cuentas/shared/money');
      console.log(JSON.stringify([todayFor({ now: () => new Date('2026-12-01T02:00:00Z') }, { timeZone: 'America/Lima' }), typeof parseMoney]));
    `);
    expect(JSON.parse(out.trim())).toEqual(['2026-11-30', 'function']);
  });

  it('leaves a missing TypeScript import to Node, which reports it as usual', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fast-resolve-'));
    writeFileSync(path.join(dir, 'package.json'), '{"type":"module"}');
    writeFileSync(path.join(dir, 'entry.ts'), "import '../../test/missing.ts';\n");
    try {
      const run = spawnSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `import { resolvePackageFilesDirectly } from ${JSON.stringify(hook)}; resolvePackageFilesDirectly(); await import(${JSON.stringify(path.join(dir, 'entry.ts'))});`,
        ],
        { encoding: 'utf8' },
      );
      expect(run.status).not.toBe(0);
      expect(run.stderr).toContain('ERR_MODULE_NOT_FOUND');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
