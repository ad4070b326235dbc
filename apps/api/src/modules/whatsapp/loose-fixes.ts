import { type AccountRef, findAccounts } from './account-words.ts';
import { amountValue, findAmounts } from './amounts.ts';
import { findCategoryWords } from './category-words.ts';
import { readSentenceCorrection } from './corrections.ts';
import type { Intent } from './intent.ts';
import { readKindCorrection } from './kind-fix.ts';
import { whatItReallyWas } from './really-was.ts';
import { fold } from './text.ts';

/**
 * Fixes of the last capture said loosely, which the correction readers of intent.ts take for a
 * category or leave unread (decision 031, blind-s). Read only right after a capture
 * (handle-message.ts checks the window); each class is narrow:
 *
 * - an account named after a slip marker, with any verb: «pucha no, la pasé con la nequi»,
 *   «ay no, que va, lo pagó por bbva», «me confundí, fue debitado de galicia»;
 * - cash taken out told as what it was: «no era gasto, fue un retiro del cajero», «uy, fue que
 *   retiré 100 del cajero» (the amount said, when it is the capture's own);
 * - money given back, denied as a payment: «no fue un pago, era el reembolso del seguro»;
 * - a day with a filler after it: «fue el lunes eh, no hoy»;
 * - the order with the category, then why: «ponle mascotas, era un juguete pal perro»;
 * - a pause and an order before what it really was: «no pera, cámbialo, era la consulta con…».
 */

export type LooseFix = Intent | { type: 'cash_out' };

// One's own slip, said before the fix: «pucha no», «no, que va», «me confundí», «ay no».
const SLIP =
  /^(?:(?:chuta|chucha|pucha|uf|uy|ay|ups|ah|oh|ojo|perdon|perdona|disculpa|sorry|no+|nop|nah|nel|espera|pera|que va|me equivoque|me confundi|me equivocado|me he equivocado|error)[,.!:;]*\s+)+/;
// A verb saying how the money went out, then the account: «la pagué con», «lo pasó por», «fue
// debitado del», «me lo cobraron en», «salió de».
const WENT_THROUGH =
  /^(?:(?:eso|esto|fue|era) )?(?:(?:me |se )?(?:lo|la|los|las) )?(?:pague|pago|pase|paso|pasaron|cobre|cobraron|cobro|cargaron|cargo|debitaron|debito|fue debitado|fue debitada|fue cobrado|fue cargado|se debito|se cobro|se cargo|salio|sali|use|hice|hizo|compre|saque)\s+(?:fue\s+)?(?:con|por|de|del|desde|en|a|al|x)\s+(?:(?:la|el|mi|mis|cuenta|tarjeta)\s+)*(?<target>[a-z][a-z ]*)$/;

// Cash taken out, named as such: «un retiro», «saqué … del cajero», «fue del cajero».
const CASH_OUT =
  /\b(?:(?:era|fue|es) (?:un |una )?(?:retiro|giro|extraccion|avance)(?: (?:en|del|de|por) (?:el |un )?(?:cajero|atm|banco|ventanilla))?|(?:saque|retire|sacamos|retiramos|extraje)\b[a-z0-9 .,]*\b(?:cajero|atm|efectivo|ventanilla)|(?:era|fue) (?:plata|dinero|lana|efectivo) (?:que saque|del cajero))\b/;
// What it was not, said of the kind: the capture was saved as spending.
const NOT_SPENDING = /\bno (?:(?:era|fue|es) )?(?:un |una )?(?:gasto|pago|compra)\b/;

// «no era un pago», «no fue un cobro»: the payment denied, then money that came back.
const PAYMENT_DENIED = /\bno (?:era|fue|es) (?:un |una |el |la )?(?:pago|cobro|compra)\b/;
const CAME_BACK =
  /\b(?:devolucion|reembolso|reintegro|reembolsar\w*|devolver\w*|reintegrar\w*|(?:me|nos) (?:lo |la |los |las )?(?:han |ha )?(?:ingresado|ingresaron|ingreso|depositado|depositaron|deposito|devuelto|devolvieron|devolvio))\b/;

// The filler after a day or a name: «eh», «pues», «ya», «po».
const FILLER_END = /(?:[\s,]+(?:eh+|ah+|pues|po|ya|oye|ok|vale|nomas|weon|we|wey|guey|che|boludo|tio|tia))+$/;
// What it was not, said after the fix: «…, no hoy», «… no el lunes».
const NOT_THAT_END = /(?:\s*,\s*|\s+y\s+|\s+)no\s+(?:(?:era|fue|es)\s+)?(?:(?:el|la|de|del|en|con)\s+)?[a-z ]+$/;

