import { and, eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { transactions } from './schema/index.ts';
import { hiddenAccountCount, isHiddenAccount, viewKey, visibleAccount, visibleAccountSql } from './visible-accounts.ts';

const dialect = new PgDialect();
const render = (query: Parameters<PgDialect['sqlToQuery']>[0]) => dialect.sqlToQuery(query);
const a = '0192e4a0-0000-7000-8000-00000000000a';
const b = '0192e4a0-0000-7000-8000-00000000000b';

describe('the visible-accounts predicate', () => {
  it('adds nothing for a viewer who sees every account, so the statement stays the same', () => {
    for (const view of [{}, { hiddenAccountIds: [] }, { hiddenAccountIds: undefined }]) {
      expect(visibleAccount(transactions.accountId, view)).toBeUndefined();
      const plain = render(and(eq(transactions.userId, 'u'))!);
      const withView = render(and(eq(transactions.userId, 'u'), visibleAccount(transactions.accountId, view))!);
      expect(withView).toEqual(plain);
      expect(render(visibleAccountSql(sql`t.account_id`, view)).sql).toBe('true');
      expect(viewKey(view)).toBe('');
      expect(hiddenAccountCount(view)).toBe(0);
    }
  });

  it('leaves the hidden accounts out, each bound as a value', () => {
    const view = { hiddenAccountIds: [a, b] };
    const query = render(visibleAccount(transactions.accountId, view)!);
    expect(query.sql).toBe('"transactions"."account_id" not in ($1, $2)');
    expect(query.params).toEqual([a, b]);
    expect(render(visibleAccountSql(sql`t.account_id`, view))).toMatchObject({
      sql: 't.account_id not in ($1, $2)',
      params: [a, b],
    });
    expect(isHiddenAccount(view, a)).toBe(true);
    expect(isHiddenAccount(view, '0192e4a0-0000-7000-8000-00000000000c')).toBe(false);
    expect(isHiddenAccount(view, null)).toBe(false);
    expect(hiddenAccountCount(view)).toBe(2);
  });

  it('keys caches by what is hidden, whatever the order', () => {
    expect(viewKey({ hiddenAccountIds: [b, a] })).toBe(viewKey({ hiddenAccountIds: [a, b] }));
    expect(viewKey({ hiddenAccountIds: [a] })).not.toBe(viewKey({ hiddenAccountIds: [b] }));
  });
});
