import { type AccountRef, findAccounts } from './account-words.ts';
import { findAmounts } from './amounts.ts';
import { findCategoryWords } from './category-words.ts';
import { fold } from './text.ts';
import { APP_VERB_INCOME, EXPENSE, INCOME, INCOME_OTHER_TENSES, TRANSFER } from './verbs.ts';

// How a list told as a story («hoy fui a…, compré… y…, y luego…») is cut into its purchases.

const hasAmount = (piece: string) => findAmounts(fold(piece)).length > 0;
const saysWay = (folded: string) =>
  [INCOME, INCOME_OTHER_TENSES, APP_VERB_INCOME, EXPENSE, TRANSFER].some((verb) => verb.test(folded));

/**
 * True when `text` says `first`, then «y» (or «e»), then how `second` begins: the two were said as
 * one run («dos camisas y un pantalón, 38 euros» once the pantalón's amount was joined to it).
 */
export function saidWithAnd(text: string, first: string, second: string): boolean {
  const at = text.indexOf(first);
  if (at < 0) return false;
  const after = text.slice(at + first.length).match(/^\s+(?:y|e)\s+/u);
  const opening = second.split(/\s+/).slice(0, 2).join(' ');
  return after !== null && text.startsWith(opening, at + first.length + after[0].length);
}

/**
 * «me compré dos camisas y un pantalón, 38 euros», «le compré los cuadernos y los colores que me
 * costaron 42 mil»: a piece that says a buying verb and what was bought, without an amount, joined
 * with «y» to the next piece that gives the amount (and no verb of its own before it), is one
 * purchase; it is not said of every part of the list.
 */
export function boughtWithNext(pieces: string[], text: string): string[] {
  const out: string[] = [];
  for (let index = 0; index < pieces.length; index++) {
    const piece = pieces[index]!;
    const next = pieces[index + 1];
    const folded = fold(piece);
    const nextFolded = next === undefined ? '' : fold(next);
    const nextAmount = findAmounts(nextFolded)[0];
    const joined =
      next !== undefined &&
      !hasAmount(piece) &&
      EXPENSE.test(folded) &&
      findCategoryWords(folded, 'expense').length > 0 &&
      nextAmount !== undefined &&
      !saysWay(nextFolded.slice(0, nextAmount.start)) &&
      saidWithAnd(text, piece, next);
    if (joined) {
      out.push(`${piece} y ${next}`);
      index++;
    } else out.push(piece);
  }
  return out;
}

/**
 * «me he comprado unas zapatillas y unos calcetines, 64 euros»: a buying verb with its things, one
 * more thing said with «y», then a piece that opens with the amount: one purchase of them all.
 */
export function boughtThenPriced(pieces: string[], text: string): string[] {
  const out: string[] = [];
  for (let index = 0; index < pieces.length; index++) {
    const [piece, more, priced] = [pieces[index]!, pieces[index + 1], pieces[index + 2]];
    const folded = fold(piece);
    const price = priced === undefined ? undefined : findAmounts(fold(priced))[0];
    const joined =
      more !== undefined &&
      price !== undefined &&
      !hasAmount(piece) &&
      !hasAmount(more) &&
      EXPENSE.test(folded) &&
      findCategoryWords(folded, 'expense').length > 0 &&
      !saysWay(fold(more)) &&
      saidWithAnd(text, piece, more) &&
      /^(?:(?:y|fueron|fue|son|eran|total|en total|todo|por)\s+)*\$?\s*$/.test(fold(priced!).slice(0, price.start));
    if (joined) {
      out.push(`${piece} y ${more} ${priced}`);
      index += 2;
    } else out.push(piece);
  }
  return out;
}

/** «y luego», «a la noche» opening a part: when it happened, which says nothing of the purchase. */
export const withoutSceneWords = (piece: string) =>
  piece.replace(
    /^(?:y\s+)?(?:luego|despu[eé]s|m[aá]s tarde|al rato|(?:a|en|por) la (?:noche|tarde|mañana|manana)|al mediod[ií]a|por [uú]ltimo|al final|finalmente|primero)(?:\s*,)?\s+(?=\S)/iu,
    '',
  );

// What opens a part told as a later scene of the same story: «luego», «después», «a la noche».
const THEN =
  /\b(?:luego|despues|mas tarde|al rato|en la (?:noche|tarde)|por la (?:noche|tarde)|a la (?:noche|tarde)|al mediodia|de noche|anoche|por ultimo|al final|finalmente|de ahi fui|de ahi fuimos)\b/;

/** «y luego en el oxxo 86 de botanas», «después almorzamos, 58 mil»: a part that opens a later scene. */
export function opensScene(folded: string): boolean {
  const amount = findAmounts(folded)[0];
  return THEN.test(amount ? folded.slice(0, amount.start) : folded);
}

/** True when `piece` is said right after «y» (or «e») in `text`: «… de 1,299 y una blusa de 599». */
export function saidAfterAnd(text: string, piece: string): boolean {
  let at = text.lastIndexOf(piece);
  if (at < 0) at = text.lastIndexOf(piece.split(/\s+/).slice(0, 3).join(' '));
  return at > 0 && /\s(?:y|e)\s+$/u.test(text.slice(0, at));
}

type Said = { piece: string; folded: string; amounts: { start: number; end: number }[] };

/**
 * «zapatos de 1,299 y una blusa de 599 con la nu, y luego en el oxxo 86 en efectivo»: an account said
 * after the amount of a part that closes a run joined with «y» is said of every part of that run that
 * names no account of its own, when the run is followed by a later scene or a part naming its own
 * account (not by the end of the list: multi.ts reads a last part's account).
 * Returns, for the part at `index`, the run's closing part, or undefined.
 */
export function runCloser(
  movements: Said[],
  index: number,
  text: string,
  accountAt: (folded: string) => { start: number }[],
): Said | undefined {
  const item = movements[index]!;
  if (accountAt(item.folded).length > 0) return undefined;
  for (let next = index + 1; next < movements.length; next++) {
    const part = movements[next]!;
    if (!saidAfterAnd(text, part.piece) || opensScene(part.folded)) return undefined;
    const mentions = accountAt(part.folded);
    if (mentions.length === 0) continue;
    // The account must close the part, after its amount: «y con la visa una blusa 599» is its own.
    if (mentions.some((mention) => mention.start < part.amounts.at(-1)!.end)) return undefined;
    // The list's last part is read by multi.ts (an account closing the whole list, or only its own).
    const after = movements[next + 1];
    if (after === undefined) return undefined;
    const ends = opensScene(after.folded) || accountAt(after.folded).length > 0;
    return ends && !part.folded.includes('(') ? part : undefined;
  }
  return undefined;
}

/**
 * «después pasé por la verdulería y fueron 8.500», «pasamos a la farmacia»: in a told list, passing by
 * a shop is going there, not moving money; said «fui», so the part is read as spending there. Passing
 * money to someone («le pasé a la señora») or by an account («pasé por nequi») is left as said.
 */
export function errandTold(piece: string, accounts: AccountRef[]): string {
  return piece.replace(
    /(?<!\b(?:le|les|se|te|me)\s+)\b(?:pas(?:é|e|amos)|he pasado|hemos pasado)\s+(por|a)\s+((?:la|el|los|las)\s+\p{L}+)/iu,
    (said: string, by: string, place: string) => {
      const folded = fold(place);
      const isPlace = findCategoryWords(folded, 'expense').length > 0 && findAccounts(folded, accounts).length === 0;
      return isPlace ? `fui ${by === 'a' ? 'a' : 'por'} ${place}` : said;
    },
  );
}
