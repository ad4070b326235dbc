import type { ApiFilterParams } from '../features/transactions/lib/filters.ts';
import type { ReportParams } from '../features/reports/lib/report-filters.ts';

export type RegisterFilters = { q?: string; status?: 'uncleared' | 'cleared' | 'reconciled' };

/**
 * Every query key shared by more than one screen, in one place. Each entity's keys start with its
 * `all()` prefix, so invalidating that prefix (see invalidation.ts) refreshes every query of it.
 */
export const queryKeys = {
  accounts: {
    all: () => ['accounts'] as const,
    /** Every account, archived ones too; the active ones are a `select` of it. */
    list: () => ['accounts', 'list'] as const,
    netWorth: () => ['accounts', 'net-worth'] as const,
    /** Other members' private accounts left out of the figures (decision 049). */
    hidden: () => ['accounts', 'hidden'] as const,
    // The register sits under ['accounts'] on purpose: every change to transactions invalidates
    // ['accounts'] (balances), so the register and its reconciliation follow edits made anywhere.
    detail: (accountId: string) => ['accounts', 'one', accountId] as const,
    register: (accountId: string, filters: RegisterFilters) =>
      ['accounts', 'one', accountId, 'register', filters] as const,
    reconciliation: (accountId: string, date: string, statementBalance: number) =>
      ['accounts', 'one', accountId, 'reconciliation', date, statementBalance] as const,
  },
  categories: {
    all: () => ['categories'] as const,
    /** Every category, archived ones too: old rows still show their names. */
    list: () => ['categories', 'list'] as const,
  },
  configuration: {
    all: () => ['configuration'] as const,
  },
  dashboard: {
    all: () => ['dashboard'] as const,
  },
  transactions: {
    all: () => ['transactions'] as const,
    lists: () => ['transactions', 'list'] as const,
    list: (filters: ApiFilterParams) => ['transactions', 'list', filters] as const,
    totals: (filters: ApiFilterParams) => ['transactions', 'totals', filters] as const,
    /** The command palette's few movements (a page of the list endpoint). */
    search: (params: object) => ['transactions', 'search', params] as const,
  },
  budgets: {
    all: () => ['budgets'] as const,
    /** A month of the shared budget, or of a member's personal one (decision 054). */
    month: (month: string, member?: string) =>
      member ? (['budgets', month, member] as const) : (['budgets', month] as const),
  },
  reports: {
    all: () => ['reports'] as const,
    report: (name: string, params: ReportParams) => ['reports', name, params] as const,
    forecast: (months: number) => ['reports', 'forecast', months] as const,
  },
  savingsGoals: {
    all: () => ['savings-goals'] as const,
    list: () => ['savings-goals', 'list'] as const,
    contributions: (goalId: string) => ['savings-goals', 'contributions', goalId] as const,
  },
  reminders: {
    all: () => ['reminders'] as const,
    list: () => ['reminders', 'list'] as const,
    upcoming: (days: number) => ['reminders', 'upcoming', days] as const,
  },
  prospects: {
    all: () => ['prospects'] as const,
    lists: () => ['prospects', 'list'] as const,
    list: (status: string) => ['prospects', 'list', status] as const,
    totals: () => ['prospects', 'totals'] as const,
  },
  rules: {
    all: () => ['rules'] as const,
  },
  bankFeeds: {
    all: () => ['bank-feeds'] as const,
    status: () => ['bank-feeds', 'status'] as const,
    connections: () => ['bank-feeds', 'connections'] as const,
    banks: (country: string) => ['bank-feeds', 'banks', country] as const,
  },
  imports: {
    all: () => ['imports'] as const,
    analysis: (id: string | null, options: unknown) => ['imports', id, 'analysis', options] as const,
    progress: (id: string | null) => ['imports', id, 'progress'] as const,
  },
  exchangeRates: {
    all: () => ['exchange-rates'] as const,
  },
  payees: {
    all: () => ['payees'] as const,
    memory: () => ['payees', 'memory'] as const,
    suggest: (text: string, accountId: string) => ['payees', 'suggest', text, accountId] as const,
  },
};
