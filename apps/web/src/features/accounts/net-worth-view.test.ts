import type { NetWorth } from '@cuentas/shared/schemas/accounts';
import { describe, expect, it } from 'vitest';
import { accountConversion, netWorthView, pairLabel } from './net-worth-view.ts';

const ids = { eur: '0190f2a0-0000-7000-8000-000000000001', cop: '0190f2a0-0000-7000-8000-000000000002' };

const complete: NetWorth = {
  base_currency: 'EUR',
  total: 90_000,
  assets: 100_000,
  liabilities: -10_000,
  missing_rates: [],
  accounts: [
    { account_id: ids.eur, balance: 100_000, currency: 'EUR', balance_in_base: 100_000, rate: null, rate_date: null },
    {
      account_id: ids.cop,
      balance: -42_505,
      currency: 'COP',
      balance_in_base: -10_000,
      rate: '0.000235',
      rate_date: '2026-01-15',
      rate_source: 'user',
    },
  ],
};

describe('netWorthView', () => {
  it('shows the total, assets and liabilities when every rate is known', () => {
    expect(netWorthView(complete)).toEqual({
      kind: 'complete',
      currency: 'EUR',
      total: 90_000,
      assets: 100_000,
      liabilities: -10_000,
    });
  });

  it('never shows a total when a rate is missing: it lists the pairs and per-currency subtotals', () => {
    const view = netWorthView({
      ...complete,
      total: null,
      assets: null,
      liabilities: null,
      missing_rates: [{ from_currency: 'COP', to_currency: 'EUR' }],
      accounts: complete.accounts.map((account) => ({
        ...account,
        balance_in_base: account.currency === 'EUR' ? account.balance : null,
      })),
    });
    expect(view).toEqual({
      kind: 'incomplete',
      currency: 'EUR',
      missing: [{ from_currency: 'COP', to_currency: 'EUR' }],
      subtotals: [
        { currency: 'EUR', total: 100_000 },
        { currency: 'COP', total: -42_505 },
      ],
    });
  });

  it('distinguishes no accounts and no base currency', () => {
    expect(netWorthView({ ...complete, accounts: [] })).toEqual({ kind: 'empty' });
    expect(netWorthView({ ...complete, base_currency: null, total: null })).toEqual({ kind: 'no-base' });
  });

  it('labels pairs with an arrow', () => {
    expect(pairLabel({ from_currency: 'COP', to_currency: 'EUR' })).toBe('COP→EUR');
  });
});

describe('accountConversion', () => {
  it('reads the converted balance with its rate and date', () => {
    expect(accountConversion(complete, ids.cop, 'COP')).toEqual({
      kind: 'converted',
      amount: -10_000,
      currency: 'EUR',
      rate: '0.000235',
      rateDate: '2026-01-15',
      rateSource: 'user',
    });
    expect(accountConversion(complete, ids.eur, 'EUR')).toEqual({ kind: 'same' });
  });

  it('reports the missing pair instead of assuming 1:1', () => {
    const missing = {
      ...complete,
      accounts: [{ ...complete.accounts[1]!, balance_in_base: null, rate: null, rate_date: null }],
    };
    expect(accountConversion(missing, ids.cop, 'COP')).toEqual({
      kind: 'missing',
      pair: { from_currency: 'COP', to_currency: 'EUR' },
    });
    expect(accountConversion(undefined, ids.cop, 'COP')).toEqual({ kind: 'unknown' });
  });
});
