import { describe, expect, it } from 'vitest';
import {
  defaultFilters,
  filtersFromParams,
  filtersToParams,
  reportParams,
  tabFilters,
  transactionsLink,
} from './report-filters.ts';

const idA = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
const idB = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5c';

describe('report filters in the URL', () => {
  it('round-trips and leaves defaults out', () => {
    expect(filtersToParams(defaultFilters).toString()).toBe('');
    const filters = {
      ...defaultFilters,
      tab: 'spending' as const,
      range: 'custom' as const,
      from: '2025-01-01',
      to: '2025-03-31',
      accounts: [idA],
      categories: [idB],
      group: idB,
      months: 12 as const,
    };
    const params = filtersToParams(filters);
    expect(filtersFromParams(params)).toEqual(filters);
  });

  it('drops what it does not understand', () => {
    const filters = filtersFromParams(
      new URLSearchParams('tab=nope&range=2y&from=ayer&accounts=x,' + idA + ',' + idA + '&months=5&group=<script>'),
    );
    expect(filters).toEqual({ ...defaultFilters, accounts: [idA] });
    expect(filtersFromParams(new URLSearchParams('group=none&tab=spending')).group).toBe('none');
  });

  it('keeps the drill-down only on the spending tab', () => {
    expect(filtersToParams({ ...defaultFilters, tab: 'budget', group: idA }).has('group')).toBe(false);
  });
});

describe('API parameters', () => {
  it('sends categories only where the report is per category', () => {
    const filters = { ...defaultFilters, accounts: [idA, idB], categories: [idB] };
    const range = { from: '2025-06-01', to: '2026-05-14' };
    expect(reportParams(filters, range)).toEqual({ ...range, account_ids: `${idA},${idB}`, category_ids: idB });
    expect(reportParams({ ...filters, tab: 'net-worth' }, range)).toEqual({ ...range, account_ids: `${idA},${idB}` });
    expect(reportParams({ ...filters, tab: 'budget' }, range)).toEqual({ ...range, account_ids: `${idA},${idB}` });
    expect(tabFilters('forecast')).toEqual({ range: false, accounts: false, categories: false });
  });

  it('links to the transactions screen with its own keys', () => {
    expect(transactionsLink([idA, null, idA], { from: '2026-01-01', to: '2026-01-31' }, [idB])).toBe(
      `/transactions?categories=${idA}%2Cnone&from=2026-01-01&to=2026-01-31&accounts=${idB}`,
    );
  });
});
