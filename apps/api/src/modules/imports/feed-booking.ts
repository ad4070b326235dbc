import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { imports, transactions } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { uuidv7 } from '../../lib/ids.ts';
import { loadCategorizer } from '../kernel/categorize.ts';
import { askSamePurchase, reviewNotice } from '../kernel/purchase-reviews.ts';
import { createNotification } from '../notifications/service.ts';
import { bookStatement, insertImportedRows, type RowCategorizer } from './booking.ts';
import { type Duplicate, findDuplicates, type IncomingRow, TYPED_MATCH_DAYS } from './duplicates.ts';
import { completeMet, existingAround } from './duplicates-ledger.ts';
import type { ParsedFile } from './parse-file.ts';
import { matchImportedTransfers } from './transfer-proposals.ts';

/** A movement a bank feed pulled (decision 034): booked, or pending until the bank books it. */
export type FeedRow = IncomingRow & { pending: boolean };
export type FeedBooking = {
  importId: string | null;
  imported: number;
  duplicates: number;
  pending: number;
  /** Rows that may be a movement already there, asked about (decision 048) instead of booked. */
  asked?: number;
};
/** External ids of pending feed movements: replaced by the bank's list on every pull. */
export const PENDING_FEED_PREFIX = 'eb-pending:';

/**
 * Books what a bank feed pulled through the import pipeline (decision 034): the duplicate check
 * against imported and typed movements, rules, the payee memory and the merchant dictionary, own
 * transfers, and an empty account's opening balance from the bank's booked balance (`closing`).
 * A booked row that meets another road's movement completes it (decision 048). The pending
 * movements an earlier pull booked become the bank's current ones in place (keeping what the user
 * edited), so a pending movement and its booked version are never both counted.
 */
export async function bookFeedRows(
  deps: Deps,
  userId: string,
  input: { accountId: string; label: string; rows: FeedRow[]; closing: { date: string; amount: number } | null },
): Promise<FeedBooking> {
  const rows = input.rows;
  const around = await existingAround(deps.db, input.accountId, rows);
  const existing = around.filter((item) => !item.externalId?.startsWith(PENDING_FEED_PREFIX));
  const duplicates = findDuplicates(rows, existing, 'feed');
  const skipped = new Set(duplicates.map((item) => item.row));
  const automatic = await loadCategorizer(deps.db, userId);
  const categorize: RowCategorizer = (categorizeInput) => automatic(categorizeInput);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const met = duplicates.filter((item) => !rows.find((row) => row.row === item.row)?.pending);
    await completeMet(tx, { userId, road: 'feed', duplicates: met, existing, now });
    const asked = await askAboutUnsure(tx, { userId, accountId: input.accountId, now }, met);
    const fresh = await replacePending(
      tx,
      { userId, accountId: input.accountId, now },
      rows.filter((item) => !skipped.has(item.row)),
    );
    const booked = fresh.filter((item) => !item.pending);
    const pending = fresh.filter((item) => item.pending);
    if (booked.length + pending.length === 0)
      return { importId: null, imported: 0, duplicates: duplicates.length, pending: 0, asked };
    const importId = uuidv7();
    await tx.insert(imports).values({
      id: importId,
      userId,
      accountId: input.accountId,
      fileName: input.label.slice(0, 200),
      format: 'bank',
      status: 'committed',
      content: null,
      options: null,
      totalRows: rows.length,
      importedCount: booked.length + pending.length,
      duplicateCount: duplicates.length,
      createdAt: now,
      committedAt: now,
    });
    const target = { userId, accountId: input.accountId, importId, now, road: 'feed' as const };
    const file: ParsedFile = {
      rows: booked,
      errors: [],
      total: booked.length,
      balances: { opening: null, closing: input.closing },
      warnings: [],
      statements: [],
    };
    await bookStatement(tx, target, file, booked, categorize, () => {});
    if (pending.length > 0) {
      await insertImportedRows(tx, target, pending, categorize);
      await tx
        .update(transactions)
        .set({ status: 'uncleared' })
        .where(
          and(eq(transactions.importId, importId), sql`${transactions.externalId} like ${`${PENDING_FEED_PREFIX}%`}`),
        );
    }
    await matchImportedTransfers(tx, userId, [importId]);
    return { importId, imported: booked.length, duplicates: duplicates.length, pending: pending.length, asked };
  });
}

