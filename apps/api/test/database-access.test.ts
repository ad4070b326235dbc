import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite } from '../src/db/client.ts';
import { createPageCache } from '../src/modules/transactions/page-cache.ts';
import { openTestDatabase } from './helpers/database.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());

describe('prepared statements (both drivers)', () => {
  it('answers every value as text, with null kept, for varied parameters of one statement', async () => {
    for (const [n, word, flag] of [
      [1, 'uno', true],
      [2, 'dos', false],
      [3, null, true],
    ] as const) {
      const rows = await database.prepared(sql`select ${n}::int * 10, ${word}::text, ${flag}::boolean, null::text`);
      expect(rows).toEqual([[String(n * 10), word, flag ? 't' : 'f', null]]);
    }
  });

  it('returns every row, and none when nothing matches', async () => {
    expect(await database.prepared(sql`select g::text from generate_series(1, ${3}::int) g`)).toEqual([['1'], ['2'], ['3']]);
    expect(await database.prepared(sql`select g::text from generate_series(1, ${0}::int) g`)).toEqual([]);
  });

  it('keeps working after a bad parameter fails a statement', async () => {
    const byId = (id: string) => database.prepared(sql`select ${id}::uuid::text`);
    await expect(byId('no-es-un-uuid')).rejects.toThrow(/uuid/);
    expect(await byId('0190a000-0000-7000-8000-000000000000')).toEqual([['0190a000-0000-7000-8000-000000000000']]);
    await expect(database.prepared(sql`select from_nowhere()`)).rejects.toThrow();
    expect(await byId('0190a000-0000-7000-8000-000000000001')).toEqual([['0190a000-0000-7000-8000-000000000001']]);
  });

  it('never reads inside another caller’s open transaction', async () => {
    await database.db.execute(sql`create table if not exists probe_rows (label text)`);
    let rollBack!: () => void;
    const held = new Promise<void>((resolve) => (rollBack = resolve));
    const transaction = database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into probe_rows values ('sin confirmar')`);
        await held;
        tx.rollback();
      })
      .catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 20));
    const read = database.prepared(sql`select count(*)::text from probe_rows where label = ${'sin confirmar'}`);
    setTimeout(rollBack, 50);
    expect(await read).toEqual([['0']]);
    await transaction;
  });

  it('refuses parameters it cannot send as text', async () => {
    await expect(database.prepared(sql`select ${new Date()}`)).rejects.toThrow(TypeError);
  });

  it.runIf(!process.env.TEST_DATABASE_URL)('keeps the statement prepared on the connection (PGlite has exactly one)', async () => {
    const text = sql`select ${'marca'}::text as prepared_probe`;
    await database.prepared(text);
    await database.prepared(text);
    // The pattern is split so this statement does not match itself.
    const rows = await database.prepared(sql`select count(*)::text from pg_prepared_statements where statement like '%' || 'prepared_' || 'probe%'`);
    expect(rows).toEqual([['1']]);
  });
});

describe('PGlite under load', () => {
  // PostgreSQL queries wait on sockets, so the event loop turns anyway: PGlite only.
  it.runIf(!process.env.TEST_DATABASE_URL)('lets the event loop turn between queued queries, so waiting sockets are read in turn', async () => {
    let turned = false;
    let doneBeforeTurn = 0;
    setImmediate(() => (turned = true));
    await Promise.all(
      Array.from({ length: 20 }, async (_, index) => {
        await (index % 2 ? database.prepared(sql`select ${index}::int`) : database.db.execute(sql`select ${index}::int`));
        if (!turned) doneBeforeTurn++;
      }),
    );
    expect(doneBeforeTurn).toBeLessThanOrEqual(1);
  });
});

describe('openPglite', () => {
  it('starts PostgreSQL with the shared buffers it is given', async () => {
    const small = openPglite({ sharedBuffers: '16MB' });
    try {
      expect(await small.prepared(sql`show shared_buffers`)).toEqual([['16MB']]);
    } finally {
      await small.close();
    }
  });
});

describe('page cache', () => {
  it('gives back what it was given, per key', () => {
    const cache = createPageCache(1000);
    cache.set('a', Buffer.from('uno'));
    cache.set('b', Buffer.from('dos'));
    expect([cache.get('a')?.toString(), cache.get('b')?.toString(), cache.get('c')]).toEqual(['uno', 'dos', undefined]);
  });

  it('evicts the least recently used entries once over its size', () => {
    const cache = createPageCache(100);
    cache.set('a', Buffer.alloc(20));
    cache.set('b', Buffer.alloc(20));
    cache.get('a');
    cache.set('c', Buffer.alloc(20));
    cache.set('d', Buffer.alloc(20));
    cache.set('e', Buffer.alloc(20));
    // 5 × 21 bytes > 100: the least recently used one, b, went first.
    expect(cache.get('b')).toBeUndefined();
    expect(['a', 'c', 'd', 'e'].map((key) => cache.get(key)?.length)).toEqual([20, 20, 20, 20]);
  });

  it('does not keep a body bigger than a quarter of its size', () => {
    const cache = createPageCache(100);
    cache.set('a', Buffer.alloc(30));
    expect(cache.get('a')).toBeUndefined();
  });
});
