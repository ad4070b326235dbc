import { and, eq } from 'drizzle-orm';
import { monthEnd, type Period, periodContaining, periodOf } from '@cuentas/shared/periods';
import type { RateUsed, ReportQueryInput } from '@cuentas/shared/schemas/reports';
import { accounts, configurations } from '../../db/schema/index.ts';
import { type SessionInfo, todayFor } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { type AccountView, viewKey, visibleAccount } from '../../db/visible-accounts.ts';
import { loadRateBook, type RateBook } from '../kernel/rates.ts';
import { cachedInputs, reportVersions } from './report-cache.ts';

export type ReportContext = {
  userId: string;
  /** What the viewer may not see (decision 049): every query of a report leaves those accounts out. */
  view: AccountView;
  /** The ledger, budget and reference-rate versions everything here was read at (report-cache.ts). */
  versions: string;
  /** The user's today, which the default range and the current month's rate follow. */
  today: string;
  base: string | null;
  startDay: number;
  from: string;
  to: string;
  /**
   * The months covered, each named by its first calendar month ('YYYY-MM-01'): calendar months
   * with the month start day on the 1st, otherwise the user's months (payday to payday), labelled
   * as the budget labels them: '2025-01' runs from 25 January to 24 February.
   */
  months: string[];
  /** The dates of each of `months`, in the same order. */
  periods: Period[];
  book: RateBook;
  currencyOf: Map<string, string>;
  accountRows: (typeof accounts.$inferSelect)[];
  missing: Map<string, { from_currency: string; to_currency: string }>;
  /** Per currency, the latest rate a conversion used (reports say which rate and date). */
  used: Map<string, RateUsed>;
  /** Converts to the base currency at the end of a month of `months`; null (and remembered) when a rate is missing. */
  toBase: (minor: number, currency: string, month: string) => number | null;
};

function addMonths(monthStart: string, count: number): string {
  const [year, month] = monthStart.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = `${from.slice(0, 7)}-01`; month <= to && months.length < 600; month = addMonths(month, 1))
    months.push(month);
  return months;
}

const monthParts = (month: string) => month.split('-').slice(0, 2).map(Number) as [number, number];

/** The first day of the month `count` months before the one `date` falls in: calendar months, or the user's. */
function monthStartBefore(date: string, count: number, startDay: number): string {
  if (startDay === 1) return addMonths(`${date.slice(0, 7)}-01`, -count);
  return periodOf(...monthParts(addMonths(`${periodContaining(date, startDay).label}-01`, -count)), startDay).from;
}

/**
 * Reports cover whole months, the user's months when their month starts on another day than
 * the 1st: every month `from` … `to` touches, by default the last twelve, this one included.
 * The forecast asks for calendar months whatever the start day.
 */
export async function reportContext(
  deps: Deps,
  session: SessionInfo,
  query: ReportQueryInput,
  options: { calendarMonths?: boolean } = {},
): Promise<ReportContext> {
  const userId = session.userId;
  const today = todayFor(deps, session);
  // The versions first, then what they label: kept until one of them moves (decision 030).
  // A member with private accounts hidden gets answers of their own: the view is part of the key.
  const versions = (await reportVersions(deps, userId)) + viewKey(session);
  const [[config], book, accountRows] = await cachedInputs(deps, userId, versions, () =>
    Promise.all([
      deps.db.select().from(configurations).where(eq(configurations.userId, userId)),
      loadRateBook(deps.db, userId),
      deps.db
        .select()
        .from(accounts)
        .where(and(eq(accounts.userId, userId), visibleAccount(accounts.id, session))),
    ]),
  );
  const startDay = options.calendarMonths ? 1 : (config?.monthStartDay ?? 1);
  const to = query.to ?? today;
  const from = query.from ?? monthStartBefore(to, 11, startDay);
  const userMonth = (date: string) => `${periodContaining(date, startDay).label}-01`;
  const months = startDay === 1 ? monthsBetween(from, to) : monthsBetween(userMonth(from), userMonth(to));
  const periods = months.map((month) => periodOf(...monthParts(month), startDay));
  const endOf = new Map(months.map((month, index) => [month, periods[index]!.to]));
  const base = config?.baseCurrency ?? null;
  const missing = new Map<string, { from_currency: string; to_currency: string }>();
  const used = new Map<string, RateUsed>();
  return {
    userId,
    view: { hiddenAccountIds: session.hiddenAccountIds },
    versions,
    today,
    base,
    startDay,
    from,
    to,
    months,
    periods,
    book,
    accountRows,
    currencyOf: new Map(accountRows.map((account) => [account.id, account.currency])),
    missing,
    used,
    toBase: (minor, currency, month) => {
      if (!base) return null;
      // The month's closing rate: at its last day, today for the month not yet over.
      const end = startDay === 1 ? monthEnd(month) : (endOf.get(month) ?? periodOf(...monthParts(month), startDay).to);
      const on = end > today ? today : end;
      const value = book.convert(minor, currency, base, on);
      if (value === null) missing.set(currency, { from_currency: currency, to_currency: base });
      if (value !== null && currency !== base) {
        const info = book.find(currency, base, on);
        const known = used.get(currency);
        if (info && (!known || known.date < info.date)) {
          used.set(currency, {
            from_currency: currency,
            to_currency: base,
            rate: info.rate,
            date: info.date,
            source: info.source ?? 'user',
          });
        }
      }
      return value;
    },
  };
}