/**
 * A booked row that only the amount and the dates tie to a movement already there is neither
 * merged nor added: it is kept as a question for the user («¿Es el mismo movimiento?»), once, and
 * an in-app notice leads to it. The next pulls skip it while it waits.
 */
async function askAboutUnsure(
  tx: Tx,
  target: { userId: string; accountId: string; now: Date },
  duplicates: readonly Duplicate[],
): Promise<number> {
  let asked = 0;
  for (const item of duplicates) {
    if (!item.crossRoad || item.certain) continue;
    const text = [item.payee, item.notes].filter(Boolean).join(' · ');
    const row = { date: item.date, amount: item.amount, payee: item.payee, notes: item.notes, fitid: item.fitid };
    const kept = await askSamePurchase(tx, {
      ...target,
      transactionId: item.existing.id,
      road: 'feed',
      date: item.date,
      amount: item.amount,
      text,
      externalId: item.fitid ?? null,
      incoming: row,
    });
    if (kept) asked += 1;
  }
  if (asked > 0) await createNotification(tx, target.userId, reviewNotice(target.accountId, asked, 'feed'), target.now);
  return asked;
}

/**
 * «No, son distintos» (decision 048): a feed row the user says is one more purchase is booked on
 * its own import (listed and undone like any), through rules, the payee memory and the merchant
 * dictionary, without weighing it against the ledger again. Answers the new movement's id.
 */
export async function bookFeedRowApart(
  tx: Tx,
  target: { userId: string; accountId: string; now: Date },
  input: { label: string; row: IncomingRow },
): Promise<string> {
  const automatic = await loadCategorizer(tx, target.userId);
  const importId = uuidv7();
  await tx.insert(imports).values({
    id: importId,
    userId: target.userId,
    accountId: target.accountId,
    fileName: input.label.slice(0, 200),
    format: 'bank',
    status: 'committed',
    content: null,
    options: null,
    totalRows: 1,
    importedCount: 1,
    duplicateCount: 0,
    createdAt: target.now,
    committedAt: target.now,
  });
  await insertImportedRows(tx, { ...target, importId, road: 'feed' }, [{ ...input.row, row: 1 }], (item) =>
    automatic(item),
  );
  await matchImportedTransfers(tx, target.userId, [importId]);
  const [created] = await tx
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(eq(transactions.userId, target.userId), eq(transactions.importId, importId)));
  return created!.id;
}

/**
 * Each pending movement of an earlier pull becomes the bank's current version of it (still pending
 * or booked: same amount, the nearest date within the window, its own id first) in place, so the
 * category, notes and payee the user gave it stay. Those the bank no longer lists go. Returns the
 * rows left to insert.
 */
async function replacePending(
  tx: Tx,
  target: { userId: string; accountId: string; now: Date },
  rows: FeedRow[],
): Promise<FeedRow[]> {
  const previous = await tx
    .select({
      id: transactions.id,
      date: transactions.date,
      amount: transactions.amount,
      externalId: transactions.externalId,
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.accountId, target.accountId),
        eq(transactions.userId, target.userId),
        eq(transactions.status, 'uncleared'),
        sql`${transactions.externalId} like ${`${PENDING_FEED_PREFIX}%`}`,
      ),
    );
  const left = [...rows];
  const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;
  for (const old of previous) {
    const candidates = left
      .filter((row) => row.amount === old.amount && Math.abs(day(row.date) - day(old.date)) <= TYPED_MATCH_DAYS)
      .sort(
        (a, b) =>
          Number(b.fitid === old.externalId) - Number(a.fitid === old.externalId) ||
          Math.abs(day(a.date) - day(old.date)) - Math.abs(day(b.date) - day(old.date)),
      );
    const next = candidates[0];
    if (!next) {
      await tx.delete(transactions).where(eq(transactions.id, old.id));
      continue;
    }
    left.splice(left.indexOf(next), 1);
    await tx
      .update(transactions)
      .set({
        date: next.date,
        externalId: next.fitid ?? null,
        status: next.pending ? 'uncleared' : 'cleared',
        updatedAt: target.now,
      })
      .where(eq(transactions.id, old.id));
  }
  return left;
}
