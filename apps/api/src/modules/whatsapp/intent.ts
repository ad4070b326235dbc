import { findAmounts } from './amounts.ts';
import { findDate } from './dates.ts';
import { fold } from './text.ts';

export type Intent =
  | { type: 'help' }
  | { type: 'undo' }
  | { type: 'recategorize'; target: string }
  | { type: 'redate'; date: string }
  | { type: 'reaccount'; target: string }
  | { type: 'spent_month' }
  | { type: 'spent_category'; target: string }
  | { type: 'balance' }
  | { type: 'budget' }
  | { type: 'capture' };

const HELP = /^(hola|holi|holis|ola|buenas|buenos dias|buen dia|buenas tardes|buenas noches|hey|ey|ayuda|help|menu|info|que puedes hacer|que haces|como funciona|como se usa|instrucciones|comandos|ejemplos|\?)( .*)?$/;
const UNDO = /^(no,? )?(deshacer|deshaz|deshazlo|undo|borrar|borra|borralo|borrala|bórralo|elimina|eliminar|eliminalo|anula|anular|anulalo|cancela|cancelar|cancelalo|quitalo|quita eso|me equivoque|borra el ultimo|borra eso|elimina el ultimo)( (eso|el ultimo|lo ultimo|ese|ese movimiento|el movimiento|porfa|por favor))?$/;
const CATEGORY_PREFIX = /^(?:no,? )?(?:categoria|cat|cambia(?:r)? (?:la )?categoria a|ponlo en|ponla en|muevelo a|era|eso era|fue|eso fue|es|no era|no fue) (?:de |en |un |una |para |a |por )?(?<target>.+)$/;
const ACCOUNT_PREFIX = /^(?:no,? )?(?:era|fue|eso fue|lo pague|pague|fue pagado)? ?(?:con|en|desde|de) (?:la |el |mi )?(?<target>.+)$/;

/**
 * What a message asks for. Corrections and questions are short and have no amount of their own;
 * anything else is a capture for the parser (which asks for the amount if there is none).
 */
export function detectIntent(text: string, today: string): Intent {
  const folded = fold(text).replace(/[.,;:]+$/, '').replace(/^(oye|ey|porfa|por favor),? /, '');
  if (folded === '' || HELP.test(folded) && findAmounts(folded).length === 0) return { type: 'help' };
  if (UNDO.test(folded)) return { type: 'undo' };
  // A date's digits ("fue el 3/11") are not an amount.
  const dated = findDate(folded, today);
  const hasAmount = findAmounts(dated ? `${folded.slice(0, dated.start)} ${folded.slice(dated.end)}` : folded).length > 0;

  if (/\b(cuanto|cuantos|que tanto|total)\b/.test(folded) && !hasAmount) {
    const category = folded.match(/\b(?:en|de|por) (?:la |el |los |las )?(?<target>[a-z ñ]+?)(?: este mes| en el mes| del mes| este ano| hoy)?$/);
    const target = category?.groups?.target?.trim();
    if (target && !/^(este mes|el mes|mes|total|todo|gastos|mis gastos)$/.test(target)) return { type: 'spent_category', target };
    if (/\b(tengo|saldo|queda en|hay en)\b/.test(folded)) return { type: 'balance' };
    return { type: 'spent_month' };
  }
  if (/^(saldo|saldos|mi saldo|mis saldos|balance|balances|mis cuentas|cuentas|cuanto tengo)( .*)?$/.test(folded) && !hasAmount) return { type: 'balance' };
  if (/^(presupuesto|presupuestos|mi presupuesto|como voy|como va el presupuesto|cuanto me queda)( .*)?$/.test(folded) && !hasAmount) return { type: 'budget' };

  // "no, fue ayer", "era el lunes", "fue el 3/11": a date and nothing else moves the last capture.
  const correction = folded.match(/^(?:no,? )?(?:fue|era|es|eso fue|cambia(?:r)? la fecha a|fecha) (?<rest>.+)$/);
  if (correction && !hasAmount) {
    const rest = correction.groups!.rest!;
    const date = findDate(rest, today);
    if (date && rest.slice(0, date.start).replace(/\b(el|la|del|de|dia|en)\b/g, '').trim() === '' && rest.slice(date.end).trim() === '') {
      return { type: 'redate', date: date.date };
    }
  }
  if (!hasAmount) {
    const account = folded.match(ACCOUNT_PREFIX);
    if (account && /^(?:no,? )?(era|fue|eso fue|lo pague|pague|fue pagado)/.test(folded)) return { type: 'reaccount', target: account.groups!.target! };
    const category = folded.match(CATEGORY_PREFIX);
    if (category) return { type: 'recategorize', target: category.groups!.target! };
  }
  return { type: 'capture' };
}
