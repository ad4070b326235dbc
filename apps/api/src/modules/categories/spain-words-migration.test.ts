import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/client.ts';

/*
 * Migration 0046 on a database with users already in it: a Spanish user's default categories that
 * still carry Colombia's words take Spain's; a renamed one, and a Colombian user's, stay as they are.
 */
type Journal = { entries: { idx: number; tag: string }[] };

const client = new PGlite({ extensions: { pg_trgm } });
const db = drizzle(client);
afterAll(async () => client.close());

function folderBefore(tagEnd: string): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'cc-before-spain-words-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as Journal;
  const cut = journal.entries.findIndex((entry) => entry.tag.endsWith(tagEnd));
  expect(cut).toBeGreaterThan(0);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return folder;
}

const SPAIN = '0190a6f0-0000-7000-8000-0000000000a1';
const COLOMBIA = '0190a6f0-0000-7000-8000-0000000000a2';

function userSql(id: string, email: string, country: string, categories: [string, string, string][]): string {
  const rows = categories
    .map(([suffix, key, name]) => `('0190a6f0-0000-7000-8000-${suffix}', '${id}', 'expense', '${name}', '${key}')`)
    .join(',\n');
  return `
    insert into users (id, email, name, password_hash) values ('${id}', '${email}', 'Usuario', 'x');
    insert into configurations (user_id, country, base_currency) values ('${id}', '${country}', 'EUR');
    insert into categories (id, user_id, kind, name, key) values ${rows};`;
}

describe('the migration that gives Spain its category words', () => {
  // Every migration runs twice on a fresh PGlite: well over the default 30 s on a busy machine.
  it('renames only default names still unchanged, and only in Spain', { timeout: 180_000 }, async () => {
    await migrate(db, { migrationsFolder: folderBefore('_spain_category_words') });
    await client.exec(
      userSql(SPAIN, 'ana@example.com', 'ES', [
        ['0000000000c1', 'food.delivery', 'Domicilios'],
        ['0000000000c2', 'education.tuition', 'Mi colegio'],
        ['0000000000c3', 'income.rent', 'Arriendos cobrados'],
      ]) +
        userSql(COLOMBIA, 'luis@example.com', 'CO', [
          ['0000000000d1', 'food.delivery', 'Domicilios'],
          ['0000000000d2', 'education.tuition', 'Matrícula y pensión'],
        ]),
    );

    await migrate(db, { migrationsFolder });

    const names = await client.query<{ user_id: string; key: string; name: string }>(
      'select user_id, key, name from categories order by user_id, key',
    );
    expect(names.rows).toEqual([
      { user_id: SPAIN, key: 'education.tuition', name: 'Mi colegio' },
      { user_id: SPAIN, key: 'food.delivery', name: 'Comida a domicilio' },
      { user_id: SPAIN, key: 'income.rent', name: 'Alquileres cobrados' },
      { user_id: COLOMBIA, key: 'education.tuition', name: 'Matrícula y pensión' },
      { user_id: COLOMBIA, key: 'food.delivery', name: 'Domicilios' },
    ]);
  });
});
