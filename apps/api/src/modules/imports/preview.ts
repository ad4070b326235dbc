import { and, eq, inArray } from 'drizzle-orm';
import type { PreviewRow } from '@cuentas/shared/schemas/imports';
import type { Db } from '../../db/client.ts';
import { categories } from '../../db/schema/index.ts';
import { loadCategorizer } from '../kernel/categorize.ts';
import type { IncomingRow } from './duplicates.ts';

/**
 * Rows of a statement (the first 20, or the page the review asks for next) as the commit will save them: the clean payee beside the bank's
 * text, and the category the same categoriser gives (the user's rules, their payee memory, the
 * merchant dictionary). The review step promises what the list will show, so it asks the same code.
 */
export async function previewRows(
  db: Db,
  userId: string,
  accountId: string,
  rows: IncomingRow[],
  page: { from: number; limit: number } = { from: 0, limit: 20 },
): Promise<PreviewRow[]> {
  const shown = rows.slice(page.from, page.from + page.limit);
  if (shown.length === 0) return [];
  const categorize = await loadCategorizer(db, userId);
  const decided = shown.map((item) => categorize({ text: item.payee, amount: item.amount, accountId }));
  const ids = [...new Set(decided.flatMap((item) => (item.categoryId ? [item.categoryId] : [])))];
  const names = new Map(
    ids.length
      ? (
          await db
            .select({ id: categories.id, name: categories.name })
            .from(categories)
            .where(and(eq(categories.userId, userId), inArray(categories.id, ids)))
        ).map((category) => [category.id, category.name])
      : [],
  );
  return shown.map(({ row, date, amount, payee, notes }, index) => {
    const categoryId = decided[index]!.categoryId;
    return {
      row,
      date,
      amount,
      payee,
      notes,
      clean_payee: decided[index]!.payee,
      category_id: categoryId,
      category_name: categoryId ? (names.get(categoryId) ?? null) : null,
    };
  });
}
