import { type AccountRef, findAccounts } from './account-words.ts';
import { findAmounts } from './amounts.ts';
import { findCategoryWords } from './category-words.ts';
import { findDate } from './dates.ts';
import { fold } from './text.ts';
import { APP_VERB_INCOME, EXPENSE, INCOME, INCOME_OTHER_TENSES, TRANSFER } from './verbs.ts';

// How a told list opens and what one part buys (list-pieces.ts runs these with its other tidying).

const amountsOf = (folded: string) => findAmounts(folded);
const hasAmount = (piece: string) => amountsOf(fold(piece)).length > 0;
const hasAccount = (folded: string, accounts: AccountRef[]) => findAccounts(folded, accounts).length > 0;
const saysWay = (folded: string) =>
  [INCOME, INCOME_OTHER_TENSES, APP_VERB_INCOME, EXPENSE, TRANSFER].some((verb) => verb.test(folded));

/**
 * «gasté 15 lucas en la harina y la carne»: after a part that says what its amount bought only after
 * it («… en la harina»), a piece naming only one more thing of the same kind («la carne») was bought
 * with it, and is no part of its own. A part that names its thing first («almuerzo 20 mil en el
 * centro y el parqueadero») or things of another kind are left as they were (and asked about).
 */
export function boughtTogether(pieces: string[], accounts: AccountRef[]): string[] {
  const out: string[] = [];
  for (const piece of pieces) {
    // «… en verduras y carne en efectivo»: the account that closes the piece is how both were paid.
    const said = fold(piece);
    const closing = findAccounts(said, accounts).find((mention) => said.slice(mention.end).trim() === '');
    const folded = closing ? said.slice(0, closing.start).trim() : said;
    const previous = out.at(-1);
    const told = previous === undefined ? undefined : fold(previous);
    const lastAmount = told === undefined ? undefined : amountsOf(told).at(-1);
    const bought = told !== undefined && lastAmount ? told.slice(lastAmount.end) : '';
    const thing = (text: string) => new Set(findCategoryWords(text, 'expense').map((hit) => hit.category));
    const kinds = thing(folded);
    const together =
      /^\s+(?:en|de|del)\s+(?:el |la |los |las |un |una |unos |unas )?\p{L}/u.test(bought) &&
      !hasAmount(piece) &&
      !hasAccount(folded, accounts) &&
      !saysWay(folded) &&
      !findDate(folded, '2000-01-01') &&
      /^(?:y\s+|e\s+)?(?:(?:el|la|los|las|un|una|unos|unas)\s+)?\p{L}+(?:\s+\p{L}+)?$/u.test(folded) &&
      kinds.size > 0 &&
      // What was bought is said only after the amount, and names nothing of another kind.
      thing(told!.slice(0, lastAmount!.start)).size === 0 &&
      [...thing(bought)].every((category) => kinds.has(category));
    if (together) out[out.length - 1] = `${previous} y ${piece.replace(/^(?:y|e)\s+/i, '')}`;
    else out.push(piece);
  }
  return out;
}

// «bueno che te paso lo de hoy», «le comento que…», «te cuento los gastos de ayer»: the writer saying
// that a list follows. Its day is kept; its verb («paso») is no transfer.
const TELLING =
  /^(?:audio:?\s*)?(?:(?:bueno|ok|hola|buenas|buenas noches|buenos dias|buenas tardes|che|mira|oye|a ver|senorita|senor)[\s,]+)*(?:te|le|les|os)\s+(?:paso|cuento|comento|digo|mando|escribo|dejo|apunto)\s+(?:lo de|los gastos|las compras|el resumen|lo que|como|que)\b/;

export function tellingOpening(pieces: string[], accounts: AccountRef[]): string[] {
  const first = pieces[0];
  if (first === undefined || hasAmount(first)) return pieces;
  const folded = fold(first);
  if (!TELLING.test(folded) || hasAccount(folded, accounts)) return pieces;
  const date = findDate(folded, '2000-01-01');
  const rest = pieces.slice(1);
  return date ? [folded.slice(date.start, date.end), ...rest] : rest;
}
