import type { Deps } from '../../lib/deps.ts';
import { updateTransaction } from '../transactions/service.ts';
import type { UserContext } from './context.ts';
import type { Handled } from './handled.ts';
import { type CategoryRef, categoryByName } from './parse-message.ts';
import { fold } from './text.ts';

/**
 * A note sent right after a captured money-in, saying what the money was: «me devolvió lo que le
 * presté», «lo del almuerzo que le invité», «ya me pagó lo que me debía», «es lo del cuarto que le
 * alquilo». It has no amount and names no category by its words (the lunch is not spending here):
 * the money came back (Reembolsos) or is rent one collects (Arriendos cobrados). Read only when the
 * chat's latest answer saved that money-in (handle-message.ts checks it); anything else stays unread.
 */
export type MoneyInNote = 'Reembolsos' | 'Arriendos cobrados';

// Money given back or owed: «me devolvió», «me ha devuelto», «me regresó», «lo que me debía», «su
// parte de», and what one had put for the other: «lo que le presté», «que le invité», «que le pagué».
const PAID_BACK =
  /\b(?:(?:me|nos) (?:lo |la |los |las )?(?:devolvio|devolvieron|regreso|regresaron|repuso|reintegro|reembolso|(?:ha|han) (?:devuelto|regresado|reembolsado))|(?:me|nos) (?:debia|debian|debe|deben|quedo debiendo|quedaron debiendo)|(?:su|la) parte (?:de|del)|(?:que|lo que) (?:yo )?(?:le|les) (?:preste|prestamos|invite|invitamos|pague|pagamos|adelante|puse|pusimos|cubri|brindamos|disparé|dispare)|(?:lo|la) que (?:le|les) (?:habia|habiamos) (?:prestado|pagado|adelantado)|(?:un|el) prestamo que (?:le|les) hice)\b/;
// Rent one collects: «el cuarto que le alquilo», «lo que me paga el inquilino», «la renta del depa que rento».
const RENT_COLLECTED =
  /\b(?:(?:le|les) (?:alquilo|arriendo|rento|subarriendo|subalquilo)|(?:que|lo que) (?:alquilo|arriendo|rento)|(?:mi|el|la|del|de la|los|las) inquilin[oa]s?)\b/;
// Words that say this is not about the money just received: a new movement, a plan, a question.
const NOT_A_NOTE = /\d|\b(?:otro|otra|tambien|ademas|manana|voy a|vamos a|tengo que|hay que)\b/;

/** What the note says the money was, or undefined when it is no such note. */
export function readMoneyInNote(text: string): MoneyInNote | undefined {
  const folded = fold(text).trim();
  if (text.includes('?') || NOT_A_NOTE.test(folded) || folded.split(/\s+/).length > 16) return undefined;
  if (PAID_BACK.test(folded)) return 'Reembolsos';
  if (RENT_COLLECTED.test(folded)) return 'Arriendos cobrados';
  return undefined;
}

type Movement = {
  id: string;
  kind: string;
  amount: number;
  currency: string;
  payee: string;
  category_id: string | null;
};

/** The category the note files the money-in under, when it is one and the user has it. */
export function noteCategory(context: UserContext, movement: Movement, note: MoneyInNote): CategoryRef | undefined {
  return movement.kind === 'income' ? categoryByName(context.categories, note, 'income') : undefined;
}

/**
 * Files the money-in under what the note says it was. The person's name stays the payee and is not
 * taught to the category: the next money from them may be anything.
 */
export async function fileMoneyIn(
  deps: Deps,
  context: UserContext,
  movement: Movement,
  category: CategoryRef,
  what: string,
): Promise<Handled> {
  if (movement.category_id === category.id)
    return { reply: `Tu ingreso ya estaba en ${category.name}; no cambié nada.` };
  const from = movement.category_id
    ? (context.categories.find((candidate) => candidate.id === movement.category_id)?.name ?? 'otra categoría')
    : 'Sin categoría';
  await updateTransaction(deps, context.session, movement.id, { category_id: category.id });
  return { reply: `Listo, cambié la categoría de ${what}: ${from} → ${category.name}.` };
}
