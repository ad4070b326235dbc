import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { queryKeys } from './query-keys.ts';

/** What a mutation changed, in the words of the data it moved. */
export type Change =
  | 'transaction-changed'
  | 'import-changed'
  | 'bank-feed-changed'
  | 'categories-reassigned'
  | 'category-changed'
  | 'account-changed'
  | 'account-deleted'
  | 'budget-changed'
  | 'savings-changed'
  | 'exchange-rate-changed'
  | 'configuration-changed'
  | 'reminder-changed'
  | 'reminder-paid'
  | 'prospect-changed'
  | 'prospect-realized'
  | 'rule-changed'
  | 'payee-memory-changed';

// A new, edited or deleted movement moves balances (under ['accounts'], with the register),
// category counts, the dashboard, the budget's spent amounts and every report.
const byTransactions = [
  queryKeys.transactions.all(),
  queryKeys.accounts.all(),
  queryKeys.categories.all(),
  queryKeys.dashboard.all(),
  queryKeys.budgets.all(),
  queryKeys.reports.all(),
];
const byReminders = [queryKeys.reminders.all(), queryKeys.dashboard.all(), queryKeys.reports.all()];
// The cash-flow forecast counts open prospects.
const byProspects = [queryKeys.prospects.all(), queryKeys.reports.all()];

/** The one declared map of what each kind of change makes stale; keys are prefixes. */
const staleAfter: Record<Change, readonly QueryKey[]> = {
  'transaction-changed': byTransactions,
  'import-changed': [...byTransactions, queryKeys.imports.all()],
  // A bank feed books movements like an import, may create an account, and changes its connections.
  'bank-feed-changed': [...byTransactions, queryKeys.imports.all(), queryKeys.bankFeeds.all()],
  // A merge or a delete points transactions, rules and totals at other categories.
  'categories-reassigned': [
    queryKeys.categories.all(),
    queryKeys.transactions.all(),
    queryKeys.rules.all(),
    queryKeys.dashboard.all(),
  ],
  // Names and colours show in the dashboard's spending chart.
  'category-changed': [queryKeys.categories.all(), queryKeys.dashboard.all()],
  'account-changed': [queryKeys.accounts.all(), queryKeys.dashboard.all()],
  // Deleting an account deletes its transactions.
  'account-deleted': [
    queryKeys.accounts.all(),
    queryKeys.transactions.all(),
    queryKeys.dashboard.all(),
    queryKeys.categories.all(),
  ],
  'budget-changed': [queryKeys.budgets.all(), queryKeys.dashboard.all(), queryKeys.reports.all()],
  'savings-changed': [queryKeys.savingsGoals.all(), queryKeys.dashboard.all()],
  // A rate changes every converted figure: the net worth and the dashboard.
  'exchange-rate-changed': [queryKeys.exchangeRates.all(), queryKeys.accounts.netWorth(), queryKeys.dashboard.all()],
  // Onboarding may have renamed the starter categories to the country's words.
  'configuration-changed': [queryKeys.configuration.all(), queryKeys.categories.all()],
  'reminder-changed': byReminders,
  // Paying a reminder records a transaction.
  'reminder-paid': [...byReminders, ...byTransactions],
  'prospect-changed': byProspects,
  // Realising a prospect records a transaction, which may be a transfer into a goal's account.
  'prospect-realized': [...byProspects, ...byTransactions, queryKeys.savingsGoals.all()],
  'rule-changed': [queryKeys.rules.all()],
  'payee-memory-changed': [queryKeys.payees.all(), queryKeys.transactions.all()],
};

export function keysStaleAfter(change: Change): QueryKey[] {
  const unique = new Map(staleAfter[change].map((key) => [JSON.stringify(key), key]));
  return [...unique.values()];
}

/**
 * Marks stale (and refetches when shown) everything the change touched. `except` keeps one query
 * out, for a mutation that has just put the server's answer into it.
 */
export async function invalidateAfter(
  queryClient: QueryClient,
  change: Change,
  options: { except?: QueryKey } = {},
): Promise<void> {
  const except = options.except ? JSON.stringify(options.except) : undefined;
  const predicate = except ? (query: { queryKey: QueryKey }) => JSON.stringify(query.queryKey) !== except : undefined;
  await Promise.all(keysStaleAfter(change).map((queryKey) => queryClient.invalidateQueries({ queryKey, predicate })));
}
