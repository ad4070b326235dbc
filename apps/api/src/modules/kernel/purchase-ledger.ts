import { and, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { transactions } from '../../db/schema/index.ts';
import { type LedgerMovement, MATCH_REACH_DAYS, type Road, roadsOf } from './purchase-match.ts';

/** The ledger side of decision 048: the movements an arrival may meet, and what meeting one changes. */

const shift = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Columns every road reads to match: the bank's text (original_text) before the clean payee. */
export const ledgerColumns = {
  id: transactions.id,
  date: transactions.date,
  amount: transactions.amount,
  payee: transactions.payee,
  originalText: transactions.originalText,
  externalId: transactions.externalId,
  origin: transactions.origin,
  arrivals: transactions.arrivals,
  categoryId: transactions.categoryId,
  alerted: sql<boolean>`exists (select 1 from mail_alerts m where m.transaction_id = ${transactions.id})`,
};

export type LedgerRow = LedgerMovement & {
  payee: string;
  externalId: string | null;
  origin: string;
  categoryId: string | null;
};

/** One account's movements of this amount within the matcher's reach around `date` (pending feed rows too). */
export async function movementsNear(
  db: Db | Tx,
  input: { userId: string; accountId: string; amount: number; date: string },
): Promise<LedgerRow[]> {
  const rows = await db
    .select(ledgerColumns)
    .from(transactions)
    .where(
      and(
        eq(transactions.userId, input.userId),
        eq(transactions.accountId, input.accountId),
        eq(transactions.amount, input.amount),
        gte(transactions.date, shift(input.date, -MATCH_REACH_DAYS)),
        lte(transactions.date, shift(input.date, MATCH_REACH_DAYS)),
        ne(transactions.origin, 'adjustment'),
      ),
    );
  return rows.map((row) => ({
    id: row.id,
    date: row.date,
    amount: row.amount,
    payee: row.payee,
    externalId: row.externalId,
    origin: row.origin,
    categoryId: row.categoryId,
    text: `${row.payee} ${row.originalText}`.trim(),
    roads: roadsOf(row),
  }));
}

/** Records that `road` met the movement too, so a third arrival on that road is a new purchase. */
export async function addRoad(db: Db | Tx, userId: string, id: string, roads: readonly Road[], road: Road) {
  await db
    .update(transactions)
    .set({ arrivals: [...new Set([...roads, road])] })
    .where(and(eq(transactions.userId, userId), eq(transactions.id, id)));
}

/**
 * The bank's booked version completes a typed or alerted movement: the booked date, the bank's
 * text kept as its description (the user's payee, category and notes stay), seen at the bank
 * (cleared, unless already reconciled) and the bank's id, so the next pull meets it exactly.
 */
export async function completeFromBank(
  db: Db | Tx,
  userId: string,
  input: {
    id: string;
    roads: readonly Road[];
    road: Road;
    date: string;
    bankText: string;
    externalId: string | null;
    now: Date;
  },
) {
  await db
    .update(transactions)
    .set({
      date: input.date,
      originalText: input.bankText.slice(0, 2000),
      status: sql`case when ${transactions.status} = 'reconciled' then 'reconciled' else 'cleared' end`,
      externalId: sql`coalesce(${transactions.externalId}, ${input.externalId})`,
      arrivals: [...new Set([...input.roads, input.road])],
      updatedAt: input.now,
    })
    .where(and(eq(transactions.userId, userId), eq(transactions.id, input.id)));
}
