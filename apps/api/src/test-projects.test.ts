import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { splitTestProjects, testFiles } from '../test/helpers/test-projects.ts';

/*
 * The PostgreSQL pass of CI runs only the `db` project (vitest.config.ts). A file that reaches a
 * test database but sits in `unit` would never run on PostgreSQL again, silently: these checks
 * fail instead.
 */

const root = fileURLToPath(new URL('../../../', import.meta.url));
// Spelled in pieces: the splitter puts a file that names the variable in db, and this one is unit.
const DATABASE_URL_VARIABLE = ['TEST', 'DATABASE', 'URL'].join('_');

describe('the split of the suite into the unit and db projects', () => {
  const files = testFiles(root);
  const projects = splitTestProjects(root, files);

  it('puts every test file in exactly one project', () => {
    expect([...projects.unit, ...projects.db].sort()).toEqual(files);
    expect(files.length).toBeGreaterThan(200);
    expect(projects.db.length).toBeGreaterThan(100);
  });

  it('keeps out of unit every file that imports the test app or database, or reads their URL', () => {
    // Read independently of the splitter: the file's own import lines and those of the test
    // helpers it imports, one level down (the splitter follows every level).
    const helperImport = /^import (?!type )[^;]*?from '((?:\.\.\/)+test\/helpers\/[\w-]+\.ts)'/gm;
    const databaseImport = /^import (?!type )[^;]*?from '[^']*helpers\/(test-app|database)\.ts'/m;
    const readsUrl = new RegExp(`process\\.env\\.${DATABASE_URL_VARIABLE}`);
    const misplaced = projects.unit.filter((file) => {
      const text = readFileSync(path.join(root, file), 'utf8');
      const helpers = [...text.matchAll(helperImport)].map((match) =>
        readFileSync(path.join(root, path.dirname(file), match[1]!), 'utf8'),
      );
      return [text, ...helpers].some((source) => databaseImport.test(source) || readsUrl.test(source));
    });
    expect(misplaced).toEqual([]);
  });

  it('puts the API tests through app.inject in db and pure parsers and web helpers in unit', () => {
    expect(projects.db).toContain('apps/api/src/modules/accounts/accounts.test.ts');
    expect(projects.db).toContain('apps/api/src/server/races.test.ts');
    expect(projects.unit).toContain('packages/shared/src/money.test.ts');
    expect(projects.unit).toContain('apps/api/src/modules/whatsapp/whatsapp-parser.test.ts');
    expect(projects.unit).toContain('apps/web/src/lib/api-client.test.ts');
  });
});

describe('splitTestProjects', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cc-split-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const write = (file: string, text: string) => {
    mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  write('apps/api/test/helpers/database.ts', 'export const openTestDatabase = 1;\n');
  write('apps/api/test/helpers/test-app.ts', "import { openTestDatabase } from './database.ts';\n");
  write('apps/api/test/helpers/builders.ts', "export { openTestDatabase } from './test-app.ts';\n");
  write('apps/api/test/helpers/types.ts', "import type { Thing } from './test-app.ts';\n");
  write('apps/api/src/a/cycle.ts', "import './loop.ts';\nimport '../../test/helpers/test-app.ts';\n");
  write('apps/api/src/a/loop.ts', "import './cycle.ts';\n");

  const cases: Record<string, string> = {
    'apps/api/src/a/direct.test.ts': "import { createTestApp } from '../../test/helpers/test-app.ts';\n",
    'apps/api/src/a/through-two.test.ts': "import { x } from '../../test/helpers/builders.ts';\n",
    'apps/api/src/a/dynamic.test.ts': "const m = await import('../../test/helpers/database.ts');\n",
    'apps/api/src/a/through-cycle.test.ts': "import './loop.ts';\n",
    'apps/api/src/a/env.test.ts': `const url = process.env.${DATABASE_URL_VARIABLE};\n`,
    'apps/api/src/a/types-only.test.ts':
      "import type { T } from '../../test/helpers/test-app.ts';\nimport '../../test/helpers/types.ts';\n",
    'apps/api/src/a/pure.test.ts': "import { describe } from 'vitest';\nimport { parse } from './parse.ts';\n",
    'packages/shared/src/money.test.ts': "import { money } from './money.ts';\n",
    'apps/web/src/view.test.tsx': "import { render } from '@testing-library/react';\n",
  };
  for (const [file, text] of Object.entries(cases)) write(file, text);

  it('follows imports through helpers, re-exports, import() and cycles, and ignores import type', () => {
    expect(splitTestProjects(dir)).toEqual({
      db: [
        'apps/api/src/a/direct.test.ts',
        'apps/api/src/a/dynamic.test.ts',
        'apps/api/src/a/env.test.ts',
        'apps/api/src/a/through-cycle.test.ts',
        'apps/api/src/a/through-two.test.ts',
      ],
      unit: [
        'apps/api/src/a/pure.test.ts',
        'apps/api/src/a/types-only.test.ts',
        'apps/web/src/view.test.tsx',
        'packages/shared/src/money.test.ts',
      ],
    });
  });
});
