import { describe, expect, it } from 'vitest';
import {
  countAdvancedFilters,
  emptyFilters,
  filterCurrency,
  filtersFromParams,
  filtersToParams,
  hasActiveFilters,
  toApiFilters,
  type TransactionFilterState,
} from './filters.ts';

const accountA = '0190a6f2-1111-7000-8000-000000000001';
const accountB = '0190a6f2-1111-7000-8000-000000000002';
const category = '0190a6f2-2222-7000-8000-000000000001';

describe('filters ↔ URL', () => {
  it('round-trips every filter through the search params', () => {
    const filters: TransactionFilterState = {
      q: 'mercadona',
      from: '2025-01-01',
      to: '2025-01-31',
      accounts: [accountA, accountB],
      categories: ['none', category],
      tags: ['viaje', 'trabajo'],
      kind: 'expense',
      min: '1.234,56',
      max: '2000',
    };
    const params = filtersToParams(filters);
    expect(params.get('accounts')).toBe(`${accountA},${accountB}`);
    expect(filtersFromParams(new URLSearchParams(params.toString()))).toEqual(filters);
  });

  it('leaves empty filters out of the URL', () => {
    expect(filtersToParams(emptyFilters).toString()).toBe('');
    expect(filtersToParams({ ...emptyFilters, q: '   ', min: ' ' }).toString()).toBe('');
  });

  it('drops values a hand-edited link could carry that the API would refuse', () => {
    const params = new URLSearchParams(
      'from=ayer&to=2025-13&accounts=abc,' + accountA + ',' + accountA + '&categories=x,none&kind=gift&tags=Viaje,,',
    );
    expect(filtersFromParams(params)).toEqual({
      ...emptyFilters,
      accounts: [accountA],
      categories: ['none'],
      tags: ['viaje'],
    });
  });

  it('counts the filters behind the toggle and knows when any filter is on', () => {
    expect(hasActiveFilters(emptyFilters)).toBe(false);
    expect(hasActiveFilters({ ...emptyFilters, kind: 'transfer' })).toBe(true);
    expect(countAdvancedFilters({ ...emptyFilters, q: 'x', kind: 'income' })).toBe(0);
    expect(countAdvancedFilters({ ...emptyFilters, from: '2025-01-01', to: '2025-02-01', tags: ['a'], max: '5' })).toBe(
      3,
    );
  });
});

describe('toApiFilters', () => {
  it('sends lists comma-separated and amounts as absolute minor units of the currency', () => {
    const { params, errors } = toApiFilters(
      {
        ...emptyFilters,
        q: ' café ',
        accounts: [accountA],
        categories: ['none'],
        kind: 'income',
        min: '-1.234,5',
        max: '12.500',
      },
      'EUR',
      'es-ES',
    );
    expect(errors).toEqual({});
    expect(params).toEqual({
      q: 'café',
      account_ids: accountA,
      category_ids: 'none',
      kind: 'income',
      min_amount: 123450,
      max_amount: 1250000,
      amount_currency: 'EUR',
    });
  });

  it('reads thousands the LatAm way for currencies without cents', () => {
    expect(toApiFilters({ ...emptyFilters, min: '12.500' }, 'COP', 'es-ES').params.min_amount).toBe(12500);
  });

  it('reports malformed or crossed bounds instead of sending them', () => {
    const bad = toApiFilters({ ...emptyFilters, min: 'mucho', max: '10' }, 'EUR', 'es-ES');
    expect(bad.errors.min).toMatch(/importe válido/);
    expect(bad.params).toEqual({ max_amount: 1000, amount_currency: 'EUR' });
    const crossed = toApiFilters(
      { ...emptyFilters, min: '50', max: '10', from: '2025-02-01', to: '2025-01-01' },
      'EUR',
      'es-ES',
    );
    expect(crossed.errors.max).toBeDefined();
    expect(crossed.errors.to).toBeDefined();
    expect(crossed.params.max_amount).toBeUndefined();
  });
});

describe('filterCurrency', () => {
  const accounts = [
    { id: accountA, currency: 'EUR' },
    { id: accountB, currency: 'COP' },
  ];
  it('follows the selected accounts when they share a currency, else the base currency', () => {
    expect(filterCurrency([accountB], accounts, 'EUR')).toBe('COP');
    expect(filterCurrency([], accounts, 'USD')).toBe('USD');
    expect(filterCurrency([], [accounts[1]!], 'EUR')).toBe('COP');
  });
});
