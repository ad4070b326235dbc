import { eq, sql } from 'drizzle-orm';
import { convertMinor, invertRate, scaleRate } from '@cuentas/shared/money';
import type { Db, Tx } from '../../db/client.ts';
import { exchangeRates, referenceRates } from '../../db/schema/index.ts';

export type RateSource = 'user' | 'ecb' | 'provider';
export type RateInfo = { rate: string; date: string; source?: RateSource };
export type RateBook = {
  /** The latest rate on or before `date`, direct or inverted; undefined when there is none. */
  find: (from: string, to: string, date: string) => RateInfo | undefined;
  /** Converted minor units, or null when the rate is missing (never a silent 1:1). */
  convert: (minor: number, from: string, to: string, date: string) => number | null;
};

const SCALE = 10n ** 10n;
const fromScaled = (value: bigint) => {
  const text = value.toString().padStart(11, '0');
  return `${text.slice(0, -10)}.${text.slice(-10)}`.replace(/\.?0+$/, '') || '0';
};
const multiply = (a: string, b: string) => fromScaled((scaleRate(a) * scaleRate(b) + SCALE / 2n) / SCALE);
const divide = (a: string, b: string) => fromScaled((scaleRate(a) * SCALE * 2n + scaleRate(b)) / (scaleRate(b) * 2n));

/** How far back from the latest published day reference rates are read: a year of month ends for the reports. */
const REFERENCE_DAYS = 400;

type Published = { source: RateSource; base: string; date: string; rates: Map<string, string> };

/**
 * The published reference rates (exchange-rates/reference-rates.ts) as a look-up: 1 `from` = ? `to` on or before
 * a date, from one feed (direct, inverse or crossed through its base), or chained through another
 * feed's base (EUR→USD from the ECB, then USD→COP from the provider).
 */
function referenceBook(days: Published[]) {
  const sorted = [...days].sort((a, b) => (a.date < b.date ? 1 : -1));
  const bases = [...new Set(sorted.map((day) => day.base))];
  const within = (from: string, to: string, date: string): RateInfo | undefined => {
    for (const day of sorted) {
      if (day.date > date) continue;
      const of = (code: string) => (code === day.base ? '1' : day.rates.get(code));
      const a = of(from);
      const b = of(to);
      if (a && b) return { rate: divide(b, a), date: day.date, source: day.source };
    }
    return undefined;
  };
  return (from: string, to: string, date: string): RateInfo | undefined => {
    const direct = within(from, to, date);
    if (direct) return direct;
    for (const via of bases) {
      const first = within(from, via, date);
      const second = first && within(via, to, date);
      if (first && second) {
        return {
          rate: multiply(first.rate, second.rate),
          date: first.date < second.date ? first.date : second.date,
          source: second.source === 'provider' || first.source === 'provider' ? 'provider' : 'ecb',
        };
      }
    }
    return undefined;
  };
}

/**
 * Loads all the user's rates (a few hundred at most) and the reference rates of the currencies
 * they use, and answers look-ups in memory. A rate the user typed wins over a reference rate of
 * the same or an earlier date: typing today's rate always overrides the automatic one.
 */
export async function loadRateBook(db: Db | Tx, userId: string): Promise<RateBook> {
  const [rows, references] = await Promise.all([
    db
      .select({
        from: exchangeRates.fromCurrency,
        to: exchangeRates.toCurrency,
        rate: exchangeRates.rate,
        date: exchangeRates.date,
      })
      .from(exchangeRates)
      .where(eq(exchangeRates.userId, userId)),
    db
      .select({
        source: referenceRates.source,
        date: referenceRates.date,
        base: referenceRates.base,
        currency: referenceRates.currency,
        rate: referenceRates.rate,
      })
      .from(referenceRates)
      .where(
        sql`${referenceRates.date} >= (select max(latest.date) from reference_rates latest) - ${REFERENCE_DAYS}::int and ${referenceRates.currency} in (
          select a.currency from accounts a where a.user_id = ${userId}
          union select c.base_currency from configurations c where c.user_id = ${userId} and c.base_currency is not null
          union values ('EUR'), ('USD'))`,
      ),
  ]);
  const byPair = new Map<string, RateInfo[]>();
  for (const row of rows) {
    const direct = `${row.from}>${row.to}`;
    const inverse = `${row.to}>${row.from}`;
    byPair.set(direct, [...(byPair.get(direct) ?? []), { rate: row.rate, date: row.date, source: 'user' }]);
    byPair.set(inverse, [
      ...(byPair.get(inverse) ?? []),
      { rate: invertRate(row.rate), date: row.date, source: 'user' },
    ]);
  }
  for (const list of byPair.values()) list.sort((a, b) => (a.date < b.date ? 1 : -1));

  const days = new Map<string, Published>();
  for (const row of references) {
    const key = `${row.source}|${row.base}|${row.date}`;
    const day = days.get(key) ?? {
      source: row.source,
      base: row.base,
      date: row.date,
      rates: new Map<string, string>(),
    };
    day.rates.set(row.currency, row.rate);
    days.set(key, day);
  }
  const reference = days.size ? referenceBook([...days.values()]) : () => undefined;

  const find = (from: string, to: string, date: string): RateInfo | undefined => {
    if (from === to) return { rate: '1', date };
    const own = byPair.get(`${from}>${to}`)?.find((info) => info.date <= date);
    const published = reference(from, to, date);
    if (own && (!published || own.date >= published.date)) return own;
    return published ?? own;
  };
  return {
    find,
    convert: (minor, from, to, date) => {
      const info = find(from, to, date);
      return info ? convertMinor(minor, from, to, info.rate) : null;
    },
  };
}
