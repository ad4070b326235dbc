import { type AccountMention, type AccountRef, findAccounts } from './account-words.ts';
import { type AmountCandidate, amountValue, findAmounts } from './amounts.ts';
import { findCategoryWords } from './category-words.ts';
import { findDate } from './dates.ts';
import type { Correction, Intent } from './intent.ts';
import { fold } from './text.ts';
import { minorDigits } from '@cuentas/shared/money';

/**
 * The last reading of a follow-up no fix rule understood (decision 061): instead of matching the
 * words of a correction, the message is read for the fields a capture has — one of the user's
 * accounts, an amount, a day, a category — and each field it names that differs from the capture
 * just saved is taken as the fix. «con la visa no, efectivo», «uh no, era el gas», «ah no, eso
 * era del plan del celular», «no pues, fue el martes con bbva» all read this way, however they are
 * worded. Anything that could be read two ways (two other accounts, two new amounts, two
 * categories) gives no fix: the chat then says it did not understand and changes nothing.
 */

/** The capture a fix is read against: its account, day, amount in currency units, kind and category. */
export type FixedCapture = {
  accountId: string;
  date: string;
  units: number;
  kind: 'expense' | 'income' | 'transfer';
  categoryName: string | null;
};

/** The capture as saved (a movement of the ledger), in the terms a fix is read against. */
export function fixedCapture(
  categories: { id: string; name: string }[],
  saved: {
    account_id: string;
    date: string;
    amount: number;
    currency: string;
    kind: string;
    category_id: string | null;
  },
): FixedCapture {
  return {
    accountId: saved.account_id,
    date: saved.date,
    units: Math.abs(saved.amount) / 10 ** minorDigits(saved.currency),
    kind: saved.kind === 'income' ? 'income' : saved.kind === 'transfer' ? 'transfer' : 'expense',
    categoryName: categories.find((category) => category.id === saved.category_id)?.name ?? null,
  };
}

// «uh no», «ah pues no», «chuta», «me equivoqué»: the slip said before the fix, and a laugh after it.
const SLIP_WORDS = String.raw`(?:a+h+|u+h+|e+h+|o+h+|m+h*|a+y+|u+y+|ups|uf|ojo|pucha|chuta|chucha|puta|uta|hijole|ostras|ostia|vaya|perdon|perdona|disculpa|sorry|no+|nop|nah|nel|pues|pos|bueno|oye|espera|pera|ya|ah pues|que va|me equivoque|me confundi|me he equivocado|error|corrijo|en realidad|mejor dicho)`;
const SLIP = new RegExp(String.raw`^(?:${SLIP_WORDS}[,.!:;]*\s+)+`);
const LAUGH = /[\s,.!]*\b(?:ja(?:ja)+|je(?:je)+|xd+|lol)\w*[\s!.]*$/;
// «otro», «también», «además»: one more movement told, never a fix.
const ONE_MORE = /^otr[oa]s?\b|\b(?:tambien|ademas|olvide|se me olvido|me falto)\b/;
// «fueron 30 y lo otro lo puso mi tía»: a part of the movement, not all of it, told; that is asked.
const A_PART = /\b(?:lo otro|la otra parte|el resto|lo demas|la diferencia|la mitad|mitad y mitad)\b/;
// «no» anywhere («con la visa no, efectivo»): what was saved is denied.
const DENIED = /\bno\b/;

