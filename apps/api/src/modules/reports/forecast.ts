import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { occurrencesUntil } from '@cuentas/shared/recurrence';
import type { Forecast } from '@cuentas/shared/schemas/reports';
import { monthlyTotals, prospects, reminders } from '../../db/schema/index.ts';
import { type SessionInfo, todayFor } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { visibleAccount, visibleOptionalAccount } from '../../db/visible-accounts.ts';
import { netWorth } from '../kernel/net-worth.ts';
import { monthsBetween, reportContext } from './context.ts';
import { flowStats, projectBalance, type ForecastItem } from './forecast-math.ts';

const HISTORY_MONTHS = 6;
/**
 * Below two complete months the mean holds no recurring bill reliably (a new user's rent may not
 * have been paid yet) and no spread can be measured: no mean is projected and the recurring
 * reminders count one by one instead (decision 008).
 */
const MIN_MONTHS_FOR_MEAN = 2;

function shiftMonth(monthStart: string, count: number): string {
  const [year, month] = monthStart.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/**
 * Cash-flow forecast: today's net worth, the average monthly net flow of the last six complete
 * months (recurring bills are already in it), one-off reminders, and open prospects weighted by
 * their probability, with a band from how much months usually vary.
 */
export async function forecast(deps: Deps, session: SessionInfo, monthsAhead: number): Promise<Forecast> {
  const today = todayFor(deps, session);
  const thisMonth = `${today.slice(0, 7)}-01`;
  const historyFrom = shiftMonth(thisMonth, -HISTORY_MONTHS);
  // Calendar months: the monthly totals' own, whatever the user's month start day.
  const context = await reportContext(
    deps,
    session,
    { from: historyFrom, to: shiftMonth(thisMonth, -1).replace(/-01$/, '-28') },
    { calendarMonths: true },
  );
  const worth = await netWorth(deps, session);
  for (const item of worth.missing_rates) context.missing.set(item.from_currency, item);

  const history = await deps.db
    .select({
      accountId: monthlyTotals.accountId,
      month: monthlyTotals.month,
      income: sql<string>`sum(${monthlyTotals.income})`,
      expense: sql<string>`sum(${monthlyTotals.expense})`,
    })
    .from(monthlyTotals)
    .where(
      and(
        eq(monthlyTotals.userId, session.userId),
        visibleAccount(monthlyTotals.accountId, session),
        inArray(monthlyTotals.bucket, ['plain', 'split']),
        sql`${monthlyTotals.month} >= ${historyFrom} and ${monthlyTotals.month} < ${thisMonth}`,
      ),
    )
    .groupBy(monthlyTotals.accountId, monthlyTotals.month);
  const perMonth = new Map(
    monthsBetween(historyFrom, shiftMonth(thisMonth, -1)).map((month) => [month, { income: 0, expense: 0 }]),
  );
  for (const row of history) {
    const currency = context.currencyOf.get(row.accountId) ?? '';
    const income = context.toBase(Number(row.income), currency, row.month);
    const expense = context.toBase(Number(row.expense), currency, row.month);
    const entry = perMonth.get(row.month);
    if (entry && income !== null && expense !== null) {
      entry.income += income;
      entry.expense += expense;
    }
  }
  const firstActivity = history.reduce<string | null>(
    (min, row) => (min === null || row.month < min ? row.month : min),
    null,
  );
  const used = [...perMonth.entries()]
    .filter(([month]) => firstActivity !== null && month >= firstActivity)
    .map(([, value]) => value);
  const meanTrusted = used.length >= MIN_MONTHS_FOR_MEAN;
  const stats = meanTrusted ? flowStats(used.map((value) => value.income + value.expense)) : { mean: 0, stdDev: 0 };

  const horizon = monthsBetween(shiftMonth(thisMonth, 1), shiftMonth(thisMonth, monthsAhead));
  const until = `${horizon.at(-1)!.slice(0, 7)}-31`;
  const items: (ForecastItem & { kind: 'reminder' | 'prospect'; title: string; date: string })[] = [];
  const oneOffs = await deps.db
    .select()
    .from(reminders)
    .where(
      and(
        eq(reminders.userId, session.userId),
        eq(reminders.active, true),
        isNotNull(reminders.nextDue),
        // A reminder paid from another member's private account is theirs (decision 049).
        visibleOptionalAccount(reminders.accountId, session),
      ),
    );
  for (const reminder of oneOffs.filter((row) => !meanTrusted || row.recurrence.kind === 'once')) {
    for (const date of occurrencesUntil(reminder.nextDue!, reminder.recurrence, until)) {
      const amount = context.base
        ? context.book.convert(reminder.amount, reminder.currency, context.base, today)
        : null;
      if (amount === null) continue;
      items.push({
        kind: 'reminder',
        title: reminder.title,
        date,
        month: `${(date < horizon[0]! ? horizon[0]! : date).slice(0, 7)}-01`,
        amount,
        probability: 1,
      });
    }
  }
  const open = await deps.db
    .select()
    .from(prospects)
    .where(and(eq(prospects.userId, session.userId), eq(prospects.status, 'abierto')));
  for (const prospect of open) {
    if (prospect.expectedDate > until || !context.base) continue;
    const amount = context.book.convert(
      prospect.kind === 'income' ? prospect.amount : -prospect.amount,
      prospect.currency,
      context.base,
      today,
    );
    if (amount === null) {
      context.missing.set(prospect.currency, { from_currency: prospect.currency, to_currency: context.base });
      continue;
    }
    // An overdue prospect may still happen: it counts in the first forecast month.
    const month = `${(prospect.expectedDate < horizon[0]! ? horizon[0]! : prospect.expectedDate).slice(0, 7)}-01`;
    items.push({
      kind: 'prospect',
      title: prospect.title,
      date: prospect.expectedDate,
      month,
      amount,
      probability: prospect.probability / 100,
    });
  }

  const start = worth.total;
  const points = start === null ? [] : projectBalance(start, horizon, stats.mean, stats.stdDev, items);
  return {
    base_currency: context.base,
    start_balance: start,
    missing_rates: [...context.missing.values()],
    assumptions: {
      months_used: used.length,
      average_income: Math.round(used.reduce((acc, value) => acc + value.income, 0) / Math.max(1, used.length)),
      average_expense: Math.round(used.reduce((acc, value) => acc + value.expense, 0) / Math.max(1, used.length)),
      monthly_std_dev: Math.round(stats.stdDev),
      recurring_reminders_included: !meanTrusted,
    },
    months: points.map((point) => ({
      ...point,
      month: point.month.slice(0, 7),
      items: items
        .filter((item) => item.month === point.month)
        .map(({ kind, title, date, amount, probability }) => ({ kind, title, date, amount, probability })),
    })),
  };
}
