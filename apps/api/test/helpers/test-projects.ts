import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Splits the suite's test files into the two Vitest projects of vitest.config.ts:
 *
 * - `db`: the files whose run can depend on TEST_DATABASE_URL, the ones the PostgreSQL pass is for.
 *   A file is one when it names TEST_DATABASE_URL itself or when any module it imports, directly
 *   or through others, is the test database helper (`test/helpers/database.ts`: createTestApp and
 *   every other way a test gets a database go through it).
 * - `unit`: everything else. Such a file runs the same whatever the database, so running it a
 *   second time on PostgreSQL tests nothing new.
 *
 * The split is computed from the files' imports each time the suite starts, so a new test file
 * lands in the right project without anyone listing it. `apps/api/src/test-projects.test.ts`
 * checks it, and a unit file that opens a test database anyway fails at once: the unit project
 * has no template database (see database.ts).
 */

/** The test files of the suite, as globs relative to the repository root. */
export const TEST_ROOTS = [
  { dir: 'packages', pattern: /^packages\/[^/]+\/src\/.*\.test\.ts$/ },
  { dir: 'apps/api/src', pattern: /\.test\.ts$/ },
  { dir: 'apps/web/src', pattern: /\.test\.tsx?$/ },
];

export const DATABASE_HELPER = 'apps/api/test/helpers/database.ts';

const SOURCE = /\.(ts|tsx|js|mjs)$/;
// Static imports and re-exports (`import type` is erased and opens nothing), and import('...').
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

export type TestProjects = { unit: string[]; db: string[] };

/** Every test file under `root`, relative, sorted. */
export function testFiles(root: string): string[] {
  const files: string[] = [];
  for (const { dir, pattern } of TEST_ROOTS) {
    const full = path.join(root, dir);
    if (!existsSync(full)) continue;
    for (const entry of readdirSync(full, { recursive: true, encoding: 'utf8' })) {
      const file = path.posix.join(dir, entry.split(path.sep).join('/'));
      if (!file.includes('/node_modules/') && pattern.test(file)) files.push(file);
    }
  }
  return files.sort();
}

/** The relative modules a source file imports (resolved to files that exist), relative to root. */
export function localImports(root: string, file: string, source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2];
    if (!specifier?.startsWith('.')) continue;
    const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
    for (const candidate of [resolved, `${resolved}.ts`, `${resolved}.tsx`, `${resolved}/index.ts`]) {
      const full = path.join(root, candidate);
      if (SOURCE.test(candidate) && existsSync(full) && statSync(full).isFile()) {
        found.push(candidate);
        break;
      }
    }
  }
  return found;
}

/** Splits the test files under `root` into the unit and db projects. */
export function splitTestProjects(root: string, files = testFiles(root)): TestProjects {
  const imports = new Map<string, string[]>();
  const importsOf = (file: string) => {
    let found = imports.get(file);
    if (!found) {
      found = localImports(root, file, readFileSync(path.join(root, file), 'utf8'));
      imports.set(file, found);
    }
    return found;
  };
  // Everything the file reaches, walked afresh per test file (each module is parsed once).
  const reachesDatabaseHelper = (file: string) => {
    const seen = new Set([file]);
    const queue = [file];
    for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
      if (next === DATABASE_HELPER) return true;
      for (const imported of importsOf(next)) {
        if (seen.has(imported)) continue;
        seen.add(imported);
        queue.push(imported);
      }
    }
    return false;
  };
  const projects: TestProjects = { unit: [], db: [] };
  for (const file of files) {
    const text = readFileSync(path.join(root, file), 'utf8');
    const usesDatabase = text.includes('TEST_DATABASE_URL') || reachesDatabaseHelper(file);
    projects[usesDatabase ? 'db' : 'unit'].push(file);
  }
  return projects;
}
