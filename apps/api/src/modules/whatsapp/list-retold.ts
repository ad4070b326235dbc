import { type AccountRef, findAccounts } from './account-words.ts';
import { findAmounts } from './amounts.ts';
import { findCategoryWords } from './category-words.ts';

// A part of a list taken back by its words, not its amount (list-pieces.ts applyCorrections).

const ARTICLE = /^(?:el|la|los|las|un|una|unos|unas|mi|mis)$/;
const PREPOSITION = /^(?:en|de|del|a|al|con|desde|por|para|pa)$/;

/**
 * «pagué 150 mil de la cuota de la tarjeta… no, la cuota del préstamo», «1.200 en unos zapatos en la
 * comer… no, en liverpool», «taxi 20 mil con nequi, no, con daviplata»: what is said after the «no»
 * replaces the end of the part before, from the first word both say (after an article) or from the
 * same preposition; the part keeps its amount and any account said in what is replaced. Undefined
 * when the fix has a figure, names nothing the part could be about, or cannot be placed for sure.
 */
export function retoldPart(previous: string, fix: string, accounts: AccountRef[]): string | undefined {
  const said = fix.trim().replace(/[\s.…,;]+$/, '');
  if (said === '' || /\d/.test(said)) return undefined;
  const words = said.split(/\s+/);
  // «taxi 9.000, no espera el taxi y el almuerzo 20.000»: naming the same thing again changes
  // nothing here (the amount that follows is the fix), so the part is not read for sure.
  const told = new Set(previous.split(/[^a-z0-9ñ]+/));
  if (words.every((word) => ARTICLE.test(word) || PREPOSITION.test(word) || told.has(word))) return undefined;
  const lead = ARTICLE.test(words[0]!) && words.length > 1 ? words[1]! : words[0]!;
  const fromArticle = lead !== words[0];
  // The fix must name a thing, a place or an account, not open a new remark («no sé cuánto fue»).
  const names =
    findCategoryWords(said, 'expense').length > 0 ||
    findCategoryWords(said, 'income').length > 0 ||
    findAccounts(said, accounts).length > 0 ||
    (PREPOSITION.test(lead) && words.length > 1);
  if (!names) return undefined;
  const amounts = findAmounts(previous);
  if (amounts.length === 0) return undefined;
  const afterAmount = amounts.at(-1)!.end;
  // The last time the part says the lead word after its amount («… de la cuota de la tarjeta»),
  // with the article before it.
  const word = lead.replace(/[^a-z0-9ñ]/g, '');
  if (word !== lead) return undefined;
  const found = [
    ...previous.matchAll(new RegExp(`\\s(?:(?:el|la|los|las|un|una|unos|unas|mi|mis)\\s+)?${word}\\b`, 'g')),
  ]
    .filter((match) => match.index! >= afterAmount)
    .at(-1);
  if (!found) return PREPOSITION.test(lead) ? undefined : oneThingRetold(previous, said);
  // A fix that opens with an article or a preposition replaces from the part's own; one that
  // opens with the word, from the word.
  const at = fromArticle || PREPOSITION.test(lead) ? found.index! : found.index! + found[0]!.lastIndexOf(word);
  const replaced = previous.slice(at);
  if (findAmounts(replaced).length > 0) return undefined;
  // «… de la tarjeta con nequi… no, del préstamo»: an account said with the slip stays the part's.
  // Only an account named («nequi», «la visa»), not a kind of payment («la tarjeta»).
  const named = (text: string) => findAccounts(text, accounts).filter((mention) => mention.score >= 2);
  const account =
    named(said).length > 0 ? [] : named(replaced).map((mention) => replaced.slice(mention.start, mention.end).trim());
  return [previous.slice(0, at).trimEnd(), said, ...account].join(' ');
}

/**
 * «taxi 20 mil… no, uber», «pagué 90 de la luz… no, el agua»: a fix that shares no word with the
 * part replaces the one thing the part names (with its article), when it names exactly one.
 */
function oneThingRetold(previous: string, said: string): string | undefined {
  const hits = [...findCategoryWords(previous, 'expense'), ...findCategoryWords(previous, 'income')];
  const fresh = [...findCategoryWords(said, 'expense'), ...findCategoryWords(said, 'income')].filter(
    (hit) => !hit.weak,
  );
  if (hits.length !== 1 || fresh.length === 0) return undefined;
  const hit = hits[0]!;
  const before = previous.slice(0, hit.at).replace(/(?:^|\s)(?:el|la|los|las|un|una|unos|unas)\s+$/, ' ');
  return `${before}${said}${previous.slice(hit.at + hit.length)}`.replace(/\s+/g, ' ').trim();
}
