import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { splitTestProjects } from './apps/api/test/helpers/test-projects.ts';

// One command for every unit and API test. With TEST_DATABASE_URL set, the API tests run on
// PostgreSQL instead of the embedded PGlite (each test file in a database of its own).
//
// Two projects, split by what each file imports (apps/api/test/helpers/test-projects.ts): `db`,
// the files that get a test database (PGlite, or PostgreSQL with TEST_DATABASE_URL), and `unit`,
// the rest, which run the same on any database. `npm test` runs both; the PostgreSQL pass of CI
// runs `--project db` only (docs/testing.md).
const projects = splitTestProjects(import.meta.dirname);

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: on CI's two-core machine that is a single
    // worker, and half the machine idles through the longest step of the run.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Test files share their worker's loaded modules instead of loading the whole API again for
    // each of ~90 files: the suite takes ~2 minutes instead of ~4.5 on a slow two-core machine
    // (importing was 30 % of it). Every file builds its own app and database (helpers/test-app.ts),
    // so what the files share is code and process-wide singletons such as the id generator.
    isolate: false,
    env: { NODE_ENV: 'test' },
    projects: [
      // Web component tests (.test.tsx) pick a DOM per file with a `// @vitest-environment
      // happy-dom` docblock; every other test keeps running in Node.
      { extends: true, test: { name: 'unit', include: projects.unit } },
      // The template database every file clones is migrated once per run, for this project only:
      // a unit file that opens a test database fails at once (helpers/database.ts).
      {
        extends: true,
        test: { name: 'db', include: projects.db, globalSetup: ['apps/api/test/helpers/global-setup.ts'] },
      },
    ],
  },
});
