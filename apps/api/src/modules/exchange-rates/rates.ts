import { eq } from 'drizzle-orm';
import { convertMinor, invertRate } from '@cuentas/shared/money';
import type { Db, Tx } from '../../db/client.ts';
import { exchangeRates } from '../../db/schema/index.ts';

export type RateInfo = { rate: string; date: string };
export type RateBook = {
  /** The latest rate on or before `date`, direct or inverted; undefined when the user has none. */
  find: (from: string, to: string, date: string) => RateInfo | undefined;
  /** Converted minor units, or null when the rate is missing (never a silent 1:1). */
  convert: (minor: number, from: string, to: string, date: string) => number | null;
};

/** Loads all the user's rates (a few hundred at most) and answers look-ups in memory. */
export async function loadRateBook(db: Db | Tx, userId: string): Promise<RateBook> {
  const rows = await db
    .select({ from: exchangeRates.fromCurrency, to: exchangeRates.toCurrency, rate: exchangeRates.rate, date: exchangeRates.date })
    .from(exchangeRates)
    .where(eq(exchangeRates.userId, userId));
  const byPair = new Map<string, RateInfo[]>();
  for (const row of rows) {
    const direct = `${row.from}>${row.to}`;
    const inverse = `${row.to}>${row.from}`;
    byPair.set(direct, [...(byPair.get(direct) ?? []), { rate: row.rate, date: row.date }]);
    byPair.set(inverse, [...(byPair.get(inverse) ?? []), { rate: invertRate(row.rate), date: row.date }]);
  }
  for (const list of byPair.values()) list.sort((a, b) => (a.date < b.date ? 1 : -1));

  const find = (from: string, to: string, date: string): RateInfo | undefined => {
    if (from === to) return { rate: '1', date };
    return byPair.get(`${from}>${to}`)?.find((info) => info.date <= date);
  };
  return {
    find,
    convert: (minor, from, to, date) => {
      const info = find(from, to, date);
      return info ? convertMinor(minor, from, to, info.rate) : null;
    },
  };
}
