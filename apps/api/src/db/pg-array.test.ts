import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from './client.ts';
import { pgArray } from './pg-array.ts';
import { openTestDatabase } from '../../test/helpers/database.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());

const roundTrip = async (values: (string | null)[]) =>
  (await queryRows<{ value: string | null }>(database.db, sql`select unnest(${pgArray(values)}::text[]) as value`)).map(
    (row) => row.value,
  );

describe('pgArray', () => {
  it('carries awkward text exactly: quotes, backslashes, commas, braces, blanks, NULL as a word and as a value', async () => {
    const values = [
      'O"Brien',
      'C:\\ruta\\archivo',
      'uno, dos',
      '{llaves}',
      '',
      ' espacio ',
      'NULL',
      null,
      'línea\nnueva',
      'Cañón €',
      '\\"',
    ];
    expect(await roundTrip(values)).toEqual(values);
  });

  it('carries numbers and uuids into typed arrays', async () => {
    const rows = await queryRows<{ amount: string; id: string }>(
      database.db,
      sql`select unnest(${pgArray([-1250, 0, 9007199254740991])}::bigint[])::text as amount, unnest(${pgArray(['0190a000-0000-7000-8000-000000000000', null, '0190a000-0000-7000-8000-0000000000ff'])}::uuid[])::text as id`,
    );
    expect(rows).toEqual([
      { amount: '-1250', id: '0190a000-0000-7000-8000-000000000000' },
      { amount: '0', id: null },
      { amount: '9007199254740991', id: '0190a000-0000-7000-8000-0000000000ff' },
    ]);
  });

  it('round-trips any list of strings', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.option(fc.string(), { nil: null }), { maxLength: 20 }), async (values) => {
        const clean = values.map((value) => (value === null ? null : value.replaceAll('\u0000', '')));
        expect(await roundTrip(clean)).toEqual(clean);
      }),
      { numRuns: 50 },
    );
  });
});
