import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openPglite, openPostgres } from '../../src/db/client.ts';
import { withDatabase } from './global-setup.ts';

/**
 * A fresh, migrated database for one test file: a PGlite clone of the template by default, or a
 * PostgreSQL database created from the template when TEST_DATABASE_URL is set.
 */
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  const pgliteTemplate = inject('pgliteTemplate');
  // Only the `db` project migrates a template (vitest.config.ts): a file the split put in `unit`
  // would otherwise never run on PostgreSQL.
  if (!pgliteTemplate) {
    throw new Error(
      'This test file opens a test database but runs in the "unit" project: it must import ' +
        'apps/api/test/helpers/database.ts (or a helper that does) for the split to see it.',
    );
  }
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (!url || !template) {
    return openPglite({ loadDataDir: new Blob([readFileSync(pgliteTemplate)]) });
  }
  const name = `cc_t_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `create database ${name} template ${template}`);
  const database = openPostgres(withDatabase(url, name), 5);
  return {
    ...database,
    url: withDatabase(url, name),
    close: async () => {
      await database.close();
      await adminQuery(url, `drop database if exists ${name} with (force)`);
    },
  };
}

async function adminQuery(url: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/**
 * True on the suite's PostgreSQL pass. The replays of frozen corpora test readers and matchers,
 * not the database, and are the slowest files of the suite: they run on the PGlite pass only.
 */
export const onPostgresPass = (): boolean => Boolean(process.env.TEST_DATABASE_URL);
