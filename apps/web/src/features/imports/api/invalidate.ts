import type { QueryClient } from '@tanstack/react-query';

/** An import adds (or its undo removes) transactions: balances, lists and totals all change. */
export function refreshAfterImport(queryClient: QueryClient): void {
  for (const key of [['accounts'], ['transactions'], ['dashboard'], ['categories'], ['imports']]) {
    void queryClient.invalidateQueries({ queryKey: key });
  }
}
