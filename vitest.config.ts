import { defineConfig } from 'vitest/config';

// One command for every unit and API test. With TEST_DATABASE_URL set, the API tests run on
// PostgreSQL instead of the embedded PGlite (each test file in a database of its own).
export default defineConfig({
  test: {
    include: ['packages/*/test/**/*.test.ts', 'apps/api/test/**/*.test.ts', 'apps/web/src/**/*.test.ts'],
    globalSetup: ['apps/api/test/helpers/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    env: { NODE_ENV: 'test' },
  },
});
