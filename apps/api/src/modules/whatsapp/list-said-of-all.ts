import { type AccountRef, findAccounts } from './account-words.ts';
import { findDate } from './dates.ts';
import { fold } from './text.ts';

// What a piece of a list says of every part (multi.ts): its day, its account, a place said last.

// Words a piece said of the whole list may hold besides its day and account: «todo con la visa»,
// «los dos ayer», «pagué con tarjeta, porfa».
const FOR_ALL_WORDS =
  /\b(?:a|al|ah|oh|ojo|ademas|cosas|pagos|compras|transferencia|transferencias|transf|bizum|hola|registra|registrame|y|e|o|todo|toda|todos|todas|los|las|dos|tres|2|3|ambos|ambas|con|en|de|del|desde|por|x|el|la|mi|mis|tu|su|pague|pagamos|pagado|pago|salieron|salio|salen|sale|cargados|cargadas|pagados|pagadas|he|hemos|hoy|ayer|porfa|por favor|gracias|plis|pls|xfa|anota|anotalo|anotame|apunta|apuntalo|tarjeta|debito|credito|efectivo|cash|domiciliados?|domiciliadas?|debitados?|debitadas?|transferidos?|transferidas?|transferi|cargad[oa]s?|cobrad[oa]s?|pagad[oa]s?|abonad[oa]s?|cuenta|fue|fueron|era|eran|lo|eso|esto|si|mismo|misma|ahi|tambien|tb|total|gastos?|dia)\b/g;

export function onlySaysForAll(folded: string, accounts: AccountRef[]): boolean {
  const date = findDate(folded, '2000-01-01');
  let left = date ? `${folded.slice(0, date.start)} ${folded.slice(date.end)}` : folded;
  for (const mention of findAccounts(left, accounts).sort((a, b) => b.start - a.start))
    left = `${left.slice(0, mention.start)} ${left.slice(mention.end)}`;
  return left.replace(FOR_ALL_WORDS, ' ').replace(/[^a-zñ]+/g, '') === '';
}

/** What an opening says of a later scene: only its day and its account. */
export function sceneryOf(folded: string, accounts: AccountRef[]): string {
  const date = findDate(folded, '2000-01-01');
  return [date ? folded.slice(date.start, date.end) : '', accountPhrase(folded, accounts) ?? '']
    .filter(Boolean)
    .join(' ');
}

/** «con la visa», «desde bbva»: the account a part of the message names, as a phrase to repeat. */
export function accountPhrase(folded: string, accounts: AccountRef[]): string | undefined {
  const mention = findAccounts(folded, accounts)[0];
  if (!mention) return undefined;
  const phrase = folded.slice(mention.start, mention.end).trim();
  return /^(con|en|de|desde|por|x)\s/.test(phrase) ? phrase : `con ${phrase}`;
}

// A time of day after «en» is no place: «…, en la noche».
const NOT_A_PLACE = /^(?:la noche|la tarde|la manana|el dia|total|efectivo|cash|cuotas?)\b/;

/**
 * «el ITV 45 y el cambio de aceite 90, en el taller con la visa»: a closing piece set apart with a
 * comma that says only where the list was bought (and how it was paid) is said of every part; «…, y
 * en el súper» (joined with «y») may be a part whose amount is missing, and is not.
 */
export function placeOfAll(folded: string, text: string, accounts: AccountRef[]): boolean {
  const place = /^en\s+(?:(?:el|la|los|las)\s+)?(?<where>[a-z0-9ñ]+)(?<rest>.*)$/.exec(folded);
  if (!place || NOT_A_PLACE.test(folded.slice(3)) || findAccounts(place.groups!.where!, accounts).length > 0)
    return false;
  const said = fold(text).trimEnd();
  if (!said.endsWith(folded) || !/,\s*$/.test(said.slice(0, said.length - folded.length))) return false;
  // A place of one or two words («en el taller», «en plaza vea»); the rest says only the account.
  const rest = place.groups!.rest!.trim();
  return onlySaysForAll(rest, accounts) || onlySaysForAll(rest.replace(/^[a-z0-9ñ]+/, ''), accounts);
}

/** «…, desde bancolombia también»: «también» says nothing of the parts (and is no payee). */
export const withoutAlso = (piece: string) => piece.replace(/\s*\b(?:tambi[eé]n|tb)\b/giu, ' ').trim();
