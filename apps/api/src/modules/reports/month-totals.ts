import { type SQL, sql } from 'drizzle-orm';
import type { ReportQueryInput } from '@cuentas/shared/schemas/reports';
import { queryRows } from '../../db/client.ts';
import { pgArray } from '../../db/pg-array.ts';
import type { Deps } from '../../lib/deps.ts';
import { calendarTotals, type Grouping, type TotalsRow } from './calendar-totals.ts';
import type { ReportContext } from './context.ts';
import { edgePlan, movedToPeriods, type Stretch } from './month-edges.ts';

/**
 * Totals per month of the report (its `months`) for the given buckets. Calendar months (month
 * start day 1) read the monthly totals alone; the user's months add the rows of short stretches
 * at the month edges (decision 022).
 */
export function totalsInRange(deps: Deps, context: ReportContext, query: ReportQueryInput, buckets: string[], grouping: Grouping): Promise<TotalsRow[]> {
  if (context.startDay !== 1) return periodTotals(deps, context, query, buckets, grouping);
  return calendarTotals(deps, context, query, buckets, grouping, { first: `${context.from.slice(0, 7)}-01`, last: context.to, lastMonth: `${context.to.slice(0, 7)}-01` });
}

const groupOf = (row: TotalsRow) => `${row.currency}|${row.categoryId ?? ''}|${row.bucket}`;

/**
 * The user's months as calendar-month totals corrected by their edge stretches. A report summed
 * over the whole range (not per month) needs, in the base currency, only the two stretches at the
 * ends of the range: the inner ones move money between months it adds up anyway. Amounts in other
 * currencies are converted at each month's end, so their inner stretches are read too, through
 * those accounts only.
 */
export async function periodTotals(deps: Deps, context: ReportContext, query: ReportQueryInput, buckets: string[], grouping: Grouping): Promise<TotalsRow[]> {
  if (!context.months.length) return [];
  const plan = edgePlan(context.months, context.startDay);
  const hasForeign = context.accountRows.some((account) => account.currency !== context.base);
  const stretches = plan.stretches
    .map((stretch, index) => ({ ...stretch, everyAccount: grouping.monthly || index === 0 || index === plan.stretches.length - 1 }))
    .filter((stretch) => stretch.everyAccount || hasForeign);
  const [whole, edges] = await Promise.all([
    // Rows summed over the range carry the last calendar month read whole, whose owner is the last period.
    calendarTotals(deps, context, query, buckets, grouping, { first: plan.wholeFirst, last: plan.wholeLast, lastMonth: plan.wholeLast }),
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
const BUCKET = sql.raw(`case when t.transfer_id is not null then 'transfer' when t.is_split then 'split' else 'plain' end`);
const CATEGORY = sql.raw('case when t.transfer_id is null and not t.is_split then t.category_id end');

/**
 * Sums of the stretches' rows per currency, stretch, (category) and bucket. Each stretch is a
 * date range read through an index: all the user's rows by user and date where `everyAccount`,
 * otherwise only the rows of accounts in another currency than the base, by account and date.
 * Split lines are reached through their parents (the partial index of split transactions).
 */
async function stretchTotals(
  deps: Deps,
  context: ReportContext,
  query: ReportQueryInput,
  buckets: string[],
  byCategory: boolean,
  stretches: (Stretch & { everyAccount: boolean })[],
): Promise<TotalsRow[]> {
  if (!stretches.length) return [];
  const userId = context.userId;
  const foreign = sql`join accounts f on f.user_id = ${userId} and f.currency <> ${context.base ?? ''}`;
  const parts: SQL[] = [];
  if (buckets.some((bucket) => bucket !== 'line')) {
    parts.push(sql`
      select s.month, t.account_id, ${CATEGORY} as category_id, ${BUCKET} as bucket, t.amount
        from stretch s join transactions t on t.user_id = ${userId} and t.date between s.first_day and s.last_day
       where s.every_account`);
    parts.push(sql`
      select s.month, t.account_id, ${CATEGORY} as category_id, ${BUCKET} as bucket, t.amount
        from stretch s ${foreign} join transactions t on t.account_id = f.id and t.date between s.first_day and s.last_day
       where not s.every_account`);
  }
  if (buckets.includes('line')) {
    parts.push(sql`
      select s.month, l.account_id, l.category_id, 'line' as bucket, l.amount
        from stretch s join transactions p on p.user_id = ${userId} and p.is_split and p.date between s.first_day and s.last_day
        join transaction_splits l on l.transaction_id = p.id
       where s.every_account`);
    parts.push(sql`
      select s.month, l.account_id, l.category_id, 'line' as bucket, l.amount
        from stretch s ${foreign} join transactions p on p.account_id = f.id and p.is_split and p.date between s.first_day and s.last_day
        join transaction_splits l on l.transaction_id = p.id
       where not s.every_account`);
  }
  const filters = [sql`m.bucket = any(${pgArray(buckets)}::text[])`];
  if (query.account_ids?.length) filters.push(sql`m.account_id = any(${pgArray(query.account_ids)}::uuid[])`);
  if (query.category_ids?.length) filters.push(sql`m.category_id = any(${pgArray(query.category_ids)}::uuid[])`);
  const column = <T extends string | boolean>(pick: (stretch: (typeof stretches)[number]) => T) => pgArray(stretches.map((stretch) => String(pick(stretch))));
  const rows = await queryRows<{ currency: string; month: string; category_id: string | null; bucket: string; income: string; expense: string }>(
    deps.db,
    sql`
      with stretch as (
        select * from unnest(${column((s) => s.month)}::date[], ${column((s) => s.from)}::date[], ${column((s) => s.to)}::date[], ${column((s) => s.everyAccount)}::boolean[])
          as s(month, first_day, last_day, every_account)
      ),
      moves as (${sql.join(parts, sql` union all `)})
      select a.currency, m.month::text as month, ${byCategory ? sql`m.category_id` : sql`null::uuid`} as category_id, m.bucket,
             coalesce(sum(m.amount) filter (where m.amount > 0), 0)::text as income,
             coalesce(sum(m.amount) filter (where m.amount < 0), 0)::text as expense
        from moves m join accounts a on a.id = m.account_id
       where ${sql.join(filters, sql` and `)}
       group by 1, 2, 3, 4`,
  );
  return rows.map((row) => ({ currency: row.currency, month: row.month, categoryId: row.category_id, bucket: row.bucket, income: Number(row.income), expense: Number(row.expense) }));
}
