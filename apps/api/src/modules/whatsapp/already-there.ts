import { and, eq, isNull } from 'drizzle-orm';
import { transactions } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { addRoad, type LedgerRow, movementsNear } from '../kernel/purchase-ledger.ts';
import { matchPurchases, type Road } from '../kernel/purchase-match.ts';
import type { UserContext } from './context.ts';
import type { Capture } from './parse-message.ts';
import { money } from './replies.ts';

/**
 * A capture of a purchase the ledger already has (the bank feed, a statement, a forwarded alert,
 * or the typed note a pasted alert confirms) meets that movement instead of adding one (decision
 * 048). «otro café 2500» says it is another purchase: nothing is looked up.
 */

export type AlreadyThere = { certain: boolean; row: LedgerRow } | null;

/** «otro …», «otra …»: the person says this is one more purchase, not the one already there. */
export const ANOTHER = /^\s*otr[oa]s?\b\s*/i;

export async function alreadyThere(
  deps: Deps,
  context: UserContext,
  capture: Capture,
  road: Road,
): Promise<AlreadyThere> {
  if (capture.kind === 'transfer') return null;
  const amount = capture.kind === 'income' ? capture.amount : -capture.amount;
  const ledger = await movementsNear(deps.db, {
    userId: context.session.userId,
    accountId: capture.account.id,
    amount,
    date: capture.date,
  });
  const [match] = matchPurchases([{ date: capture.date, amount, text: capture.payee, road }], ledger);
  const row = match && ledger.find((item) => item.id === match.id);
  return row ? { certain: match.certain, row } : null;
}

/** The capture joins the movement: its road is recorded and its category fills an empty one. */
export async function joinCapture(deps: Deps, context: UserContext, capture: Capture, row: LedgerRow, road: Road) {
  await addRoad(deps.db, context.session.userId, row.id, row.roads, road);
  if (capture.categoryId && !row.categoryId)
    await deps.db
      .update(transactions)
      .set({ categoryId: capture.categoryId, updatedAt: deps.now() })
      .where(
        and(
          eq(transactions.userId, context.session.userId),
          eq(transactions.id, row.id),
          isNull(transactions.categoryId),
          eq(transactions.isSplit, false),
        ),
      );
}

/** What the movement already there came from, as the person calls it. */
function source(row: LedgerRow): string {
  if (row.roads.includes('feed') || row.roads.includes('file')) return 'el movimiento del banco';
  if (row.roads.includes('alert')) return 'la alerta de tu banco';
  return 'el que ya habías anotado';
}

function day(context: UserContext, iso: string) {
  return new Intl.DateTimeFormat(context.locale, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}

export function joinedReply(context: UserContext, capture: Capture, row: LedgerRow): string {
  const what = row.payee ? ` (${row.payee})` : '';
  const category =
    capture.categoryId && !row.categoryId
      ? ` Le puse la categoría ${context.categories.find((item) => item.id === capture.categoryId)?.name ?? ''}.`
      : '';
  return `Ya lo tenías: lo uní con ${source(row)} del ${day(context, row.date)}${what} en ${capture.account.name}, no anoté otro.${category}`;
}

export function sameQuestionReply(context: UserContext, capture: Capture, row: LedgerRow, text: string): string {
  const amount = money(Math.abs(row.amount), capture.account.currency, context.locale);
  const what = row.payee ? ` (${row.payee})` : '';
  const example = text.trim().split('\n')[0]!.slice(0, 60);
  return `¿Es el mismo que ${source(row)} de ${amount} del ${day(context, row.date)}${what} en ${capture.account.name}? No anoté nada. Si es otro, escríbelo con «otro» delante: «otro ${example}».`;
}
