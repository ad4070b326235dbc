import { type AccountRef, findAccounts } from './account-words.ts';
import { fold } from './text.ts';

// Things and prices written one after another with no comma between them (multi.ts splits a told
// list with these before reading its parts).

// One price as a list writes it with no comma: «8.300», «21 mil», «$450», «12,50 €».
const PRICE = String.raw`(?:\$\s?)?\d{1,3}(?:[.,]\d{3})+(?:,\d{1,2})?|\d{1,3}[.,]\d{2}|(?:\$\s?)?\d+(?:[.,]\d{1,2})?\s?(?:mil|k|lucas?|€|euros?|soles|pesos)|\$\s?\d+(?:[.,]\d{1,2})?|\d{3,}(?:[.,]\d{1,2})?`;
// A thing's name: one to three words, none of them a word that joins (a «por 2» is no thing).
const NAME = String.raw`(?:(?!(?:por|de|del|en|a|al|x|con|y|e|los|las|el|la|un|una|para|pa)\s)\p{L}+\s){1,3}`;
const RUN_OF_PRICES = new RegExp(String.raw`^(?:${NAME}(?:${PRICE})\s+){1,5}${NAME}(?:${PRICE})$`, 'iu');
const ONE_PRICE = new RegExp(String.raw`${NAME}(?:${PRICE})(?=\s|$)`, 'giu');

/**
 * «verdulería 8.300 carnicería 21.000», «pan 2.500 leche 4.200 huevos 12.000»: things and prices
 * written one after another with no comma between them are as many parts.
 */
export function runOfPrices(text: string, accounts: AccountRef[]): string[] {
  // «netflix 12,99 spotify 11,99 con la visa», «… todo con la visa»: an account closing the run is
  // said of each of its parts.
  const said = text.trim();
  const folded = fold(said);
  const mention = findAccounts(folded, accounts).find((found) => folded.slice(found.end).trim() === '');
  const by = mention ? folded.slice(0, mention.start).match(RUN_CLOSING) : null;
  const cut = mention && by ? mention.start - by[0].length : said.length;
  const run = said.slice(0, cut).trim();
  if (!RUN_OF_PRICES.test(run)) return [text];
  // «todo», «los dos» said of the run are no part of each one's name.
  const tail = said
    .slice(cut)
    .trim()
    .replace(/^(?:(?:todo|todos|ambos|ambas|los dos|las dos|los tres|las tres)\s+)+/i, '');
  return [...run.matchAll(ONE_PRICE)].map((match) => (tail ? `${match[0].trim()} ${tail}` : match[0].trim()));
}

// How a run of prices is closed by its account: «con la visa», «todo con mp», «pagados con la nu».
const RUN_CLOSING =
  /\s(?:(?:todo|todos|ambos|ambas|los dos|las dos|los tres|las tres|pagad[oa]s?|cargad[oa]s?|cobrad[oa]s?)\s+)*(?:con|en|de|desde|por|x|a|al)\s+(?:(?:la|el|mi)\s+)?$/;
