import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { ReportQueryInput } from '@cuentas/shared/schemas/reports';
import { queryRows } from '../../db/client.ts';
import { pgArray } from '../../db/pg-array.ts';
import { monthlyTotals } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { visibleAccount, visibleAccountSql } from '../../db/visible-accounts.ts';
import { BALANCE_BUCKETS, openingBy } from '../kernel/balances.ts';
import type { ReportContext } from './context.ts';
import { daysOf, edgePlan, shiftMonth, stretchOf } from './month-edges.ts';
import { envelope, monthOf } from './report-envelope.ts';
import { cachedReport } from './report-cache.ts';

/** An account's movements up to a month's end: their sum, and whether there were any. */
type Through = { sum: number; moved: boolean };

/** Net worth at each month's end: opening balances plus every movement up to that day. */
async function computeNetWorthSeries(deps: Deps, context: ReportContext, query: ReportQueryInput) {
  // Archived accounts are left out, as in the net worth total, so the series ends at that total.
  const accounts = context.accountRows.filter(
    (account) => !account.archivedAt && (!query.account_ids?.length || query.account_ids.includes(account.id)),
  );
  const movements =
    context.startDay === 1
      ? await calendarMovements(deps, context, accounts)
      : await periodMovements(deps, context, accounts);
  const rows = context.months.map((month, index) => {
    const end = context.periods[index]!.to;
    let total: number | null = 0;
    for (const account of accounts) {
      const through = movements[index]!.get(account.id) ?? { sum: 0, moved: false };
      const balance = through.sum + openingBy(account, end, through.moved);
      // Nothing to convert: an account with no money yet needs no rate.
      const value = balance === 0 ? 0 : context.toBase(balance, account.currency, month);
      total = total === null || value === null ? null : total + value;
    }
    return { ...monthOf(context, index), net_worth: total };
  });
  return envelope(context, rows);
}

/** Kept by the versions of what it reads (report-cache.ts, decision 030). */
export const netWorthSeries = cachedReport('net-worth', computeNetWorthSeries);

type Account = ReportContext['accountRows'][number];

/** Calendar months: every monthly total up to each month, summed in order. */
async function calendarMovements(
  deps: Deps,
  context: ReportContext,
  accounts: Account[],
): Promise<Map<string, Through>[]> {
  const totals = await deps.db
    .select({
      accountId: monthlyTotals.accountId,
      month: monthlyTotals.month,
      sum: sql<string>`sum(${monthlyTotals.income} + ${monthlyTotals.expense})`,
    })
    .from(monthlyTotals)
    .where(
      and(
        eq(monthlyTotals.userId, context.userId),
        visibleAccount(monthlyTotals.accountId, context.view),
        inArray(monthlyTotals.bucket, [...BALANCE_BUCKETS]),
        lte(monthlyTotals.month, context.to),
      ),
    )
    .groupBy(monthlyTotals.accountId, monthlyTotals.month);
  const running = new Map(accounts.map((account) => [account.id, 0]));
  const moved = new Set<string>();
  const sorted = totals.map((row) => ({ ...row, sum: Number(row.sum) })).sort((a, b) => (a.month < b.month ? -1 : 1));
  let cursor = 0;
  return context.months.map((month) => {
    while (cursor < sorted.length && sorted[cursor]!.month <= month) {
      const row = sorted[cursor++]!;
      if (running.has(row.accountId)) running.set(row.accountId, running.get(row.accountId)! + row.sum);
      moved.add(row.accountId);
    }
    return new Map(
      accounts.map((account) => [account.id, { sum: running.get(account.id)!, moved: moved.has(account.id) }]),
    );
  });
}

/**
 * The user's months end inside the next calendar month, on the day before payday. The balance
 * there is the monthly totals up to a calendar month's end, corrected by one stretch of days of
 * the month the period ends in: its first days added (head side), or its last days taken away
 * (tail side).
 */
async function periodMovements(
  deps: Deps,
  context: ReportContext,
  accounts: Account[],
): Promise<Map<string, Through>[]> {
  if (!context.months.length) return [];
  const plan = edgePlan(context.months, context.startDay);
  const wholeThrough = (period: string) => (plan.side === 'head' ? period : shiftMonth(period, 1));
  const sign = plan.side === 'head' ? 1 : -1;
  const stretches = context.months.map((period) => stretchOf(shiftMonth(period, 1), context.startDay, plan.side));
  const [totals, edges] = await Promise.all([
    deps.db
      .select({
        accountId: monthlyTotals.accountId,
        month: monthlyTotals.month,
        sum: sql<string>`sum(${monthlyTotals.income} + ${monthlyTotals.expense})`,
        count: sql<string>`sum(${monthlyTotals.count})`,
      })
      .from(monthlyTotals)
      .where(
        and(
          eq(monthlyTotals.userId, context.userId),
          visibleAccount(monthlyTotals.accountId, context.view),
          inArray(monthlyTotals.bucket, [...BALANCE_BUCKETS]),
          lte(monthlyTotals.month, wholeThrough(context.months.at(-1)!)),
        ),
      )
      .groupBy(monthlyTotals.accountId, monthlyTotals.month),
    // The stretches' days as one array, read through the (user, date) index.
    queryRows<{ month: string; account_id: string; sum: string; count: string }>(
      deps.db,
      sql`
        select date_trunc('month', t.date)::date::text as month, t.account_id, sum(t.amount)::text as sum, count(*)::text as count
          from transactions t
         where t.user_id = ${context.userId} and t.date = any(${pgArray(stretches.flatMap(daysOf))}::date[])
           and ${visibleAccountSql(sql`t.account_id`, context.view)}
         group by 1, 2`,
    ),
  ]);
  const edgeOf = new Map(
    edges.map((row) => [`${row.month}|${row.account_id}`, { sum: Number(row.sum), count: Number(row.count) }]),
  );
  const running = new Map(accounts.map((account) => [account.id, { sum: 0, count: 0 }]));
  const sorted = totals
    .map((row) => ({ ...row, sum: Number(row.sum), count: Number(row.count) }))
    .sort((a, b) => (a.month < b.month ? -1 : 1));
  let cursor = 0;
  return context.months.map((period, index) => {
    while (cursor < sorted.length && sorted[cursor]!.month <= wholeThrough(period)) {
      const row = sorted[cursor++]!;
      const entry = running.get(row.accountId);
      if (entry) {
        entry.sum += row.sum;
        entry.count += row.count;
      }
    }
    const stretch = stretches[index]!.month;
    return new Map(
      accounts.map((account) => {
        const whole = running.get(account.id)!;
        const edge = edgeOf.get(`${stretch}|${account.id}`) ?? { sum: 0, count: 0 };
        return [account.id, { sum: whole.sum + sign * edge.sum, moved: whole.count + sign * edge.count > 0 }];
      }),
    );
  });
}
