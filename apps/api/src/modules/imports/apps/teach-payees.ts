import { payeeKey } from '@cuentas/shared/payees/clean-payee';
import type { Tx } from '../../../db/client.ts';
import { payeeMemory } from '../../../db/schema/index.ts';

/**
 * What the other app's categories say about its payees becomes the payee memory, so the next bank
 * file files «Mercadona» where the old app did (docs/architecture.md §4.9): each payee under the
 * category it had most often. The user's own memory wins: a payee already taught is left alone.
 */
export async function teachPayees(
  tx: Tx,
  userId: string,
  now: Date,
  rows: { payee: string; categoryId: string }[],
): Promise<void> {
  const byPayee = new Map<string, { payee: string; counts: Map<string, number> }>();
  for (const row of rows) {
    const key = payeeKey(row.payee);
    if (!key) continue;
    const entry = byPayee.get(key) ?? { payee: row.payee, counts: new Map<string, number>() };
    entry.counts.set(row.categoryId, (entry.counts.get(row.categoryId) ?? 0) + 1);
    byPayee.set(key, entry);
  }
  const values = [...byPayee].map(([key, { payee, counts }]) => ({
    userId,
    payeeKey: key,
    payee,
    categoryId: [...counts].sort((a, b) => b[1] - a[1])[0]![0],
    corrections: 0,
    updatedAt: now,
  }));
  for (let start = 0; start < values.length; start += 1000)
    await tx
      .insert(payeeMemory)
      .values(values.slice(start, start + 1000))
      .onConflictDoNothing();
}
