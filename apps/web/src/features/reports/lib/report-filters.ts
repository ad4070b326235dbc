import { isIsoDate, isRangePreset, type RangePreset } from './date-range.ts';

export const reportTabs = ['income-expense', 'spending', 'net-worth', 'cash-flow', 'budget', 'forecast'] as const;
export type ReportTab = (typeof reportTabs)[number];

export const tabLabels = {
  'income-expense': 'Ingresos y gastos',
  spending: 'Gastos por categoría',
  'net-worth': 'Patrimonio',
  'cash-flow': 'Flujo de caja',
  budget: 'Presupuesto vs real',
  forecast: 'Proyección',
} as const satisfies Record<ReportTab, string>;

export const forecastHorizons = [3, 6, 12] as const;
export type ForecastHorizon = (typeof forecastHorizons)[number];

/** Everything the reports screen shows lives in the URL, so a view can be shared and the back button works. */
export type ReportFilters = {
  tab: ReportTab;
  range: RangePreset;
  /** Only for the custom range. */
  from: string;
  to: string;
  accounts: string[];
  categories: string[];
  months: ForecastHorizon;
  /** The spending group drilled into: a category id, or 'none' for the uncategorised. */
  group: string | null;
};

export const defaultFilters: ReportFilters = {
  tab: 'income-expense',
  range: '12m',
  from: '',
  to: '',
  accounts: [],
  categories: [],
  months: 6,
  group: null,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_IDS = 100;

function readIds(params: URLSearchParams, key: string): string[] {
  const raw = params.get(key);
  if (!raw) return [];
  return [
    ...new Set(
      raw
        .split(',')
        .map((part) => part.trim())
        .filter((part) => UUID.test(part)),
    ),
  ].slice(0, MAX_IDS);
}

/** Reads the filters from the URL, dropping anything invalid (a hand-edited link must not break the page). */
export function filtersFromParams(params: URLSearchParams): ReportFilters {
  const tab = params.get('tab');
  const range = params.get('range');
  const months = Number(params.get('months'));
  const group = params.get('group');
  return {
    tab: (reportTabs as readonly string[]).includes(tab ?? '') ? (tab as ReportTab) : defaultFilters.tab,
    range: isRangePreset(range) ? range : defaultFilters.range,
    from: isIsoDate(params.get('from')) ? params.get('from')! : '',
    to: isIsoDate(params.get('to')) ? params.get('to')! : '',
    accounts: readIds(params, 'accounts'),
    categories: readIds(params, 'categories'),
    months: (forecastHorizons as readonly number[]).includes(months)
      ? (months as ForecastHorizon)
      : defaultFilters.months,
    group: group === 'none' || (group !== null && UUID.test(group)) ? group : null,
  };
}

/** The URL form: defaults are left out, so the plain screen has a plain URL. */
export function filtersToParams(filters: ReportFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.tab !== defaultFilters.tab) params.set('tab', filters.tab);
  if (filters.range !== defaultFilters.range) params.set('range', filters.range);
  if (filters.range === 'custom') {
    if (filters.from) params.set('from', filters.from);
    if (filters.to) params.set('to', filters.to);
  }
  if (filters.accounts.length) params.set('accounts', filters.accounts.join(','));
  if (filters.categories.length) params.set('categories', filters.categories.join(','));
  if (filters.months !== defaultFilters.months) params.set('months', String(filters.months));
  if (filters.group && filters.tab === 'spending') params.set('group', filters.group);
  return params;
}

/** Which filters a tab listens to: budgets and net worth are not per category; the forecast takes everything. */
export function tabFilters(tab: ReportTab): { range: boolean; accounts: boolean; categories: boolean } {
  if (tab === 'forecast') return { range: false, accounts: false, categories: false };
  const categories = tab === 'income-expense' || tab === 'spending' || tab === 'cash-flow';
  return { range: true, accounts: true, categories };
}

export type ReportParams = { from: string; to: string; account_ids?: string; category_ids?: string };

/** The API query of a tab (GET /reports/{name}). */
export function reportParams(filters: ReportFilters, range: { from: string; to: string }): ReportParams {
  const uses = tabFilters(filters.tab);
  const params: ReportParams = { from: range.from, to: range.to };
  if (uses.accounts && filters.accounts.length) params.account_ids = filters.accounts.join(',');
  if (uses.categories && filters.categories.length) params.category_ids = filters.categories.join(',');
  return params;
}

/** "Ver movimientos": the transactions screen filtered the same way (its URL keys). */
export function transactionsLink(
  categoryIds: readonly (string | null)[],
  range: { from: string; to: string },
  accounts: readonly string[],
): string {
  const params = new URLSearchParams();
  const ids = [...new Set(categoryIds.map((id) => id ?? 'none'))];
  if (ids.length) params.set('categories', ids.join(','));
  params.set('from', range.from);
  params.set('to', range.to);
  if (accounts.length) params.set('accounts', accounts.join(','));
  return `/transactions?${params.toString()}`;
}
