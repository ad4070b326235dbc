import { type SQL, sql } from 'drizzle-orm';
import type { ReportQueryInput } from '@cuentas/shared/schemas/reports';
import { queryRows } from '../../db/client.ts';
import { pgArray } from '../../db/pg-array.ts';
import type { Deps } from '../../lib/deps.ts';
import { visibleAccountSql } from '../../db/visible-accounts.ts';
import { calendarTotals, type Grouping, type TotalsRow } from './calendar-totals.ts';
import type { ReportContext } from './context.ts';
import { daysOf, edgePlan, movedToPeriods, type Stretch } from './month-edges.ts';

/**
 * Totals per month of the report (its `months`) for the given buckets. Calendar months (month
 * start day 1) read the monthly totals alone; the user's months add the rows of short stretches
 * at the month edges (decision 022).
 */
export function totalsInRange(
  deps: Deps,
  context: ReportContext,
  query: ReportQueryInput,
  buckets: string[],
  grouping: Grouping,
): Promise<TotalsRow[]> {
  if (context.startDay !== 1) return periodTotals(deps, context, query, buckets, grouping);
  return calendarTotals(deps, context, query, buckets, grouping, {
    first: `${context.from.slice(0, 7)}-01`,
    last: context.to,
    lastMonth: `${context.to.slice(0, 7)}-01`,
  });
}

const groupOf = (row: TotalsRow) => `${row.currency}|${row.categoryId ?? ''}|${row.bucket}`;

/**
 * The user's months as calendar-month totals corrected by their edge stretches. A report summed
 * over the whole range (not per month) needs, in the base currency, only the two stretches at the
 * ends of the range: the inner ones move money between months it adds up anyway. Amounts in other
 * currencies are converted at each month's end, so their inner stretches are read too, through
 * those accounts only.
 */
export async function periodTotals(
  deps: Deps,
  context: ReportContext,
  query: ReportQueryInput,
  buckets: string[],
  grouping: Grouping,
): Promise<TotalsRow[]> {
  if (!context.months.length) return [];
  const plan = edgePlan(context.months, context.startDay);
  const hasForeign = context.accountRows.some((account) => account.currency !== context.base);
  const stretches = plan.stretches
    .map((stretch, index) => ({
      ...stretch,
      everyAccount: grouping.monthly || index === 0 || index === plan.stretches.length - 1,
    }))
    .filter((stretch) => stretch.everyAccount || hasForeign);
  const [whole, edges] = await Promise.all([
    // Rows summed over the range carry the last calendar month read whole, whose owner is the last period.
    calendarTotals(deps, context, query, buckets, grouping, {
      first: plan.wholeFirst,
      last: plan.wholeLast,
      lastMonth: plan.wholeLast,
    }),
    stretchTotals(deps, context, query, buckets, grouping.byCategory, stretches),
  ]);
  const rows = movedToPeriods(plan, whole, edges, groupOf);
  if (grouping.monthly) return rows;
  // Base-currency amounts need no month's rate: one row per group over the whole range, on the last month.
  const last = plan.periods.at(-1)!;
  const merged = new Map<string, TotalsRow>();
  for (const row of rows) {
    const month = row.currency === context.base ? last : row.month;
    const key = `${groupOf(row)}|${month}`;
    const entry = merged.get(key);
    if (entry) {
      entry.income += row.income;
      entry.expense += row.expense;
    } else merged.set(key, { ...row, month });
  }
  return [...merged.values()];
}

// Buckets as the monthly totals name them (migration 0002): a transfer leg, a split parent, or plain.
const BUCKET = sql.raw(
  `case when t.transfer_id is not null then 'transfer' when t.is_split then 'split' else 'plain' end`,
);
const CATEGORY = sql.raw('case when t.transfer_id is null and not t.is_split then t.category_id end');
const BUCKET_ROWS: Record<string, string> = {
  plain: 't.transfer_id is null and not t.is_split',
  split: 't.transfer_id is null and t.is_split',
  transfer: 't.transfer_id is not null',
};

