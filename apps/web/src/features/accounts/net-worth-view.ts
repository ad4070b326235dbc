import type { NetWorth } from '@cuentas/shared/schemas/accounts';
import type { RateSource } from '@cuentas/shared/schemas/exchange-rates';

export type MissingRate = { from_currency: string; to_currency: string };

export type CurrencySubtotal = { currency: string; total: number };

export type NetWorthView =
  | { kind: 'empty' }
  | { kind: 'no-base' }
  | { kind: 'complete'; currency: string; total: number; assets: number; liabilities: number }
  /** A rate is missing: no total in the base currency, only what each currency adds up to. */
  | { kind: 'incomplete'; currency: string; missing: MissingRate[]; subtotals: CurrencySubtotal[] };

/** "COP→EUR": how a missing pair reads everywhere. */
export function pairLabel(rate: MissingRate): string {
  return `${rate.from_currency}→${rate.to_currency}`;
}

function subtotalsByCurrency(accounts: NetWorth['accounts']): CurrencySubtotal[] {
  const totals = new Map<string, number>();
  for (const account of accounts) totals.set(account.currency, (totals.get(account.currency) ?? 0) + account.balance);
  return [...totals].map(([currency, total]) => ({ currency, total }));
}

/** What the net worth card shows; never a total when a rate is missing (no silent 1:1). */
export function netWorthView(netWorth: NetWorth): NetWorthView {
  if (netWorth.accounts.length === 0) return { kind: 'empty' };
  if (!netWorth.base_currency) return { kind: 'no-base' };
  if (netWorth.total === null || netWorth.missing_rates.length > 0) {
    return {
      kind: 'incomplete',
      currency: netWorth.base_currency,
      missing: netWorth.missing_rates.filter((rate) => rate.to_currency !== ''),
      subtotals: subtotalsByCurrency(netWorth.accounts),
    };
  }
  return {
    kind: 'complete',
    currency: netWorth.base_currency,
    total: netWorth.total,
    assets: netWorth.assets ?? 0,
    liabilities: netWorth.liabilities ?? 0,
  };
}

export type AccountConversion =
  | { kind: 'same' }
  | {
      kind: 'converted';
      amount: number;
      currency: string;
      rate: string;
      rateDate: string;
      rateSource: RateSource | null;
    }
  | { kind: 'missing'; pair: MissingRate }
  | { kind: 'unknown' };

/** How one account's balance reads in the base currency, with the rate, its date and where it came from. */
export function accountConversion(
  netWorth: NetWorth | undefined,
  accountId: string,
  currency: string,
): AccountConversion {
  const base = netWorth?.base_currency;
  if (!netWorth || !base) return { kind: 'unknown' };
  if (currency === base) return { kind: 'same' };
  const entry = netWorth.accounts.find((account) => account.account_id === accountId);
  if (!entry) return { kind: 'unknown' };
  if (entry.balance_in_base === null || entry.rate === null || entry.rate_date === null) {
    return { kind: 'missing', pair: { from_currency: currency, to_currency: base } };
  }
  return {
    kind: 'converted',
    amount: entry.balance_in_base,
    currency: base,
    rate: entry.rate,
    rateDate: entry.rate_date,
    rateSource: entry.rate_source ?? null,
  };
}
