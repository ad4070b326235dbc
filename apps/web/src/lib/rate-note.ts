import { formatRate } from '@cuentas/shared/money';
import type { NetWorth } from '@cuentas/shared/schemas/accounts';
import { rateSourceLabels, type RateSource } from '@cuentas/shared/rate-sources';
import { formatCalendarDate } from './format-date.ts';

/** A rate a figure was converted with: 1 `from` = `rate` `to`, published or typed on `date`. */
export type RateNote = { from: string; to: string; rate: string; date: string; source?: RateSource | null };

/**
 * "1 USD = 4.380,5 COP · 24 nov 2026 · Banco Central Europeo": the rate with the number rules of
 * the user's amounts, its date and where it came from (left out when the API does not say).
 */
export function describeRate(note: RateNote, locale: string): string {
  return rateParts(note, locale).join(' · ');
}

/** The pieces describeRate joins, for screens that keep each piece on one line. */
export function rateParts(note: RateNote, locale: string): string[] {
  const parts = [`1 ${note.from} = ${formatRate(note.rate, locale)} ${note.to}`, formatCalendarDate(note.date, locale)];
  if (note.source) parts.push(rateSourceLabels[note.source]);
  return parts;
}

/** The rates a net worth converted with, one per foreign currency, in the order the accounts come. */
export function netWorthRates(netWorth: NetWorth): RateNote[] {
  const base = netWorth.base_currency;
  if (!base) return [];
  const notes = new Map<string, RateNote>();
  for (const entry of netWorth.accounts) {
    if (entry.currency === base || entry.rate === null || entry.rate_date === null || notes.has(entry.currency))
      continue;
    notes.set(entry.currency, {
      from: entry.currency,
      to: base,
      rate: entry.rate,
      date: entry.rate_date,
      source: entry.rate_source ?? null,
    });
  }
  return [...notes.values()];
}
