import { type AccountRef, findAccounts } from './account-words.ts';
import { findAmounts } from './amounts.ts';
import { findDate } from './dates.ts';
import { fold } from './text.ts';

// «tianguis: 180 de fruta y verdura, 120 de pollo»: the «y» inside what one amount bought splits
// the list at the wrong place. A piece that is only a noun or two, with no amount, article, account
// or day of its own, said with «y» right after a part priced as «180 de fruta», is more of what that
// amount bought, not a movement whose amount is missing.

const BARE_NOUNS = /^[a-zñ]+(?: [a-zñ]+)?$/;
const NOT_A_NOUN =
  /^(?:el|la|los|las|lo|un|una|unos|unas|mi|mis|su|sus|tu|tus|y|e|o|con|en|de|del|por|para|todo|todos|todas|ambos|ambas|ayer|hoy|luego|despues|tambien)\b/;
// The amount before what it bought: «180 de fruta», «12 mil de pan».
const PRICED_BEFORE = /\d[\d.,]*\s*(?:mil|lucas?|k|pesos|soles|euros?|€)?\s+de\s+[a-zñ]+$/;

/** The pieces with a bare noun joined back to the part it was bought in, where the text joined them with «y». */
export function joinNounPairs(pieces: string[], accounts: AccountRef[], text: string): string[] {
  const whole = fold(text).replace(/\s+/g, ' ');
  const out: string[] = [];
  for (const piece of pieces) {
    const folded = fold(piece).trim();
    const previous = out.at(-1);
    const joinable =
      previous !== undefined &&
      BARE_NOUNS.test(folded) &&
      !NOT_A_NOUN.test(folded) &&
      findAmounts(folded).length === 0 &&
      findAccounts(folded, accounts).length === 0 &&
      !findDate(folded, '2000-01-01') &&
      PRICED_BEFORE.test(fold(previous).trim()) &&
      new RegExp(`${escape(fold(previous).trim())} (?:y|e) ${escape(folded)}\\b`).test(whole);
    if (joinable) out[out.length - 1] = `${previous} y ${piece.trim()}`;
    else out.push(piece);
  }
  return out;
}

const escape = (said: string) => said.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
