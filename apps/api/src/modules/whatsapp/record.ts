import type { Deps } from '../../lib/deps.ts';
import { bookCapture } from '../transactions/service.ts';
import type { Road } from '../kernel/purchase-match.ts';
import type { UserContext } from './context.ts';
import type { Capture } from './parse-message.ts';
import { dayLabel, money } from './replies.ts';

/** Saving a capture and saying what was saved: the one place both the single and the list paths use. */

export const KIND_WORDS = { expense: 'gasto', income: 'ingreso', transfer: 'transferencia' } as const;

/** Books the capture the way the API books a typed movement, marked as the chat's (decision 048's road). */
export function record(
  deps: Deps,
  context: UserContext,
  capture: Capture,
  text: string,
  road: Road = 'typed',
): Promise<string> {
  return bookCapture(deps, context.session, capture, { origin: 'whatsapp', text, road });
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
