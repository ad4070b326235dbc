import { parseTypedAmount } from '@cuentas/shared/input-examples';
import { transactionKinds, type TransactionKind } from '@cuentas/shared/schemas/transactions';

/** What the filters bar shows; it lives in the URL so a filtered view can be shared and the back button works. */
export type TransactionFilterState = {
  q: string;
  from: string;
  to: string;
  accounts: string[];
  /** Category ids, or 'none' for uncategorised. */
  categories: string[];
  tags: string[];
  kind: TransactionKind | null;
  /** Amounts exactly as typed ("1.234,56"): parsed against a currency when querying. */
  min: string;
  max: string;
  /**
   * «Persona» in a household (decisions 044, 049): `by:<id>` what a member entered, `owner:<id>`
   * the accounts a member owns, `owner:shared` the shared ones. Absent: everyone.
   */
  person?: string;
};

const PERSON = /^(by:[0-9a-f-]{36}|owner:([0-9a-f-]{36}|shared))$/i;

export const emptyFilters: TransactionFilterState = {
  q: '',
  from: '',
  to: '',
  accounts: [],
  categories: [],
  tags: [],
  kind: null,
  min: '',
  max: '',
};

/** The query the API understands (GET /transactions, /totals and /export share it). */
export type ApiFilterParams = {
  q?: string;
  from?: string;
  to?: string;
  account_ids?: string;
  category_ids?: string;
  tags?: string;
  kind?: TransactionKind;
  min_amount?: number;
  max_amount?: number;
  amount_currency?: string;
  created_by?: string;
  account_owner?: string;
};

export type FilterErrors = { min?: string; max?: string; to?: string };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_LIST = 100;

function readList(params: URLSearchParams, key: string, accept: (value: string) => boolean): string[] {
  const raw = params.get(key);
  if (!raw) return [];
  const values = raw
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && accept(part));
  return [...new Set(values)].slice(0, MAX_LIST);
}

function readDate(params: URLSearchParams, key: string): string {
  const value = params.get(key) ?? '';
  return ISO_DATE.test(value) ? value : '';
}

function isKind(value: string | null): value is TransactionKind {
  return value !== null && (transactionKinds as readonly string[]).includes(value);
}

export function normalizeTag(tag: string): string {
  return tag.trim().toLowerCase().slice(0, 40);
}

/** Reads the filters from the URL, dropping anything the API would refuse (a hand-edited link must not break the page). */
export function filtersFromParams(params: URLSearchParams): TransactionFilterState {
  const kind = params.get('kind');
  return {
    q: (params.get('q') ?? '').slice(0, 200),
    from: readDate(params, 'from'),
    to: readDate(params, 'to'),
    accounts: readList(params, 'accounts', (value) => UUID.test(value)),
    categories: readList(params, 'categories', (value) => value === 'none' || UUID.test(value)),
    tags: readList(params, 'tags', () => true)
      .map(normalizeTag)
      .filter(Boolean),
    kind: isKind(kind) ? kind : null,
    min: (params.get('min') ?? '').slice(0, 40),
    max: (params.get('max') ?? '').slice(0, 40),
    ...(PERSON.test(params.get('person') ?? '') ? { person: params.get('person')! } : {}),
  };
}

/** The URL form of the filters: empty ones are left out, so a clean list has a clean URL. */
export function filtersToParams(filters: TransactionFilterState): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.accounts.length) params.set('accounts', filters.accounts.join(','));
  if (filters.categories.length) params.set('categories', filters.categories.join(','));
  if (filters.tags.length) params.set('tags', filters.tags.join(','));
  if (filters.kind) params.set('kind', filters.kind);
  if (filters.min.trim()) params.set('min', filters.min.trim());
  if (filters.max.trim()) params.set('max', filters.max.trim());
  if (filters.person) params.set('person', filters.person);
  return params;
}

/** Filters behind the "Filtros" toggle (search and type are always visible). */
export function countAdvancedFilters(filters: TransactionFilterState): number {
  return [
    filters.from || filters.to,
    filters.accounts.length,
    filters.categories.length,
    filters.tags.length,
    filters.min.trim() || filters.max.trim(),
    filters.person,
  ].filter(Boolean).length;
}

export function hasActiveFilters(filters: TransactionFilterState): boolean {
  return filters.q.trim() !== '' || filters.kind !== null || countAdvancedFilters(filters) > 0;
}

function parseBound(text: string, currency: string, locale: string): { minor?: number; error?: string } {
  if (!text.trim()) return {};
  const result = parseTypedAmount(text, currency, locale);
  if (!result.ok) return { error: result.message };
  return { minor: Math.abs(result.minor) };
}

/**
 * Turns the filters into API parameters. Amount bounds are absolute minor units of `currency`;
 * a bound that does not parse is reported (its example as `locale`, the user's country, writes it)
 * and left out rather than sent.
 */
export function toApiFilters(
  filters: TransactionFilterState,
  currency: string,
  locale: string,
): { params: ApiFilterParams; errors: FilterErrors } {
  const params: ApiFilterParams = {};
  const errors: FilterErrors = {};
  const q = filters.q.trim();
  if (q) params.q = q;
  if (filters.from) params.from = filters.from;
  if (filters.to) params.to = filters.to;
  if (filters.from && filters.to && filters.from > filters.to) errors.to = 'Debe ser posterior a la fecha «Desde»';
  if (filters.accounts.length) params.account_ids = filters.accounts.join(',');
  if (filters.categories.length) params.category_ids = filters.categories.join(',');
  if (filters.tags.length) params.tags = filters.tags.join(',');
  if (filters.kind) params.kind = filters.kind;
  if (filters.person?.startsWith('by:')) params.created_by = filters.person.slice(3);
  if (filters.person?.startsWith('owner:')) params.account_owner = filters.person.slice(6);
  const min = parseBound(filters.min, currency, locale);
  const max = parseBound(filters.max, currency, locale);
  if (min.error) errors.min = min.error;
  else if (min.minor !== undefined) params.min_amount = min.minor;
  if (max.error) errors.max = max.error;
  else if (max.minor !== undefined) params.max_amount = max.minor;
  if (params.min_amount !== undefined && params.max_amount !== undefined && params.min_amount > params.max_amount) {
    errors.max = 'Debe ser mayor o igual que el mínimo';
    delete params.max_amount;
  }
  // The bounds are in this currency, so they only apply to movements in it (labelled so).
  if (params.min_amount !== undefined || params.max_amount !== undefined) params.amount_currency = currency;
  return { params, errors };
}

/**
 * Which currency typed amount bounds mean: the API compares minor units, and 12,50 € is 1250 while
 * 12.500 COP is 12500, so the bounds follow the accounts being looked at.
 */
export function filterCurrency(
  selectedAccountIds: readonly string[],
  accounts: readonly { id: string; currency: string }[],
  baseCurrency: string,
): string {
  const pool = selectedAccountIds.length
    ? accounts.filter((account) => selectedAccountIds.includes(account.id))
    : accounts;
  const currencies = new Set(pool.map((account) => account.currency));
  if (currencies.size === 1) return [...currencies][0]!;
  return baseCurrency;
}
