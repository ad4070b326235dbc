import { type SQL, and, eq, gte, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { TransactionFilters } from '@cuentas/shared/schemas/transactions';
import { searchableText, transactionSplits, transactions } from '../../db/schema/index.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The search words folded the way searchableText folds the rows: lower case, no accents. */
export const foldAccents = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

/** The WHERE clause shared by the list, the totals and the export: every filter combines with AND. */
export function filterConditions(userId: string, filters: TransactionFilters): SQL[] {
  const conditions: SQL[] = [eq(transactions.userId, userId)];
  if (filters.q) {
    // Same expression as the trigram index, so "%mercadona%" does not scan a million rows.
    const pattern = `%${escapeLike(foldAccents(filters.q))}%`;
    conditions.push(sql`${searchableText(transactions.payee, transactions.notes)} like ${pattern}`);
  }
  if (filters.from) conditions.push(gte(transactions.date, filters.from));
  if (filters.to) conditions.push(lte(transactions.date, filters.to));
  if (filters.account_ids?.length) conditions.push(inArray(transactions.accountId, filters.account_ids));
  if (filters.category_ids?.length) {
    const ids = filters.category_ids.filter((id) => id !== 'none');
    const options: SQL[] = [];
    if (ids.length) {
      // A group stands for itself and every category in it.
      const expanded = sql`(select c.id from categories c where c.user_id = ${userId} and (c.id in ${ids} or c.parent_id in ${ids}))`;
      options.push(sql`${transactions.categoryId} in ${expanded}`);
      options.push(
        sql`(${transactions.isSplit} and exists (select 1 from ${transactionSplits} s where s.transaction_id = ${transactions.id} and s.category_id in ${expanded}))`,
      );
    }
    if (filters.category_ids.includes('none')) {
      options.push(sql`(${transactions.categoryId} is null and ${transactions.transferId} is null and not ${transactions.isSplit})`);
    }
    conditions.push(sql`(${sql.join(options, sql` or `)})`);
  }
  if (filters.tags?.length) conditions.push(sql`${transactions.tags} && ${sql`array[${sql.join(filters.tags.map((tag) => sql`${tag}`), sql`, `)}]::text[]`}`);
  if (filters.kind === 'transfer') conditions.push(isNotNull(transactions.transferId));
  if (filters.kind === 'income') conditions.push(and(isNull(transactions.transferId), sql`${transactions.amount} > 0`)!);
  if (filters.kind === 'expense') conditions.push(and(isNull(transactions.transferId), sql`${transactions.amount} < 0`)!);
  if (filters.min_amount !== undefined) conditions.push(sql`abs(${transactions.amount}) >= ${filters.min_amount}`);
  if (filters.max_amount !== undefined) conditions.push(sql`abs(${transactions.amount}) <= ${filters.max_amount}`);
  return conditions;
}
