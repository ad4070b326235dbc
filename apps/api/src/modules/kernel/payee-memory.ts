import { and, eq, sql } from 'drizzle-orm';
import { payeeKey } from '@cuentas/shared/payees/clean-payee';
import type { Db, Tx } from '../../db/client.ts';
import { payeeMemory } from '../../db/schema/index.ts';

/**
 * Teaches the memory that this payee belongs in this category. A correction (the user moved the
 * payee away from the category it had) counts towards suggesting a rule; a first categorisation of
 * an uncategorised row does not. Answers how many corrections the payee has had.
 */
export async function rememberPayee(
  db: Db | Tx,
  userId: string,
  payee: string,
  categoryId: string,
  options: { correction: boolean; now: Date },
): Promise<number> {
  const key = payeeKey(payee);
  if (!key) return 0;
  const step = options.correction ? 1 : 0;
  const [row] = await db
    .insert(payeeMemory)
    .values({ userId, payeeKey: key, payee, categoryId, corrections: step, updatedAt: options.now })
    .onConflictDoUpdate({
      target: [payeeMemory.userId, payeeMemory.payeeKey],
      // Each movement moved by hand counts, even to the category the memory already holds: the
      // user keeps having to fix this payee, which is what a rule is for.
      set: {
        payee,
        corrections: sql`${payeeMemory.corrections} + ${step}`,
        categoryId,
        updatedAt: options.now,
      },
    })
    .returning({ corrections: payeeMemory.corrections });
  return row?.corrections ?? 0;
}

/** Teaches several rows at once (bulk categorise): one upsert per distinct payee. */
export async function rememberPayees(
  db: Db | Tx,
  userId: string,
  rows: { payee: string; previousCategoryId: string | null }[],
  categoryId: string,
  now: Date,
): Promise<void> {
  const seen = new Map<string, { payee: string; correction: boolean }>();
  for (const row of rows) {
    const key = payeeKey(row.payee);
    if (!key) continue;
    const correction = row.previousCategoryId !== null && row.previousCategoryId !== categoryId;
    const known = seen.get(key);
    seen.set(key, { payee: row.payee, correction: (known?.correction ?? false) || correction });
  }
  for (const { payee, correction } of seen.values())
    await rememberPayee(db, userId, payee, categoryId, { correction, now });
}

export async function forgetPayee(db: Db | Tx, userId: string, key: string): Promise<boolean> {
  const rows = await db
    .delete(payeeMemory)
    .where(and(eq(payeeMemory.userId, userId), eq(payeeMemory.payeeKey, key)))
    .returning({ key: payeeMemory.payeeKey });
  return rows.length > 0;
}
