import { and, eq, inArray } from 'drizzle-orm';
import { transactions } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import type { SessionInfo } from '../../lib/auth.ts';
import type { Road } from '../kernel/purchase-match.ts';
import { createTransaction } from './service.ts';
import { createTransfer } from './transfers.ts';

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
