import { type AccountRef, findAccounts } from './account-words.ts';
import { fold } from './text.ts';

// Whether an account said once, after the last part of a list, may be that part's only (multi.ts
// then reads the list both ways, and capture-list.ts asks when the two readings differ).

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

/**
 * «uber 5.600, almuerzo 9.900 y un café 2.800 con la santander»: parts set apart with commas and
 * closed with «y», the account said only after the last one; «arreglo 85 mil al plomero y bombillos
 * 24 mil en homecenter con la visa»: a last part with its own place, beside a part with its own. The
 * account may be all parts' or the last one's only; writers mean both, so it is not guessed.
 * Said of all in so many words («todo con …», «los dos con …»), or after one verb of paying that
 * heads the list, it is sure.
 */
export function lastAccountUnsure(text: string, movements: Said[], accounts: AccountRef[]): boolean {
  const last = movements.at(-1)!;
  const trailing = last.folded.slice(last.amounts.at(-1)!.end);
  if (/\b(?:todo|todos|todas|ambos|ambas|los dos|las dos|los tres|las tres|cada uno|cada una)\b/.test(trailing))
    return false;
  const first = movements[0]!;
  const headed = HEAD_VERB.test(first.folded.slice(0, first.amounts[0]!.start));
  if (headed && movements.slice(1).every((item) => !HEAD_VERB.test(item.folded))) return false;
  const between = separators(
    fold(text),
    movements.map((item) => ({ ...item, piece: item.folded })),
  );
  if (!between) return false;
  const endsWithAnd = /(?:^|\s)(?:y|e)\s*$/.test(between.at(-1)!) || /^(?:y|e)\s/.test(last.folded);
  if (between.some((said) => said.includes(',')) && endsWithAnd) return true;
  return (
    endsWithAnd &&
    namesPlace(last.folded, accounts) &&
    movements.slice(0, -1).some((item) => namesPlace(item.folded, accounts))
  );
}
