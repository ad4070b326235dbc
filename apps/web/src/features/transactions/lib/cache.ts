import type { Transaction, TransactionPage } from '@cuentas/shared/schemas/transactions';
import type { InfiniteData } from '@tanstack/react-query';

export type TransactionPages = InfiniteData<TransactionPage, unknown>;

/**
 * An invalidated infinite query refetches every page it holds, one after another. After an edit
 * deep in a 100k-row scroll that would be a thousand requests, so the cache keeps at most
 * `maxPages` before refetching; the rest load again as the user scrolls.
 */
export function trimPages(data: TransactionPages | undefined, maxPages: number): TransactionPages | undefined {
  if (!data || data.pages.length <= maxPages) return data;
  return { pages: data.pages.slice(0, maxPages), pageParams: data.pageParams.slice(0, maxPages) };
}

/** Every loaded transaction, in list order. */
export function flattenPages(data: TransactionPages | undefined): Transaction[] {
  if (!data) return [];
  if (data.pages.length === 1) return data.pages[0]!.items;
  return data.pages.flatMap((page) => page.items);
}

/** Splits a selection into requests the bulk endpoint accepts (at most `size` ids each). */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

/** Tags seen in the loaded rows, most used first: the suggestions of the tag pickers (there is no tags endpoint). */
export function knownTags(transactions: readonly Transaction[], limit = 200): string[] {
  const counts = new Map<string, number>();
  for (const transaction of transactions)
    for (const tag of transaction.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'es'))
    .slice(0, limit)
    .map(([tag]) => tag);
}
