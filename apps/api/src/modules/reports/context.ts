import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { monthEnd } from '@cuentas/shared/periods';
import type { RateUsed, ReportQueryInput } from '@cuentas/shared/schemas/reports';
import { accounts, configurations, monthlyTotals } from '../../db/schema/index.ts';
import { type SessionInfo, todayFor } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { loadRateBook, type RateBook } from '../exchange-rates/rates.ts';

export type ReportContext = {
  userId: string;
  base: string | null;
  startDay: number;
  from: string;
  to: string;
  /** Calendar months covered, as 'YYYY-MM-01'. */
  months: string[];
  book: RateBook;
  currencyOf: Map<string, string>;
  accountRows: (typeof accounts.$inferSelect)[];
  missing: Map<string, { from_currency: string; to_currency: string }>;
  /** Per currency, the latest rate a conversion used (reports say which rate and date). */
  used: Map<string, RateUsed>;
  /** Converts to the base currency at a month's end; null (and remembered) when a rate is missing. */
  toBase: (minor: number, currency: string, month: string) => number | null;
};

function addMonths(monthStart: string, count: number): string {
  const [year, month] = monthStart.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = `${from.slice(0, 7)}-01`; month <= to && months.length < 600; month = addMonths(month, 1)) months.push(month);
  return months;
}

/** Reports cover whole calendar months: by default the last twelve, this one included. */
export async function reportContext(deps: Deps, session: SessionInfo, query: ReportQueryInput): Promise<ReportContext> {
  const userId = session.userId;
  const today = todayFor(deps, session);
  const to = query.to ?? today;
  const from = query.from ?? addMonths(`${to.slice(0, 7)}-01`, -11);
  const [config] = await deps.db.select().from(configurations).where(eq(configurations.userId, userId));
  const [book, accountRows] = await Promise.all([loadRateBook(deps.db, userId), deps.db.select().from(accounts).where(eq(accounts.userId, userId))]);
  const base = config?.baseCurrency ?? null;
  const missing = new Map<string, { from_currency: string; to_currency: string }>();
  const used = new Map<string, RateUsed>();
  return {
    userId,
    base,
    startDay: config?.monthStartDay ?? 1,
    from,
    to,
    months: monthsBetween(from, to),
    book,
    accountRows,
    currencyOf: new Map(accountRows.map((account) => [account.id, account.currency])),
    missing,
    used,
    toBase: (minor, currency, month) => {
      if (!base) return null;
      const on = monthEnd(month) > today ? today : monthEnd(month);
      const value = book.convert(minor, currency, base, on);
      if (value === null) missing.set(currency, { from_currency: currency, to_currency: base });
      if (value !== null && currency !== base) {
        const info = book.find(currency, base, on);
        const known = used.get(currency);
        if (info && (!known || known.date < info.date)) {
          used.set(currency, { from_currency: currency, to_currency: base, rate: info.rate, date: info.date, source: info.source ?? 'user' });
        }
      }
      return value;
    },
  };
}

export type TotalsRow = { currency: string; month: string; categoryId: string | null; bucket: string; income: number; expense: number };

/**
 * Monthly totals in the report's range, summed in the database per currency (not per account),
 * and per month only where a report needs months or a currency needs the month's rate: the
 * all-time spending report of a 1M-transaction user reads ~100 rows, not tens of thousands.
 * Rows summed over the whole range carry the range's last month.
 */
export async function totalsInRange(
  deps: Deps,
  context: ReportContext,
  query: ReportQueryInput,
  buckets: string[],
  grouping: { monthly: boolean; byCategory: boolean },
): Promise<TotalsRow[]> {
  const { monthly, byCategory } = grouping;
  const conditions = [
    eq(monthlyTotals.userId, context.userId),
    gte(monthlyTotals.month, `${context.from.slice(0, 7)}-01`),
    lte(monthlyTotals.month, context.to),
    inArray(monthlyTotals.bucket, buckets as ('plain' | 'split' | 'transfer' | 'line')[]),
  ];
  if (query.account_ids?.length) conditions.push(inArray(monthlyTotals.accountId, query.account_ids));
  if (query.category_ids?.length) conditions.push(inArray(monthlyTotals.categoryId, query.category_ids));
  const lastMonth = `${context.to.slice(0, 7)}-01`;
  const month = monthly
    ? sql<string>`${monthlyTotals.month}::text`
    : sql<string>`case when ${accounts.currency} = ${context.base ?? ''} then ${lastMonth} else ${monthlyTotals.month}::text end`;
  const rows = await deps.db
    .select({
      currency: accounts.currency,
      month,
      categoryId: byCategory ? monthlyTotals.categoryId : sql<string | null>`null::uuid`,
      bucket: monthlyTotals.bucket,
      income: sql<string>`sum(${monthlyTotals.income})`,
      expense: sql<string>`sum(${monthlyTotals.expense})`,
    })
    .from(monthlyTotals)
    .innerJoin(accounts, eq(accounts.id, monthlyTotals.accountId))
    .where(and(...conditions))
    // By position: the month expression carries parameters, which GROUP BY could not match by text.
    .groupBy(sql.raw(byCategory ? '1, 2, 3, 4' : '1, 2, 4'));
  return rows.map((row) => ({ ...row, income: Number(row.income), expense: Number(row.expense) }));
}
