import { and, eq, inArray } from 'drizzle-orm';
import type {
  CreateTransactionSchema,
  Transaction,
  UpdateTransactionSchema,
} from '@cuentas/shared/schemas/transactions';
import type { z } from 'zod';
import { transactionSplits, transactions } from '../../db/schema/index.ts';
import type { SessionInfo } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { uuidv7 } from '../../lib/ids.ts';
import { rememberPayee } from '../kernel/payee-memory.ts';
import { loadRuleMatcher } from '../kernel/rule-matcher.ts';
import { requireAccount, requireCategories } from '../kernel/ownership.ts';
import type { Road } from '../kernel/purchase-match.ts';
import { loadOwnedTransaction, selectTransactionsByIds, type TransactionRow } from './serialize.ts';
import { checkSplitSum, replaceSplitLines } from './splits.ts';
import { assertWholeTransferVisible, createTransfer, updateTransferLeg } from './transfers.ts';
import { deleteWithUndo } from './bulk.ts';

// What other modules use of this one (docs/architecture.md §3).
export { filterConditions } from './filters.ts';
export { decodeCursor } from './queries.ts';
export { selectTransactions, selectTransactionsByIds } from './serialize.ts';
export { createTransfer } from './transfers.ts';
export { transactionTotals } from './totals.ts';

export const transactionMessages = {
  notFound: 'No encontramos este movimiento',
  deleted: 'Movimiento eliminado',
  splitWithCategory: 'Una transacción dividida lleva la categoría en cada parte',
};

export async function getTransaction(deps: Deps, session: SessionInfo, id: string): Promise<Transaction> {
  const [transaction] = await selectTransactionsByIds(deps.db, session.userId, [id], session);
  if (!transaction) throw notFound(transactionMessages.notFound);
  return transaction;
}

export async function createTransaction(
  deps: Deps,
  session: SessionInfo,
  input: z.output<typeof CreateTransactionSchema>,
): Promise<Transaction> {
  const account = await requireAccount(deps.db, session.userId, input.account_id, 'account_id', session);
  const lines = input.splits ?? [];
  if (lines.length > 0) {
    if (input.category_id) throw badRequest(transactionMessages.splitWithCategory, 'category_id');
    checkSplitSum(lines, input.amount, account.currency);
  }
  await requireCategories(deps.db, session.userId, [input.category_id, ...lines.map((line) => line.category_id)]);

  // No category given: the first matching rule decides, as for imported rows.
  let categoryId = input.category_id ?? null;
  if (input.category_id === undefined && lines.length === 0) {
    const match = await loadRuleMatcher(deps.db, session.userId);
    categoryId = match({ payee: input.payee, amount: input.amount, accountId: account.id });
  }
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(transactions)
      .values({
        id: uuidv7(),
        userId: session.userId,
        accountId: account.id,
        date: input.date,
        amount: input.amount,
        payee: input.payee,
        notes: input.notes,
        categoryId,
        tags: [...new Set(input.tags)],
        isSplit: lines.length > 0,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (lines.length > 0) await replaceSplitLines(tx, inserted!, lines);
    return inserted!;
  });
  return (await selectTransactionsByIds(deps.db, session.userId, [row.id], session))[0]!;
}

