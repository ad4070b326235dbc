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
 * Migration 0036 (decision 044) on a database that already has users: each keeps everything and
 * becomes the owner of their own ledger; users created afterwards get their row from the trigger.
 */
type Journal = { entries: { idx: number; tag: string }[] };

const client = new PGlite({ extensions: { pg_trgm } });
const db = drizzle(client);
afterAll(async () => client.close());

/** The migrations folder as it was before households: the journal cut before 0036. */
function folderBeforeHouseholds(): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'cc-before-households-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as Journal;
  const cut = journal.entries.findIndex((entry) => entry.tag.endsWith('_households'));
  expect(cut).toBeGreaterThan(0);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return folder;
}

const rows = async <T>(text: string) => (await client.query<T>(text)).rows;

describe('the households migration', () => {
  it('makes every existing user the owner of their own ledger and keeps their data', async () => {
    await migrate(db, { migrationsFolder: folderBeforeHouseholds() });
    await client.exec(`
      insert into users (id, email, name, password_hash, created_at)
        values ('0190a6f0-0000-7000-8000-0000000000a1', 'ana@example.com', 'Ana Gómez', 'x', '2025-03-01T10:00:00Z');
      insert into accounts (id, user_id, name, type, currency, opening_balance, opening_date)
        values ('0190a6f0-0000-7000-8000-0000000000b1', '0190a6f0-0000-7000-8000-0000000000a1', 'Banco', 'checking', 'EUR', 100000, '2025-03-01');
      insert into transactions (id, user_id, account_id, date, amount, payee)
        values ('0190a6f0-0000-7000-8000-0000000000c1', '0190a6f0-0000-7000-8000-0000000000a1',
                '0190a6f0-0000-7000-8000-0000000000b1', '2025-03-02', -2500, 'Mercadona');`);
    const before = await rows<{ ledger_version: string }>('select ledger_version from users');

    await migrate(db, { migrationsFolder });

    expect(await rows('select ledger_id, member_id, role, joined_at from household_members')).toEqual([
      {
        ledger_id: '0190a6f0-0000-7000-8000-0000000000a1',
        member_id: '0190a6f0-0000-7000-8000-0000000000a1',
        role: 'owner',
        joined_at: new Date('2025-03-01T10:00:00Z'),
      },
    ]);
    expect(await rows('select payee, amount, created_by from transactions')).toEqual([
      { payee: 'Mercadona', amount: -2500, created_by: null },
    ]);
    expect(await rows('select name from accounts')).toEqual([{ name: 'Banco' }]);
    expect(await rows<{ ledger_version: string }>('select ledger_version from users')).toEqual(before);

    await client.exec(
      `insert into users (id, email, name, password_hash) values ('0190a6f0-0000-7000-8000-0000000000a2', 'luis@example.com', 'Luis Soto', 'x')`,
    );
    expect(
      await rows(`select role from household_members where member_id = '0190a6f0-0000-7000-8000-0000000000a2'`),
    ).toEqual([{ role: 'owner' }]);
  });
});
