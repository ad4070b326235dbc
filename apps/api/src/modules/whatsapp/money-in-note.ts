import type { Deps } from '../../lib/deps.ts';
import { updateTransaction } from '../transactions/service.ts';
import type { UserContext } from './context.ts';
import type { Handled } from './handled.ts';
import { type CategoryRef, categoryByName } from './parse-message.ts';
import { fold } from './text.ts';

/**
 * A note sent right after a captured money-in, saying what the money was: «me devolvió lo que le
 * presté», «lo del almuerzo que le invité», «ya me pagó lo que me debía», «es lo del cuarto que le
 * alquilo», «es de la clase que di», «es mi sueldo». It has no amount and names no category by its
 * words (the lunch is not spending here): the money came back (Reembolsos), is rent one collects
 * (Arriendos cobrados), pays work one did (Honorarios) or is one's pay (Salario). Read only when the
 * chat's latest answer saved that money-in (handle-message.ts checks it); anything else stays unread.
 */
export type MoneyInNote = 'Reembolsos' | 'Arriendos cobrados' | 'Honorarios' | 'Salario';

// Money given back or owed: «me devolvió», «me ha devuelto», «me regresó», «lo que me debía», «su
// parte de», and what one had put for the other: «lo que le presté», «que le invité», «que le pagué».
const PAID_BACK =
  /\b(?:(?:me|nos) (?:lo |la |los |las )?(?:devolvio|devolvieron|regreso|regresaron|repuso|reintegro|reembolso|(?:ha|han) (?:devuelto|regresado|reembolsado))|(?:me|nos) (?:debia|debian|debe|deben|quedo debiendo|quedaron debiendo)|(?:su|la) parte (?:de|del)|(?:que|lo que) (?:yo )?(?:le|les) (?:preste|prestamos|invite|invitamos|pague|pagamos|adelante|puse|pusimos|cubri|brindamos|disparé|dispare)|(?:lo|la) que (?:le|les) (?:habia|habiamos) (?:prestado|pagado|adelantado)|(?:un|el) prestamo que (?:le|les) hice)\b/;
// Rent one collects: «el cuarto que le alquilo», «lo que me paga el inquilino», «la renta del depa que rento».
const RENT_COLLECTED =
  /\b(?:(?:le|les) (?:alquilo|arriendo|rento|subarriendo|subalquilo)|(?:que|lo que) (?:alquilo|arriendo|rento)|(?:mi|el|la|del|de la|los|las) inquilin[oa]s?)\b/;
// Work the person did and was paid for: «la clase de matemáticas que di», «el diseño del logo que le
// hice», «me pagó la clase de guitarra», «me pagaron el cachuelo», «es por la asesoría».
const WORK =
  '(?:clases?|asesorias?|consultorias?|tutorias?|sesion(?:es)?|traduccion(?:es)?|diseno|trabajos?|trabajito|chamba|chambita|pega|pololito|cachuelos?|camellos?|laburos?|changas?|freelance|proyectos?|encargos?|reparacion(?:es)?|arreglos?)';
const PAID_WORK = new RegExp(
  `\\b${WORK}\\b(?: [a-z]+){0,3} que (?:yo )?(?:le |les )?(?:di|dimos|doy|dicte|dictamos|hice|hicimos|trabaje|termine|entregue|arregle)\\b|\\b(?:me|nos) (?:(?:ha|han) )?(?:pago|pagaron|pagado|cancelo|cancelaron|deposito|depositaron) (?:por )?(?:la|las|el|los|mi|mis|un|una|lo de la|lo del) ${WORK}\\b|^(?:(?:es|era|fue|eso es|eso fue) )?(?:por|de) (?:la|el|mi) (?:asesoria|consultoria|tutoria|traduccion|chamba|pega|cachuelo|camello|laburo|changa|freelance)\\b`,
);
// Pay from a job: «es mi sueldo», «me cayó la quincena», «me depositaron la nómina».
const PAY =
  /^(?:(?:es|era|fue|eso es|eso fue|ya) )?(?:mi|el|la) (?:sueldo|salario|nomina|quincena)\b|\b(?:me|nos) (?:pagaron|depositaron|cayo|llego|entro) (?:el|la|mi) (?:sueldo|salario|nomina|quincena)\b/;
// Words that say this is not about the money just received: a new movement, a plan, a question.
const NOT_A_NOTE = /\d|\b(?:otro|otra|tambien|ademas|manana|voy a|vamos a|tengo que|hay que)\b/;

/** What the note says the money was, or undefined when it is no such note. */
export function readMoneyInNote(text: string): MoneyInNote | undefined {
  const folded = fold(text).trim();
  if (text.includes('?') || NOT_A_NOTE.test(folded) || folded.split(/\s+/).length > 16) return undefined;
  if (PAID_BACK.test(folded)) return 'Reembolsos';
  if (RENT_COLLECTED.test(folded)) return 'Arriendos cobrados';
  if (PAID_WORK.test(folded)) return 'Honorarios';
  if (PAY.test(folded)) return 'Salario';
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