const plain = (text: string) =>
  fold(text)
    .replace(/[¡!¿?]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

// Spain's «en metálico» is cash, a word the type words do not know; «efectivo» has its length, so spans hold.
const CASH_WORDS = /\bmetalico\b/g;

/** The accounts named, a mention inside a longer one left out («visa galicia» is not Galicia too). */
function accountsNamed(folded: string, accounts: AccountRef[]): AccountMention[] {
  // A type word names an account only when the user has one of that type («en metálico», «la tarjeta»).
  const onlyOfType = (account: AccountRef) => accounts.filter((other) => other.type === account.type).length === 1;
  const mentions = findAccounts(folded.replace(CASH_WORDS, 'efectivo'), accounts).filter(
    (mention) => mention.start >= 0 && (mention.score >= 2 || onlyOfType(mention.account)),
  );
  const span = (mention: AccountMention) => mention.end - mention.start;
  return mentions.filter(
    (mention) =>
      !mentions.some(
        (other) =>
          other !== mention && other.start <= mention.start && other.end >= mention.end && span(other) > span(mention),
      ),
  );
}

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start < b.end && b.start < a.end;

/**
 * The fix the message makes of `last`, field by field, or undefined when it names no field that
 * differs or names one ambiguously. `marked`: the caller already read the message as a fix.
 */
export function readFieldsFix(
  text: string,
  today: string,
  accounts: AccountRef[],
  last: FixedCapture,
  marked = false,
): Correction | Extract<Intent, { type: 'several' }> | undefined {
  const folded = plain(text).replace(LAUGH, '');
  const body = folded.replace(SLIP, '');
  if (body === '' || ONE_MORE.test(body) || A_PART.test(body)) return undefined;
  // A field named alone («internet», «nequi») is a fix only when something says so: a slip before
  // it, a «no», or a wording the caller already read as a fix.
  if (!marked && body === folded && !DENIED.test(body)) return undefined;
  const parts: Correction[] = [];
  const named = accountsNamed(body, accounts);
  const others = [...new Set(named.map((mention) => mention.account.id))].filter((id) => id !== last.accountId);
  if (others.length > 1) return undefined;
  if (others.length === 1)
    parts.push({ type: 'reaccount', target: accounts.find((account) => account.id === others[0])!.name });
  const date = findDate(body, today);
  if (date && date.date !== last.date) parts.push({ type: 'redate', date: date.date });
  // Numbers inside an account's name or digits, or the day, are not amounts.
  const amounts = findAmounts(body).filter(
    (amount) => !named.some((mention) => overlaps(mention, amount)) && !(date && overlaps(date, amount)),
  );
  const newAmounts = amounts.filter((amount) => amountValue(amount) !== last.units);
  const values = new Set(newAmounts.map(amountValue));
  if (values.size > 1) return undefined;
  // Read as written: «no, 52» after «25 mil» is said in the same thousands (apply-correction.ts).
  if (newAmounts.length > 0 && last.kind !== 'transfer') parts.push({ type: 'reamount', amount: newAmounts[0]! });
  if (parts.length === 0 && last.kind !== 'transfer') {
    // Only a category, and only one: «era el gas» after «luz», «eso era del plan del celular».
    const categories = [...new Set(findCategoryWords(body, last.kind).map((hit) => hit.category))];
    const fresh = categories.filter((category) => category !== last.categoryName);
    if (fresh.length === 1 && categories.length <= 2) parts.push({ type: 'recategorize', target: fresh[0]! });
  }
  if (parts.length === 0) return undefined;
  return parts.length === 1 ? parts[0] : { type: 'several', parts };
}

// «no anotes eso», «mejor no lo registres», «no lo apuntes, me lo pagó ella»: the capture just
// saved taken back. Said after a question the chat asked, it concerns that unsaved message, which
// the caller checks (the latest answer must be the capture's).
const NOT_TO_KEEP =
  /^(?:(?:no+|oye|ay|uy|ah|uh|ups|perdon|pucha|chuta|mejor|sabes que|bueno|espera|pera)[,.!]*\s+)*no (?:me )?(?:lo |la |los |las )?(?:anotes|registres|guardes|apuntes|pongas|cuentes|anote|registre|guarde|apunte)(?: (?:eso|esto|ese|esa|nada|porfa|por favor|mejor))*\s*(?:$|[,.;:]|\b(?:que|porque|pq|xq|ya que|pues)\b)/;

/** Whether the message takes back the capture just saved («no anotes eso, me lo pagó mi polola»). */
export function takesBackCapture(text: string): boolean {
  return NOT_TO_KEEP.test(plain(text)) && findAmounts(plain(text)).length === 0;
}

// «y eran 13», «y fue el martes»: a second fix joined to the one before it. «espera, eran 21»,
// «un momento, fue ayer»: a pause before the fix.
const JOINED_FIX =
  /^(?:(?:y|e|ah y)\s+|(?:espera|espere|pera|un momento|momento|aguanta|ojo)[,.!:;]*\s+)(?=(?:no,? )?(?:eran|era|fueron|fue|son|es)\b)/;

/** The message without the «y» or the pause that opens it before a fix, when it opens that way. */
export function withoutJoiningAnd(text: string): string | undefined {
  const folded = plain(text);
  const joined = folded.match(JOINED_FIX);
  return joined ? folded.slice(joined[0].length) : undefined;
}

// «y 25,90 con la propina», «o sea 48 en total»: the whole the movement came to, tip included.
const TOTAL_SAID =
  /^(?:(?:y|e|o sea|osea|entonces|bueno)[,\s]+)?(?:(?:eran|fueron|son|quedo en|quedaron)\s+)?(?<amount>\d[\d.,]*(?:\s*(?:€|euros?|pesos|soles|mil|lucas|k))?)\s+(?:con (?:la |el )?(?:propina|servicio|delivery|envio)|en total|total|con todo(?: incluido)?)$/;

/** The total a message right after a capture says it came to («y 25,90 con la propina»), or undefined. */
export function totalSaid(text: string): AmountCandidate | undefined {
  const said = plain(text)
    .replace(/[\s.,;:]+$/, '')
    .match(TOTAL_SAID);
  if (!said) return undefined;
  const amounts = findAmounts(said.groups!.amount!);
  return amounts.length === 1 ? amounts[0] : undefined;
}