export async function updateTransaction(
  deps: Deps,
  session: SessionInfo,
  id: string,
  input: z.output<typeof UpdateTransactionSchema>,
  // A chat fix that says the payee's own word misled (decision 061) moves the category without teaching it.
  { teach = true }: { teach?: boolean } = {},
): Promise<Transaction> {
  const current = await loadOwnedTransaction(deps.db, session.userId, id, session);
  if (!current) throw notFound(transactionMessages.notFound);
  if (current.transferId) {
    await updateTransferLeg(deps, session, current, input);
    return getTransaction(deps, session, id);
  }
  const account = await requireAccount(
    deps.db,
    session.userId,
    input.account_id ?? current.accountId,
    'account_id',
    session,
  );
  const next: TransactionRow = {
    ...current,
    accountId: account.id,
    date: input.date ?? current.date,
    amount: input.amount ?? current.amount,
    payee: input.payee ?? current.payee,
    notes: input.notes ?? current.notes,
    tags: input.tags ? [...new Set(input.tags)] : current.tags,
    categoryId: input.category_id === undefined ? current.categoryId : input.category_id,
    updatedAt: deps.now(),
  };

  let lines = input.splits;
  if (lines === undefined && current.isSplit) {
    lines = (await deps.db.select().from(transactionSplits).where(eq(transactionSplits.transactionId, id))).map(
      (line) => ({
        category_id: line.categoryId,
        amount: line.amount,
        notes: line.notes,
      }),
    );
  }
  const splitting = (lines?.length ?? 0) > 0;
  if (splitting) {
    if (input.category_id) throw badRequest(transactionMessages.splitWithCategory, 'category_id');
    checkSplitSum(lines!, next.amount, account.currency);
    next.categoryId = null;
  }
  next.isSplit = splitting;
  await requireCategories(deps.db, session.userId, [next.categoryId, ...(lines ?? []).map((line) => line.category_id)]);

  await deps.db.transaction(async (tx) => {
    const { id: _id, userId: _userId, createdAt: _createdAt, ...changes } = next;
    await tx
      .update(transactions)
      .set(changes)
      .where(and(eq(transactions.id, id), eq(transactions.userId, session.userId)));
    // Lines copy the parent's account and date, so they are rewritten whenever either may have moved.
    if (lines !== undefined || current.isSplit) await replaceSplitLines(tx, next, splitting ? lines! : []);
    // A category chosen by hand teaches the payee memory (imports, the form and WhatsApp use it).
    if (teach && input.category_id && input.category_id !== current.categoryId) {
      await rememberPayee(tx, session.userId, next.payee, input.category_id, {
        correction: current.categoryId !== null,
        now: next.updatedAt,
      });
    }
  });
  return getTransaction(deps, session, id);
}

/** Deleting one leg of a transfer deletes both, so money never vanishes from one side only. */
export async function deleteTransaction(
  deps: Deps,
  session: SessionInfo,
  id: string,
): Promise<{ message: string; undo_id: string }> {
  const current = await loadOwnedTransaction(deps.db, session.userId, id, session);
  if (!current) throw notFound(transactionMessages.notFound);
  // Deleting one half deletes both: not when the other half is hidden from the person (decision 056).
  await assertWholeTransferVisible(deps.db, session, current);
  const { undo_id } = await deleteWithUndo(deps, session.userId, [id]);
  // Deleted by a request at the same moment: the row is gone either way.
  if (!undo_id) throw notFound(transactionMessages.notFound);
  return { message: transactionMessages.deleted, undo_id };
}

/** A movement read from words (a chat message, a bank's alert): what it is, in which account. */
export type CapturedMovement = {
  kind: 'expense' | 'income' | 'transfer';
  /** Positive, in the account's minor units. */
  amount: number;
  date: string;
  payee: string;
  categoryId: string | null;
  account: { id: string };
  /** A transfer's destination. */
  toAccount?: { id: string } | null;
};

/** Where the words came from: the chat («whatsapp») or a forwarded mail («mail»), and their text. */
export type CaptureSource = { origin: 'whatsapp' | 'mail'; text: string; road?: Road };

/**
 * Books a captured movement the way the API books a typed one (the same checks, totals and undo),
 * then marks where it came from: search finds it by the words that made it, and the road tells a
 * later arrival of the same purchase that it is already here (decision 048). Returns the id of the
 * movement (a transfer's leg leaving the source account).
 */
export async function bookCapture(
  deps: Deps,
  session: SessionInfo,
  movement: CapturedMovement,
  source: CaptureSource,
): Promise<string> {
  const ids =
    movement.kind === 'transfer'
      ? (
          await createTransfer(deps, session, {
            from_account_id: movement.account.id,
            to_account_id: movement.toAccount!.id,
            date: movement.date,
            amount: movement.amount,
            payee: movement.payee,
            notes: '',
            tags: [],
          })
        ).map((leg) => leg.id)
      : [
          (
            await createTransaction(deps, session, {
              account_id: movement.account.id,
              date: movement.date,
              amount: movement.kind === 'expense' ? -movement.amount : movement.amount,
              payee: movement.payee.slice(0, 200),
              notes: '',
              category_id: movement.categoryId,
              tags: [],
            })
          ).id,
        ];
  await deps.db
    .update(transactions)
    .set({
      origin: source.origin,
      originalText: source.text.slice(0, 2000),
      ...(source.road ? { arrivals: [source.road] } : {}),
    })
    .where(and(eq(transactions.userId, session.userId), inArray(transactions.id, ids)));
  return ids[0]!;
}
