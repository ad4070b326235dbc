import { and, desc, eq } from 'drizzle-orm';
import type { PurchaseReview } from '@cuentas/shared/schemas/purchase-reviews';
import type { Db } from '../../db/client.ts';
import { accounts, purchaseReviews, transactions } from '../../db/schema/index.ts';
import type { SessionInfo } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { addRoad, completeFromBank, ledgerColumns } from '../kernel/purchase-ledger.ts';
import { roadsOf } from '../kernel/purchase-match.ts';
import { bookFeedRowApart } from '../imports/service.ts';
import { alertText, settleReviewedAlert } from '../mail-alerts/service.ts';
import { createTransaction } from '../transactions/service.ts';

/**
 * «¿Es el mismo movimiento?» (decision 048): what the bank feed or a forwarded alert brought that
 * may be a purchase already in the ledger, listed with both sides, and the user's two answers.
 */

export const purchaseReviewMessages = {
  notFound: 'No encontramos esta pregunta',
  answered: 'Ya respondiste a esta pregunta',
  same: 'Listo: es el mismo movimiento y se cuenta una sola vez.',
  distinct: 'Listo: lo anotamos como un movimiento más.',
} as const;

type ReviewRow = typeof purchaseReviews.$inferSelect;

export async function listPurchaseReviews(
  deps: Deps,
  session: SessionInfo,
  accountId: string | undefined,
): Promise<PurchaseReview[]> {
  const conditions = [eq(purchaseReviews.userId, session.userId), eq(purchaseReviews.status, 'open')];
  if (accountId) conditions.push(eq(purchaseReviews.accountId, accountId));
  const rows = await deps.db
    .select({
      review: purchaseReviews,
      accountName: accounts.name,
      currency: accounts.currency,
      movement: {
        id: transactions.id,
        date: transactions.date,
        amount: transactions.amount,
        payee: transactions.payee,
        originalText: transactions.originalText,
        origin: transactions.origin,
      },
    })
    .from(purchaseReviews)
    .innerJoin(accounts, eq(accounts.id, purchaseReviews.accountId))
    .innerJoin(transactions, eq(transactions.id, purchaseReviews.transactionId))
    .where(and(...conditions))
    .orderBy(desc(purchaseReviews.date), desc(purchaseReviews.id))
    .limit(200);
  return rows.map(({ review, accountName, currency, movement }) => ({
    id: review.id,
    account_id: review.accountId,
    account_name: accountName,
    currency,
    road: review.road,
    incoming: { date: review.date, amount: review.amount, text: review.text },
    existing: {
      id: movement.id,
      date: movement.date,
      amount: movement.amount,
      payee: movement.payee,
      original_text: movement.originalText,
      origin: movement.origin,
    },
    created_at: review.createdAt.toISOString(),
  }));
}

/** The user's own question (404 otherwise, as an unknown id), still open (409 once answered). */
async function requireOpen(db: Db, session: SessionInfo, id: string): Promise<ReviewRow> {
  const [row] = await db
    .select()
    .from(purchaseReviews)
    .where(and(eq(purchaseReviews.id, id), eq(purchaseReviews.userId, session.userId)))
    .limit(1);
  if (!row) throw notFound(purchaseReviewMessages.notFound);
  if (row.status !== 'open') throw conflict(purchaseReviewMessages.answered);
  return row;
}

/** Marks the question answered; a second answer racing this one finds it answered (409). */
async function claim(db: Db, row: ReviewRow, status: 'same' | 'distinct', now: Date) {
  const [claimed] = await db
    .update(purchaseReviews)
    .set({ status, resolvedAt: now })
    .where(and(eq(purchaseReviews.id, row.id), eq(purchaseReviews.status, 'open')))
    .returning({ id: purchaseReviews.id });
  if (!claimed) throw conflict(purchaseReviewMessages.answered);
}

/**
 * «Sí, es el mismo»: the arrival joins the movement already there. The bank's row completes it
 * (booked date, the bank's text, cleared, the bank's id, so the next pull meets it exactly); an
 * alert records its road on it and the alert leaves the inbox as linked.
 */
export async function answerSame(deps: Deps, session: SessionInfo, id: string) {
  return deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const review = await requireOpen(db, session, id);
    await claim(db, review, 'same', deps.now());
    const [movement] = await tx
      .select(ledgerColumns)
      .from(transactions)
      .where(and(eq(transactions.userId, session.userId), eq(transactions.id, review.transactionId)));
    if (!movement) throw notFound(purchaseReviewMessages.notFound);
    const roads = roadsOf(movement);
    if (review.road === 'feed')
      await completeFromBank(tx, session.userId, {
        id: movement.id,
        roads,
        road: 'feed',
        date: review.date,
        bankText: review.text,
        externalId: review.externalId,
        now: deps.now(),
      });
    else {
      await addRoad(tx, session.userId, movement.id, roads, 'alert');
      if (review.mailAlertId)
        await settleReviewedAlert(db, session.userId, review.mailAlertId, {
          status: 'linked',
          transactionId: movement.id,
          now: deps.now(),
        });
    }
    return { message: purchaseReviewMessages.same, transaction_id: movement.id };
  });
}

/**
 * «No, son distintos»: the arrival is recorded as one more movement. The bank's row through the
 * import pipeline (rules, payee memory, merchant dictionary); an alert as the reader understood it,
 * with the alert's text as its origin.
 */
export async function answerDistinct(deps: Deps, session: SessionInfo, id: string) {
  return deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const review = await requireOpen(db, session, id);
    await claim(db, review, 'distinct', deps.now());
    const incoming = review.incoming;
    let created: string;
    if (review.road === 'feed') {
      const row: Parameters<typeof bookFeedRowApart>[2]['row'] = {
        row: 1,
        date: review.date,
        amount: review.amount,
        payee: String(incoming.payee ?? review.text),
        notes: String(incoming.notes ?? ''),
        fitid: review.externalId,
      };
      created = await bookFeedRowApart(
        tx,
        { userId: session.userId, accountId: review.accountId, now: deps.now() },
        { label: 'Conexión bancaria · movimiento revisado', row },
      );
    } else {
      const writing: Deps = { ...deps, db };
      const categoryId = typeof incoming.category_id === 'string' ? incoming.category_id : null;
      created = (
        await createTransaction(writing, session, {
          account_id: review.accountId,
          date: review.date,
          amount: review.amount,
          payee: String(incoming.payee ?? '').slice(0, 200),
          notes: '',
          category_id: categoryId,
          tags: [],
        })
      ).id;
      const text = review.mailAlertId ? await alertText(db, session.userId, review.mailAlertId) : null;
      await tx
        .update(transactions)
        .set({ origin: 'mail', arrivals: ['alert'], ...(text ? { originalText: text } : {}) })
        .where(and(eq(transactions.userId, session.userId), eq(transactions.id, created)));
      if (review.mailAlertId)
        await settleReviewedAlert(db, session.userId, review.mailAlertId, {
          status: 'recorded',
          transactionId: created,
          now: deps.now(),
        });
    }
    return { message: purchaseReviewMessages.distinct, transaction_id: created };
  });
}
