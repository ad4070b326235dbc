import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { ReportQueryInput } from '@cuentas/shared/schemas/reports';
import { accounts, monthlyTotals } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { visibleAccountSql } from '../../db/visible-accounts.ts';
import type { ReportContext } from './context.ts';

export type TotalsRow = {
  currency: string;
  month: string;
  categoryId: string | null;
  bucket: string;
  income: number;
  expense: number;
};
export type Grouping = { monthly: boolean; byCategory: boolean };

/**
 * Monthly totals from `first` to `last`, summed in the database per currency (not per account),
 * and per month only where a report needs months or a currency needs the month's rate: the
 * all-time spending report of a 1M-transaction user reads ~100 rows, not tens of thousands.
 * Rows summed over the whole range carry `lastMonth`.
 */
export async function calendarTotals(
  deps: Deps,
  context: ReportContext,
  query: ReportQueryInput,
  buckets: string[],
  grouping: Grouping,
  bounds: { first: string; last: string; lastMonth: string },
): Promise<TotalsRow[]> {
  const { monthly, byCategory } = grouping;
  const conditions = [
    eq(monthlyTotals.userId, context.userId),
    visibleAccountSql(sql`${monthlyTotals.accountId}`, context.view),
    gte(monthlyTotals.month, bounds.first),
    lte(monthlyTotals.month, bounds.last),
    inArray(monthlyTotals.bucket, buckets as ('plain' | 'split' | 'transfer' | 'line')[]),
  ];
  if (query.account_ids?.length) conditions.push(inArray(monthlyTotals.accountId, query.account_ids));
  if (query.category_ids?.length) conditions.push(inArray(monthlyTotals.categoryId, query.category_ids));
  const month = monthly
    ? sql<string>`${monthlyTotals.month}::text`
    : sql<string>`case when ${accounts.currency} = ${context.base ?? ''} then ${bounds.lastMonth} else ${monthlyTotals.month}::text end`;
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
