import type { QueryClient } from '@tanstack/react-query';

export type RegisterFilters = { q?: string; status?: 'uncleared' | 'cleared' | 'reconciled' };

/**
 * Under the ['accounts'] prefix on purpose: every change to transactions already invalidates
 * ['accounts'] (balances), so the register and its reconciliation follow edits made anywhere.
 */
export const registerKeys = {
  account: (accountId: string) => ['accounts', 'one', accountId] as const,
  pages: (accountId: string, filters: RegisterFilters) => ['accounts', 'one', accountId, 'register', filters] as const,
  preview: (accountId: string, date: string, statementBalance: number) => ['accounts', 'one', accountId, 'reconciliation', date, statementBalance] as const,
};

/** What a status change or a reconciliation makes stale: balances, lists, the dashboard. */
export async function refreshAfterStatusChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([['accounts'], ['transactions'], ['dashboard'], ['reports']].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
