import { type AccountRef, findAccounts } from './account-words.ts';
import { findCategoryWords } from './category-words.ts';
import { fold } from './text.ts';

// Whose an account said once, after the last part of a list, is (multi.ts gives it to those parts).

type Said = { piece: string; folded: string; amounts: { start: number; end: number }[] };

// «pagué la luz 38.000, el gas 22.500 e internet 27.000 desde galicia»: one verb of paying said
// before the whole list governs it, and the account closing the sentence is the verb's.
const HEAD_VERB =
  /\b(?:pague|pagamos|he pagado|hemos pagado|gaste|gastamos|he gastado|compre|compramos|me compre|he comprado)\b/;

// A time of day or the way there and back is no place: «a la noche», «a la vuelta».
const NOT_A_PLACE =
  /^(?:noche|tarde|manana|mediodia|ida|vuelta|regreso|total|cuotas?|oferta|promo|descuento|efectivo|cash|tarjeta|debito|credito|app|linea)$/;

/** «en homecenter», «al plomero», «a la señora»: a part naming where, or to whom, it was paid. */
function namesPlace(folded: string, accounts: AccountRef[]): boolean {
  let left = folded;
  for (const mention of findAccounts(left, accounts).sort((a, b) => b.start - a.start))
    left = `${left.slice(0, mention.start)} ${left.slice(mention.end)}`;
  return [...left.matchAll(/\b(?:en|al|a)\s+(?:(?:el|la|los|las|un|una)\s+)?([a-z0-9ñ]+)/g)].some(
    (match) => !NOT_A_PLACE.test(match[1]!) && match[1]!.length >= 2,
  );
}

/** What is said between the parts, in order; undefined when a part cannot be found as said. */
function separators(text: string, movements: Said[]): string[] | undefined {
  const out: string[] = [];
  let from = 0;
  for (const item of movements) {
    const at = text.indexOf(item.piece, from);
    if (at < 0) return undefined;
    out.push(text.slice(from, at));
    from = at + item.piece.length;
  }
  return out.slice(1);
}

/** Whether every part names one kind of spending, each its own word: «pan, leche y huevos». */
function oneKind(movements: Said[]): boolean {
  const kinds = movements.map((item) => new Set(findCategoryWords(item.folded, 'expense').map((hit) => hit.category)));
  if (kinds.some((kind) => kind.size === 0)) return false;
  return [...kinds[0]!].some((category) => kinds.every((kind) => kind.has(category)));
}

/**
 * Whose is an account said once, after the last part of a list: every part's (`all`), the last
 * part's only (`last`), or not known (`unsure`: multi.ts reads the list both ways and
 * capture-list.ts asks when the two readings differ).
 *
 * «uber 5.600, almuerzo 9.900 y un café 2.800 con la santander»: parts set apart with commas and
 * closed with «y» are told one by one, and the account closing the last is that one's (every
 * writer of the spent sets who meant it of all said so: «…, todo con la santander»). When the parts
 * are one kind of spending («pan 2.300, leche 1.200 y huevos 3.500 con la cmr»), likely paid at one
 * till, it is asked. «arreglo 85 mil al plomero y bombillos 24 mil en homecenter con la visa»: a
 * last part with its own place, beside a part with its own place or payee, is a purchase of its
 * own, paid its own way. Said of all in so many words («todo con …», «los dos con …»), or after one
 * verb of paying that heads the list, it is every part's.
 */
export function closingAccountOf(text: string, movements: Said[], accounts: AccountRef[]): 'all' | 'last' | 'unsure' {
  const last = movements.at(-1)!;
  const trailing = last.folded.slice(last.amounts.at(-1)!.end);
  if (/\b(?:todo|todos|todas|ambos|ambas|los dos|las dos|los tres|las tres|cada uno|cada una)\b/.test(trailing))
    return 'all';
  const first = movements[0]!;
  const headed = HEAD_VERB.test(first.folded.slice(0, first.amounts[0]!.start));
  if (headed && movements.slice(1).every((item) => !HEAD_VERB.test(item.folded))) return 'all';
  const between = separators(
    fold(text),
    movements.map((item) => ({ ...item, piece: item.folded })),
  );
  if (!between) return 'all';
  const endsWithAnd = /(?:^|\s)(?:y|e)\s*$/.test(between.at(-1)!) || /^(?:y|e)\s/.test(last.folded);
  if (between.some((said) => said.includes(',')) && endsWithAnd) return oneKind(movements) ? 'unsure' : 'last';
  return endsWithAnd &&
    namesPlace(last.folded, accounts) &&
    movements.slice(0, -1).some((item) => namesPlace(item.folded, accounts))
    ? 'last'
    : 'all';
}
