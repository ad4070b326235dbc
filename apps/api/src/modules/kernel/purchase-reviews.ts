import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { purchaseReviews } from '../../db/schema/index.ts';
import { uuidv7 } from '../../lib/ids.ts';

/**
 * The questions of decision 048 kept for the user: an arrival that may be the same purchase as a
 * movement already there, when only the amount and the dates say so. The feed and the mail write
 * them here; the purchase-reviews module lists and answers them.
 */

export type ReviewQuestion = {
  userId: string;
  accountId: string;
  /** The movement already there. */
  transactionId: string;
  road: 'feed' | 'alert';
  date: string;
  amount: number;
  text: string;
  externalId: string | null;
  /** What answering needs: the feed's row, or the alert's reading. */
  incoming: Record<string, unknown>;
  mailAlertId?: string;
  now: Date;
};

/**
 * A feed row is asked about once: the bank lists it again on every pull (a week of overlap), and
 * an answered question has already decided it. Its bank id names it; without one, its date, amount,
 * text and the movement it was weighed against.
 */
async function askedBefore(db: Db | Tx, question: ReviewQuestion): Promise<boolean> {
  const same = [eq(purchaseReviews.accountId, question.accountId), eq(purchaseReviews.road, question.road)];
  const found = await db
    .select({ id: purchaseReviews.id })
    .from(purchaseReviews)
    .where(
      question.externalId
        ? and(...same, eq(purchaseReviews.externalId, question.externalId))
        : and(
            ...same,
            isNull(purchaseReviews.externalId),
            eq(purchaseReviews.date, question.date),
            eq(purchaseReviews.amount, question.amount),
            eq(purchaseReviews.text, question.text),
            eq(purchaseReviews.transactionId, question.transactionId),
          ),
    )
    .limit(1);
  return found.length > 0;
}

/** Keeps the question, unless this arrival was asked about before. Answers whether a new one was kept. */
export async function askSamePurchase(db: Db | Tx, question: ReviewQuestion): Promise<boolean> {
  if (question.road === 'feed' && (await askedBefore(db, question))) return false;
  await db.insert(purchaseReviews).values({
    id: uuidv7(),
    userId: question.userId,
    accountId: question.accountId,
    transactionId: question.transactionId,
    road: question.road,
    mailAlertId: question.mailAlertId ?? null,
    date: question.date,
    amount: question.amount,
    text: question.text.slice(0, 2000),
    externalId: question.externalId,
    incoming: question.incoming,
    createdAt: question.now,
  });
  return true;
}

/** The in-app notice that leads to an account's open questions (its register lists them). */
export function reviewNotice(accountId: string, count: number, road: 'feed' | 'alert') {
  const what =
    road === 'feed'
      ? count === 1
        ? 'Tu banco trajo un movimiento que puede ser uno que ya tenías'
        : `Tu banco trajo ${count} movimientos que pueden ser otros que ya tenías`
      : 'Una alerta de tu banco puede ser un movimiento que ya tenías';
  return {
    kind: 'purchase_review',
    title: '¿Es el mismo movimiento?',
    body: `${what}: dinos si es el mismo. No lo sumamos dos veces ni lo juntamos sin preguntarte.`,
    link: `/accounts/${accountId}?revisar=1`,
  };
}

/** The user answered the alert in the inbox instead («Anotar a mano», «Descartar»): its question is closed. */
export async function closeAlertQuestion(db: Db | Tx, alertId: string, status: 'same' | 'distinct', now: Date) {
  await db
    .update(purchaseReviews)
    .set({ status, resolvedAt: now })
    .where(and(eq(purchaseReviews.mailAlertId, alertId), eq(purchaseReviews.status, 'open')));
}