// «ponle ropa, es que era una chaqueta»: the order with one category, then a pause and why.
const PUT_THEN_WHY =
  /^(?:ponle|ponele|pongale|ponlo|ponla|ponlo en|ponla en|pasalo a|pasala a|cambialo a|cambiala a|mejor) (?:la |el |los |las |categoria )?(?<target>[a-z]+(?: [a-z]+)?)\s*[,;:.]\s*(?:(?:es que|porque|pq|xq|que|era|es|fue|eran|son)\b).*$/;
// «no pera, cámbialo, …»: the pause and the order before what it was.
const ORDER_FIRST =
  /^(?:(?:no+|espera|pera|ah|ay|uy|perdon|oye)[,.!]*\s+)*(?:cambialo|cambiala|corrigelo|corrigela|corregilo|arreglalo|arreglala)[,.!:;]+\s*/;

const plain = (text: string) =>
  fold(text)
    .replace(/[¡!¿?]+/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/[\s.,;:]+$/, '')
    .trim();

/** The one account the words name by its own name and cover (not «galicia y algo más»). */
function accountNamed(target: string, accounts: AccountRef[]): string | undefined {
  const said = target.trim();
  // «visa galicia» names Visa Galicia wholly and Galicia in part: the mention covering the other wins.
  const span = (mention: { start: number; end: number }) => mention.end - mention.start;
  const [top, ...others] = findAccounts(said, accounts)
    .filter((mention) => mention.score >= 2)
    .sort((a, b) => b.score - a.score || span(b) - span(a));
  const covers = (other: { start: number; end: number }) =>
    top!.start <= other.start && top!.end >= other.end && span(top!) > span(other);
  if (!top || others.some((o) => o.score === top.score && o.account.id !== top.account.id && !covers(o)))
    return undefined;
  return said.length <= top.end - top.start + 4 ? top.account.name : undefined;
}

const namesOneCategory = (words: string) =>
  new Set(findCategoryWords(words, 'expense').map((hit) => hit.category)).size === 1;

/**
 * The fix a loosely said follow-up makes, or undefined. `units` is the last capture's amount: cash
 * taken out said with an amount reads only when the amount is that one.
 */
export function readLooseFix(
  text: string,
  today: string,
  accounts: AccountRef[],
  last: { kind: string; units: number },
): LooseFix | undefined {
  const folded = plain(text);
  const amounts = findAmounts(folded);
  // Cash out: the spending was money taken out of the account, which is a move to cash.
  if (last.kind === 'expense' && CASH_OUT.test(folded)) {
    const sameAmount = amounts.every((amount) => amountValue(amount) === last.units);
    const marked = SLIP.test(folded) || NOT_SPENDING.test(folded) || /^(?:era|fue|eso)\b/.test(folded);
    if (sameAmount && amounts.length <= 1 && marked) return { type: 'cash_out' };
  }
  if (amounts.length > 0) return undefined;
  // Money given back, with the payment denied: income, filed as a refund.
  if (last.kind === 'expense' && PAYMENT_DENIED.test(folded) && CAME_BACK.test(folded)) {
    const turned = readKindCorrection(folded.replace(PAYMENT_DENIED, 'no era un gasto'));
    return turned ? { ...turned, target: 'reembolso' } : { type: 'rekind', kind: 'income', target: 'reembolso' };
  }
  if (last.kind === 'expense' && /\bno (?:es|era|fue) (?:un )?gasto\b/.test(folded) && /\breembolsar\w*\b/.test(folded))
    return { type: 'rekind', kind: 'income', target: 'reembolso' };
  const slip = folded.match(SLIP);
  if (slip) {
    const rest = folded.slice(slip[0].length).replace(FILLER_END, '').trim();
    const through = rest.match(WENT_THROUGH);
    const account = through ? accountNamed(through.groups!.target!, accounts) : undefined;
    if (account) return { type: 'reaccount', target: account };
  }
  // «fue el sábado pues, no hoy»: the day, once the filler and what it was not are left out.
  const bare = folded.replace(FILLER_END, '').replace(NOT_THAT_END, '').replace(FILLER_END, '').trim();
  if (bare !== folded && bare !== '') {
    const dated = readSentenceCorrection(bare, today);
    if (dated?.type === 'redate') return dated;
  }
  const put = folded.replace(SLIP, '').match(PUT_THEN_WHY);
  if (put && namesOneCategory(put.groups!.target!) && !accountNamed(put.groups!.target!, accounts))
    return { type: 'recategorize', target: put.groups!.target! };
  const ordered = folded.match(ORDER_FIRST);
  if (ordered && (last.kind === 'expense' || last.kind === 'income')) {
    const really = whatItReallyWas(folded.slice(ordered[0].length), last.kind);
    if (really) return { type: 'recategorize', target: really };
  }
  return undefined;
}
