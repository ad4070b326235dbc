import { and, eq, gte, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { transactions } from '../../db/schema/index.ts';
import { completeFromBank, ledgerColumns } from '../kernel/purchase-ledger.ts';
import { MATCH_REACH_DAYS, type Road, roadsOf } from '../kernel/purchase-match.ts';
import type { Duplicate, ExistingTransaction, IncomingRow } from './duplicates.ts';

const shiftDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The account's movements around the rows' dates, as the duplicate check reads them: the bank's
 * text (original_text) before the clean payee, and the roads that already met each (decision 048).
 */
export async function existingAround(
  db: Db | Tx,
  accountId: string,
  rows: readonly IncomingRow[],
): Promise<(ExistingTransaction & { roads: Road[] })[]> {
  if (rows.length === 0) return [];
  let first = '';
  let last = '';
  for (const item of rows) {
    if (first === '' || item.date < first) first = item.date;
    if (item.date > last) last = item.date;
  }
  const found = await db
    .select(ledgerColumns)
    .from(transactions)
    .where(
      and(
        eq(transactions.accountId, accountId),
        gte(transactions.date, shiftDays(first, -MATCH_REACH_DAYS)),
        lte(transactions.date, shiftDays(last, MATCH_REACH_DAYS)),
      ),
    );
  return found.map((row) => ({
    id: row.id,
    date: row.date,
    amount: row.amount,
    payee: row.originalText || row.payee,
    externalId: row.externalId,
    origin: row.origin,
    roads: roadsOf(row),
  }));
}

/**
 * The bank's rows that met another road's movement complete it (booked date, bank text, cleared,
 * the bank's id) instead of adding one. Only certain matches: the rest waited for the user.
 */
export async function completeMet(
  tx: Tx,
  input: {
    userId: string;
    road: Road;
    duplicates: readonly Duplicate[];
    existing: readonly (ExistingTransaction & { roads: Road[] })[];
    now: Date;
  },
): Promise<number> {
  let completed = 0;
  for (const duplicate of input.duplicates) {
    if (!duplicate.crossRoad || !duplicate.certain) continue;
    const movement = input.existing.find((item) => item.id === duplicate.existing.id);
    if (!movement) continue;
    await completeFromBank(tx, input.userId, {
      id: movement.id,
      roads: movement.roads,
      road: input.road,
      date: duplicate.date,
      bankText: [duplicate.payee, duplicate.notes].filter(Boolean).join(' · '),
      externalId: duplicate.fitid ?? null,
      now: input.now,
    });
    completed += 1;
  }
  return completed;
}
