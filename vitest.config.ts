import { defineConfig } from 'vitest/config';

// One command for every unit and API test. With TEST_DATABASE_URL set, the API tests run on
// PostgreSQL instead of the embedded PGlite (each test file in a database of its own).
export default defineConfig({
  test: {
    // Web component tests (.test.tsx) pick a DOM per file with a `// @vitest-environment happy-dom`
    // docblock; every other test keeps running in Node.
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/api/src/**/*.test.ts',
      'apps/web/src/**/*.test.ts',
      'apps/web/src/**/*.test.tsx',
    ],
    globalSetup: ['apps/api/test/helpers/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Test files share their worker's loaded modules instead of loading the whole API again for
    // each of ~90 files: the suite takes ~2 minutes instead of ~4.5 on a slow two-core machine
    // (importing was 30 % of it). Every file builds its own app and database (helpers/test-app.ts),
    // so what the files share is code and process-wide singletons such as the id generator.
    isolate: false,
    env: { NODE_ENV: 'test' },
  },
});
