import { sql } from 'drizzle-orm';
import { periodContaining } from '@cuentas/shared/periods';
import { queryRows } from '../../db/client.ts';
import type { Deps } from '../../lib/deps.ts';
import type { RateBook } from '../exchange-rates/rates.ts';

export type CategorySpending = Map<string, Map<string, number>>;

/**
 * Net money out per category and budget month between two dates, in the base currency: plain
 * transactions plus split lines, transfers excluded, refunds reducing what was spent. Amounts in
 * other currencies use the rate of the day; a missing rate is reported, not guessed.
 */
export async function spendingByMonth(
  deps: Deps,
  userId: string,
  from: string,
  to: string,
  startDay: number,
  base: string | null,
  book: RateBook,
  missing: Set<string>,
): Promise<CategorySpending> {
  const rows = await queryRows<{ category_id: string; date: string; currency: string; amount: string }>(
    deps.db,
    sql`
      with lines as (
        select t.category_id, t.date, t.account_id, t.amount from transactions t
         where t.user_id = ${userId} and t.date between ${from} and ${to}
           and t.transfer_id is null and not t.is_split and t.category_id is not null
        union all
        select s.category_id, s.date, s.account_id, s.amount from transaction_splits s
         where s.user_id = ${userId} and s.date between ${from} and ${to} and s.category_id is not null
      )
      select l.category_id, l.date::text as date, a.currency, sum(l.amount)::text as amount
        from lines l join accounts a on a.id = l.account_id
       group by 1, 2, 3`,
  );
  const result: CategorySpending = new Map();
  for (const row of rows) {
    const amount = Number(row.amount);
    const converted = base ? book.convert(amount, row.currency, base, row.date) : amount;
    if (converted === null) {
      missing.add(row.currency);
      continue;
    }
    const month = periodContaining(row.date, startDay).label;
    const byMonth = result.get(row.category_id) ?? new Map<string, number>();
    // Spending is money out, so it is the negated sum.
    byMonth.set(month, (byMonth.get(month) ?? 0) - converted);
    result.set(row.category_id, byMonth);
  }
  return result;
}

export function previousMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return monthNumber === 1 ? `${year - 1}-12` : `${year}-${String(monthNumber - 1).padStart(2, '0')}`;
}
