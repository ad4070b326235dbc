import type { TransactionPage } from '@cuentas/shared/schemas/transactions';
import { describe, expect, it } from 'vitest';
import { chunk, flattenPages, knownTags, trimPages } from './cache.ts';

const page = (ids: string[], tags: string[][] = []): TransactionPage => ({
  items: ids.map((id, index) => ({
    id,
    account_id: 'a',
    date: '2025-01-01',
    amount: 1,
    currency: 'EUR',
    payee: '',
    notes: '',
    category_id: null,
    tags: tags[index] ?? [],
    kind: 'income',
    transfer_id: null,
    counterpart: null,
    splits: [],
    status: 'uncleared',
    origin: 'manual',
    original_text: '',
    created_at: '',
    attachment_count: 0,
  })),
  next_cursor: null,
});

describe('list cache helpers', () => {
  it('keeps at most N pages before a refetch', () => {
    const data = { pages: [page(['1']), page(['2']), page(['3'])], pageParams: [undefined, 'c1', 'c2'] };
    expect(trimPages(data, 5)).toBe(data);
    expect(trimPages(data, 2)).toEqual({ pages: [data.pages[0], data.pages[1]], pageParams: [undefined, 'c1'] });
    expect(trimPages(undefined, 2)).toBeUndefined();
  });

  it('flattens pages in order', () => {
    expect(
      flattenPages({ pages: [page(['1', '2']), page(['3'])], pageParams: [undefined, 'x'] }).map((t) => t.id),
    ).toEqual(['1', '2', '3']);
  });

  it('chunks selections for the bulk endpoint', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([], 2)).toEqual([]);
  });

  it('suggests tags by use', () => {
    const items = page(['1', '2', '3'], [['viaje'], ['casa', 'viaje'], ['casa', 'viaje']]).items;
    expect(knownTags(items)).toEqual(['viaje', 'casa']);
  });
});