/**
 * Sums of the stretches' rows per currency, calendar month, (category) and bucket. The stretches
 * travel as one array of days, read through an index: all the user's rows by (user, date) for the
 * stretches marked `everyAccount`, otherwise only the rows of accounts in another currency than the
 * base, by (account, date). Split lines are reached through their parents (the partial index of
 * split transactions). A join with a list of date ranges was planned as a scan of every row of the
 * user, compared with each range (decision 022).
 */
async function stretchTotals(
  deps: Deps,
  context: ReportContext,
  query: ReportQueryInput,
  buckets: string[],
  byCategory: boolean,
  stretches: (Stretch & { everyAccount: boolean })[],
): Promise<TotalsRow[]> {
  const userId = context.userId;
  const everyDays = stretches.filter((stretch) => stretch.everyAccount).flatMap(daysOf);
  const foreignDays = stretches.filter((stretch) => !stretch.everyAccount).flatMap(daysOf);
  const foreignIds = context.accountRows
    .filter((account) => account.currency !== context.base)
    .map((account) => account.id);
  const reads: { where: SQL; splitWhere: SQL }[] = [];
  if (everyDays.length) {
    const days = sql`${pgArray(everyDays)}::date[]`;
    reads.push({
      where: sql`t.user_id = ${userId} and t.date = any(${days}) and ${visibleAccountSql(sql`t.account_id`, context.view)}`,
      splitWhere: sql`p.user_id = ${userId} and p.is_split and p.date = any(${days}) and ${visibleAccountSql(sql`p.account_id`, context.view)}`,
    });
  }
  if (foreignDays.length && foreignIds.length) {
    const days = sql`${pgArray(foreignDays)}::date[]`;
    const ids = sql`${pgArray(foreignIds)}::uuid[]`;
    reads.push({
      where: sql`t.account_id = any(${ids}) and t.date = any(${days})`,
      splitWhere: sql`p.account_id = any(${ids}) and p.is_split and p.date = any(${days})`,
    });
  }
  const rowBuckets = buckets.filter((bucket) => bucket in BUCKET_ROWS);
  const parts: SQL[] = [];
  for (const read of reads) {
    if (rowBuckets.length) {
      const kinds = sql.raw(rowBuckets.map((bucket) => `(${BUCKET_ROWS[bucket]})`).join(' or '));
      parts.push(
        sql`select t.date, t.account_id, ${CATEGORY} as category_id, ${BUCKET} as bucket, t.amount from transactions t where ${read.where} and (${kinds})`,
      );
    }
    if (buckets.includes('line')) {
      parts.push(sql`select p.date, l.account_id, l.category_id, 'line' as bucket, l.amount
                       from transactions p join transaction_splits l on l.transaction_id = p.id where ${read.splitWhere}`);
    }
  }
  if (!parts.length) return [];
  const filters = [sql`true`];
  if (query.account_ids?.length) filters.push(sql`m.account_id = any(${pgArray(query.account_ids)}::uuid[])`);
  if (query.category_ids?.length) filters.push(sql`m.category_id = any(${pgArray(query.category_ids)}::uuid[])`);
  const rows = await queryRows<{
    currency: string;
    month: string;
    category_id: string | null;
    bucket: string;
    income: string;
    expense: string;
  }>(
    deps.db,
    sql`
      select a.currency, date_trunc('month', m.date)::date::text as month, ${byCategory ? sql`m.category_id` : sql`null::uuid`} as category_id, m.bucket,
             coalesce(sum(m.amount) filter (where m.amount > 0), 0)::text as income,
             coalesce(sum(m.amount) filter (where m.amount < 0), 0)::text as expense
        from (${sql.join(parts, sql` union all `)}) as m
        join accounts a on a.id = m.account_id
       where ${sql.join(filters, sql` and `)}
       group by 1, 2, 3, 4`,
  );
  return rows.map((row) => ({
    currency: row.currency,
    month: row.month,
    categoryId: row.category_id,
    bucket: row.bucket,
    income: Number(row.income),
    expense: Number(row.expense),
  }));
}
