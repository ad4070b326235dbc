import { and, eq, inArray } from 'drizzle-orm';
import { transactions } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { createTransaction, createTransfer } from '../transactions/service.ts';
import type { Road } from '../kernel/purchase-match.ts';
import type { UserContext } from './context.ts';
import type { Capture } from './parse-message.ts';
import { dayLabel, money } from './replies.ts';

/** Saving a capture and saying what was saved: the one place both the single and the list paths use. */

export const KIND_WORDS = { expense: 'gasto', income: 'ingreso', transfer: 'transferencia' } as const;

/** Creates the movement the way the API does (transactions service), then marks where it came from. */
export async function record(
  deps: Deps,
  context: UserContext,
  capture: Capture,
  text: string,
  road: Road = 'typed',
): Promise<string> {
  const originalText = text.slice(0, 2000);
  if (capture.kind === 'transfer') {
    const legs = await createTransfer(deps, context.session, {
      from_account_id: capture.account.id,
      to_account_id: capture.toAccount!.id,
      date: capture.date,
      amount: capture.amount,
      payee: capture.payee,
      notes: '',
      tags: [],
    });
    await deps.db
      .update(transactions)
      .set({ origin: 'whatsapp', originalText, arrivals: [road] })
      .where(
        and(
          eq(transactions.userId, context.session.userId),
          inArray(
            transactions.id,
            legs.map((leg) => leg.id),
          ),
        ),
      );
    return legs[0]!.id;
  }
  const created = await createTransaction(deps, context.session, {
    account_id: capture.account.id,
    date: capture.date,
    amount: capture.kind === 'expense' ? -capture.amount : capture.amount,
    payee: capture.payee.slice(0, 200),
    notes: '',
    category_id: capture.categoryId,
    tags: [],
  });
  await deps.db
    .update(transactions)
    .set({ origin: 'whatsapp', originalText, arrivals: [road] })
    .where(and(eq(transactions.userId, context.session.userId), eq(transactions.id, created.id)));
  return created.id;
}

/** «gasto de $ 12.500 (Almuerzo) · Restaurantes · Efectivo · hoy»: what was saved, field by field. */
export function describe(context: UserContext, result: Capture): string {
  const amount = money(result.amount, result.account.currency, context.locale);
  const day = dayLabel(result.date, context.today, context.locale);
  if (result.kind === 'transfer')
    return `transferencia de ${amount} de ${result.account.name} a ${result.toAccount!.name}, ${day}`;
  const category = result.categoryId
    ? context.categories.find((candidate) => candidate.id === result.categoryId)?.name
    : undefined;
  const what = result.payee ? ` (${result.payee})` : '';
  return `${KIND_WORDS[result.kind]} de ${amount}${what} · ${category ?? 'Sin categoría'} · ${result.account.name} · ${day}`;
}
