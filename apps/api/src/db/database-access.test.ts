import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client.ts';
import { firstValue, statementTemplate } from './prepared.ts';
import { createPageCache } from '../modules/transactions/page-cache.ts';
import { openTestDatabase } from '../../test/helpers/database.ts';

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
    expect(await database.prepared(sql`select g::text from generate_series(1, ${3}::int) g`)).toEqual([
      ['1'],
      ['2'],
      ['3'],
    ]);
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

  it('runs a statement template with the values of each call, under one name and text', async () => {
    const between = statementTemplate<'low' | 'high'>(
      (value) => sql`select g::text from generate_series(${value('low')}::int, ${value('high')}::int) g`,
    );
    const first = between({ low: 1, high: 3 });
    const second = between({ low: 5, high: 6 });
    expect(second.name).toBe(first.name);
    expect(second.text).toBe(first.text);
    expect(first.params).toEqual([1, 3]);
    expect(await database.prepared(first)).toEqual([['1'], ['2'], ['3']]);
    expect(await database.prepared(second)).toEqual([['5'], ['6']]);
    expect(() => between({ low: 1 } as never)).toThrow(TypeError);
  });

  it('answers one text value as its UTF-8 bytes, long or short, and throws the database’s error', async () => {
    const text = statementTemplate<'word' | 'times'>(
      (value) => sql`select repeat(${value('word')}::text, ${value('times')}::int)`,
    );
    expect((await database.preparedText(text({ word: 'Añoranza €', times: 1 }))).toString('utf8')).toBe('Añoranza €');
    // Far past one network packet: PGlite hands the reply over in several chunks.
    const long = await database.preparedText(text({ word: 'ñandú ', times: 40_000 }));
    expect(long.length).toBe(Buffer.byteLength('ñandú ') * 40_000);
    expect(long.toString('utf8')).toBe('ñandú '.repeat(40_000));
    const divide = statementTemplate<'by'>((value) => sql`select (1 / ${value('by')}::int)::text`);
    await expect(database.preparedText(divide({ by: 0 }))).rejects.toMatchObject({ code: '22012' });
    expect((await database.preparedText(divide({ by: 1 }))).toString()).toBe('1');
    const none = statementTemplate<'n'>((value) => sql`select g::text from generate_series(1, ${value('n')}::int) g`);
    await expect(database.preparedText(none({ n: 0 }))).rejects.toThrow(/no value/);
  });

  it.runIf(!process.env.TEST_DATABASE_URL)(
    'keeps the statement prepared on the connection (PGlite has exactly one)',
    async () => {
      const text = sql`select ${'marca'}::text as prepared_probe`;
      await database.prepared(text);
      await database.prepared(text);
      // The pattern is split so this statement does not match itself.
      const rows = await database.prepared(
        sql`select count(*)::text from pg_prepared_statements where statement like '%' || 'prepared_' || 'probe%'`,
      );
      expect(rows).toEqual([['1']]);
    },
  );
});

describe('firstValue', () => {
  const message = (type: string, body: Buffer) => {
    const head = Buffer.alloc(5);
    head.write(type, 0, 'latin1');
    head.writeInt32BE(body.length + 4, 1);
    return Buffer.concat([head, body]);
  };
  const dataRow = (...values: (string | null)[]) => {
    const count = Buffer.alloc(2);
    count.writeInt16BE(values.length);
    const fields = values.map((value) => {
      const size = Buffer.alloc(4);
      size.writeInt32BE(value === null ? -1 : Buffer.byteLength(value));
      return Buffer.concat([size, Buffer.from(value ?? '')]);
    });
    return message('D', Buffer.concat([count, ...fields]));
  };
  const bindComplete = message('2', Buffer.alloc(0));
  const ready = message('Z', Buffer.from('I'));

  it('slices the first column of the first row out of the reply', () => {
    const reply = Buffer.concat([
      bindComplete,
      dataRow('{"ñ":1}', 'otra'),
      dataRow('segunda'),
      message('C', Buffer.from('SELECT 2\0')),
      ready,
    ]);
    expect(firstValue(reply).toString()).toBe('{"ñ":1}');
  });

  it('refuses a reply without a value: no rows, or a null', () => {
    expect(() => firstValue(Buffer.concat([bindComplete, ready]))).toThrow(/no value/);
    expect(() => firstValue(Buffer.concat([bindComplete, dataRow(null), ready]))).toThrow(/no value/);
  });

  it('throws an error response as a database error with its code and message', () => {
    const error = message('E', Buffer.from('SERROR\0C22012\0Mdivision by zero\0\0'));
    expect(() => firstValue(Buffer.concat([error, ready]))).toThrow(
      expect.objectContaining({ code: '22012', message: 'division by zero' }),
    );
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
