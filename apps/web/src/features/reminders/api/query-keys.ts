import type { QueryClient } from '@tanstack/react-query';

/** Every query key of the feature; prefix invalidation relies on this shape. */
export const reminderKeys = {
  all: ['reminders'] as const,
  list: () => ['reminders', 'list'] as const,
  upcoming: (days: number) => ['reminders', 'upcoming', days] as const,
};

/** Shared with the accounts, categories and transactions screens (same request, same key). */
export const accountsKey = ['accounts', 'with-archived'] as const;
export const categoriesKey = ['categories', 'with-archived'] as const;

/** After a reminder changes: its lists, the dashboard card and the forecast. */
export function refreshReminders(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: reminderKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
    queryClient.invalidateQueries({ queryKey: ['reports'] }),
  ]);
}

/** Paying creates a transaction: balances, lists and totals move too. */
export function refreshAfterPayment(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    refreshReminders(queryClient),
    ...[['transactions'], ['accounts'], ['categories'], ['budgets']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ]);
}
