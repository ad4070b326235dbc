import { findAmounts } from './amounts.ts';
import { withoutAskedDayRange } from './day-ranges.ts';
import { UNDO_SAID } from './intent-words.ts';
import type { Intent } from './intent-types.ts';

/**
 * Ways of speaking around a question or a fix that the readers of intent.ts take for something
 * else (a greeting, a capture, a count of times):
 * - a greeting or a polite request before a question: «buenas tardes, ¿cuánto tengo en…?»,
 *   «dígame por favor cuánto he gastado…», «¿me podría indicar el saldo…?»;
 * - saying the last message went in twice: «lo mandé 2 veces», «se anotó doble»;
 * - an order to delete said after a pause: «ah no, eso lo anoté dos veces, bórralo»;
 * - the old value named with «en vez de» / «en lugar de»: «en vez de comida ponlo en mercado».
 * Each reads the plain message again with the detector it is given, and keeps only what that
 * reading makes of it (a question, an undo, a fix); anything else is left to intent.ts.
 */

type Detect = (text: string, today: string) => Intent;

// Longest first: «buenas tardes» before «buenas».
const GREETING = String.raw`(?:buenas tardes|buenas noches|buenos dias|buen dia|buenas|holis|holi|hola|ola|hey|ey|que tal|saludos)`;
// The polite request that opens a question, in the tú, vos and usted forms: «me podría decir»,
// «podrías indicarme», «dígame», «quisiera saber», «una consulta».
const REQUEST = String.raw`(?:(?:me |nos )?(?:podria|podrias|podrian|puede|puedes|podes|pudiera|pudieras)\s+(?:decir|indicar|confirmar|informar|dar|ayudar a saber)(?:me|nos)?|(?:me |nos )?(?:dice|dices|decis|indica|indicas|confirma|confirmas)|digame|dime|decime|indiqueme|indicame|informeme|confirmeme|confirmame|(?:quisiera|quiero|queria|necesito|me gustaria) saber|(?:una )?(?:pregunta|consulta)|(?:le|te|les) (?:pido|solicito)|favor de|necesito que|por favor|porfa|porfis|oiga|oye|disculpe|disculpa)`;
const COURTESY = new RegExp(String.raw`^(?:(?:${GREETING}|${REQUEST})\b[\s,.:;!]*)+(?=\S)`);

/** The folded text without the greeting or polite request it opens with. */
export function withoutCourtesy(folded: string): string {
  return folded.replace(COURTESY, '').trim();
}

/**
 * «buenas noches, ¿cuánto tengo en bbva?»: the question after the greeting; «le pido por favor
 * borrar el último movimiento»: the order to undo after the request. Else undefined.
 */
export function politeQuestion(folded: string, today: string, detect: Detect): Intent | undefined {
  const rest = withoutCourtesy(folded);
  if (rest === folded || rest === '') return undefined;
  // «¿me puede indicar el saldo de la cuenta sueldo?»: the balance, named after the request.
  const asked = detect(
    rest
      .replace(/^(?:el|mi|los|mis) (?=saldos?\b)/, 'cual es el ')
      .replace(/\b(el ultimo|lo ultimo) (?:movimiento|gasto|ingreso|registro|mensaje)\b/, '$1'),
    today,
  );
  if (['question', 'balance', 'budget', 'undo'].includes(asked.type)) return asked;
  // «hola, fue con la visa», «buenas, eso era del lunes»: a fix after the greeting.
  return FIXES.has(asked.type) && GREETED.test(folded) ? asked : undefined;
}

const GREETED = new RegExp(String.raw`^${GREETING}\b`);

// «el último», «lo de recién», «lo que te mandé», «el gasto anterior»: the last capture, named as such.
const LAST_NAMED =
  /^(?:(?:y|oye|ah|mira)[,\s]+)?(?:el ultimo(?: gasto| movimiento| registro)?|lo ultimo(?: que (?:te )?(?:mande|anote|puse|escribi))?|lo de (?:recien|hace rato|hace un rato|ahorita|antes)|lo anterior|el anterior|el (?:gasto|movimiento|registro) (?:anterior|de recien|de hace rato|que te mande|que anote)|lo que te (?:mande|pase|escribi)|lo que (?:anote|puse))(?=\s)/;

/**
 * «el último fue con la visa», «lo de recién era del lunes», «lo que te mandé era comida»: the last
 * capture named as the last one, then the fix; read as the fix said of «eso».
 */
