import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateAfter, keysStaleAfter } from './invalidation.ts';
import { queryKeys } from './query-keys.ts';

function clientWith(keys: readonly (readonly unknown[])[]): QueryClient {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, 'cached');
  return client;
}

const stale = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;

describe('invalidateAfter', () => {
  it('a changed transaction refreshes balances, the register, the dashboard, budget and reports, not rules', async () => {
    const register = queryKeys.accounts.register('a1', {});
    const client = clientWith([
      queryKeys.accounts.list(),
      register,
      queryKeys.dashboard.all(),
      queryKeys.budgets.month('2026-11'),
      queryKeys.reports.forecast(3),
      queryKeys.rules.all(),
    ]);
    await invalidateAfter(client, 'transaction-changed');
    expect(stale(client, queryKeys.accounts.list())).toBe(true);
    expect(stale(client, register)).toBe(true);
    expect(stale(client, queryKeys.dashboard.all())).toBe(true);
    expect(stale(client, queryKeys.budgets.month('2026-11'))).toBe(true);
    expect(stale(client, queryKeys.reports.forecast(3))).toBe(true);
    expect(stale(client, queryKeys.rules.all())).toBe(false);
  });

  it('keeps out the query named in `except`', async () => {
    const client = clientWith([queryKeys.budgets.month('2026-11'), queryKeys.budgets.month('2026-12')]);
    await invalidateAfter(client, 'budget-changed', { except: queryKeys.budgets.month('2026-11') });
    expect(stale(client, queryKeys.budgets.month('2026-11'))).toBe(false);
    expect(stale(client, queryKeys.budgets.month('2026-12'))).toBe(true);
  });

  it('a rate refreshes the net worth but not the account list', async () => {
    const client = clientWith([queryKeys.accounts.list(), queryKeys.accounts.netWorth()]);
    await invalidateAfter(client, 'exchange-rate-changed');
    expect(stale(client, queryKeys.accounts.netWorth())).toBe(true);
    expect(stale(client, queryKeys.accounts.list())).toBe(false);
  });

  it('lists each key once when kinds are combined', () => {
    const keys = keysStaleAfter('prospect-realized').map((key) => JSON.stringify(key));
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain(JSON.stringify(queryKeys.savingsGoals.all()));
  });
});