export function fixOfLastNamed(folded: string, today: string, detect: Detect): Intent | undefined {
  // «sí, es el mismo, fue antier»: the answer to «¿es el mismo?», then the fix.
  const plain = folded
    .replace(/^(?:si,?\s+)?(?:es|era|fue) (?:el mismo|la misma|lo mismo)[,.!]*\s+(?=\S)/, '')
    .replace(LAST_NAMED, 'eso');
  if (plain === folded) return undefined;
  const fix = detect(plain, today);
  return FIXES.has(fix.type) || fix.type === 'undo' ? fix : undefined;
}

// «la cuenta 3301», «la tarjeta terminada en 4821»: an account's last digits, not an amount.
const ACCOUNT_DIGITS =
  /\b(?:cuenta|tarjeta|tdc|tc|terminada en|terminado en|termina en|terminacion|acabada en|acaba en|finalizada en)\s+(?:(?:n|no|nro|numero)\.?\s*)?\d{4}\b/g;
const ASKING = /\b(?:cuanto|cuanta|saldo|que tanto|q tanto)\b/;

const blank = (said: string) => ' '.repeat(said.length);

/** The folded question with a range of days and an account's digits blanked (same length). */
export function withoutAskedNumbers(folded: string, today: string): string {
  const undated = withoutAskedDayRange(folded, today);
  // «en los últimos 15 días», «hace 3 días»: the period's count of days, not an amount.
  return ASKING.test(undated)
    ? undated.replace(ACCOUNT_DIGITS, blank).replace(/\b(?:ultim[oa]s|hace) \d{1,2} (?:dias|semanas|meses)\b/g, blank)
    : undated;
}

// «lo mandé 2 veces», «eso lo anoté dos veces», «se anotó doble», «está repetido», «se duplicó»;
// not «se repitió el cobro», which the bank did.
const TWICE =
  /\b(?:(?:lo|la|los|las|eso|esto|se|te|me)\s+)*(?:mande|envie|anote|puse|escribi|registre|meti|anoto|guardo|registro|mandaste|anotaste|pusiste|guardaste|llego|repeti|duplique)\s+(?:(?:dos|2)\s+veces|doble|repetido|duplicado)\b|\b(?:esta|estaba|quedo|se)\s+(?:repetido|repetida|duplicado|duplicada|duplico|repitio|doble)\b(?!\s+(?:el|la|un|una)\s+(?:cobro|cargo|compra|pago|debito))/;

/**
 * «uy lo mandé 2 veces, es solo una», «ah no, eso lo anoté dos veces, borrá el último»: the last
 * capture went in twice, or an order to delete comes after a pause; with no amount said, the last
 * capture is undone.
 */
export function undoSaidAfter(folded: string): Intent | undefined {
  if (findAmounts(folded.replace(/\b2 veces\b/g, 'dos veces')).length > 0) return undefined;
  if (TWICE.test(folded)) return { type: 'undo' };
  const clauses = folded.split(/\s*[,.;:!]+\s*/).slice(1);
  return clauses.some((clause) => UNDO_SAID.test(clause)) ? { type: 'undo' } : undefined;
}

// «en vez de restaurante ponlo como delivery», «mejor en mercado en lugar de comida»: the old
// value, named with «en vez de», is no part of the fix.
const INSTEAD_FIRST =
  /^(?:(?:no|perdon|uy|ay|mejor|oye)[,.!]?\s+)*(?:en vez de|en lugar de)\s+[a-z ]+?,?\s+(?=(?:ponlo|ponla|ponle|pon|mejor|es|era|eran|fue|fueron|cambialo|cambiala|pasalo|pasala|muevelo|muevela|anotalo|anotala|dejalo|dejala|con|en|desde)\b)/;
const INSTEAD_AFTER = /\s*,?\s+en (?:vez|lugar) de\s+[a-z ]+$/;
// «…, lo pedí por rappi», «…, que era para el perro»: the reason after the fix.
const REASON_AFTER = /\s*[,;]\s*(?:lo|la|los|las|que|q|porque|pq|xq|ya que|es que|pues|me|se|fue que)\b.*$/;
const FIXES = new Set(['recategorize', 'reaccount', 'redate', 'reamount', 'rekind']);

/** The fix said with the old value named «en vez de» it, else undefined. */
export function fixInsteadOf(folded: string, today: string, detect: Detect): Intent | undefined {
  const plain = folded.replace(INSTEAD_FIRST, '').replace(INSTEAD_AFTER, '');
  if (plain === folded) return undefined;
  const fix = detect(plain.replace(REASON_AFTER, ''), today);
  return FIXES.has(fix.type) ? fix : undefined;
}
