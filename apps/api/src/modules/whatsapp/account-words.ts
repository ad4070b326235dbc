import type { AccountType } from '@cuentas/shared/schemas/accounts';
import { findCategoryWords } from './category-words.ts';
import { fold, hasPhrase, stem, words } from './text.ts';

/** `digits`: the last four digits of the account and its cards the user set, which bank alerts quote. */
export type AccountRef = { id: string; name: string; type: AccountType; currency: string; digits?: string[] };
export type AccountMention = { account: AccountRef; start: number; end: number; score: number };

const TYPE_WORDS: [RegExp, AccountType][] = [
  [
    // Mexico's «en efe» is cash, said short.
    /\b(?:en |con |de |del |desde |a |al )?(?:el |la |mi )?(?:efectivo|cash|billetera|cartera|en mano|plata en mano|sencillo|(?<=\ben )efe)\b/,
    'cash',
  ],
  [
    // Not a transport or gift card («recargué la tarjeta de transporte», «tarjeta sube», «tarjeta regalo»).
    /\b(?:con |en |de |desde |a )?(?:la |mi )?(?:tarjeta de credito|tarjeta credito|tdc|tc|credito|la tarjeta|tarjeta|visa|mastercard|master|amex|american express)\b(?!\s+(?:de(?:l)?\s+)?(?:transporte|tullave|sube|bip|civica|metro|subte|bus|regalo|sim|recarga|transmilenio|movilidad|metrobus|metrocable|metropolitano|tren|micro|colectivo)\b)/,
    'credit_card',
  ],
  [/\b(?:con |en |de |desde )?(?:la |mi )?(?:tarjeta de debito|tarjeta debito|debito|cuenta corriente)\b/, 'checking'],
  // «pasé 100 al colchón» is the savings pocket; «compré un colchón», a mattress.
  [
    /\b(?:a |en |de |desde |al )?(?:la |mi |el )?(?:cuenta de ahorros|ahorros|ahorro|bolsillo)\b|\b(?:a|en|de|del|desde|al|pal|para) (?:la |mi |el )?colchon\b/,
    'savings',
  ],
];

// Words of an account's name that say nothing about which account it is.
const GENERIC = new Set([
  'cuenta',
  'de',
  'del',
  'la',
  'el',
  'mi',
  'mis',
  'tarjeta',
  'ahorros',
  'ahorro',
  'corriente',
  'credito',
  'debito',
  'banco',
  'bank',
  'pago',
  'principal',
  'personal',
  'nomina',
  'sueldo',
  'efectivo',
  'y',
  'en',
  'con',
  'oro',
  'black',
  'clasica',
  'platinum',
  'gold',
]);

/** The distinctive words of an account's name: "Visa Oro" → visa; "Mercado Pago" → none (both are common words). */
function distinctive(name: string): string[] {
  return words(fold(name)).filter(
    // Two letters are enough for a bank's name ("Nu"), never for a function word.
    (word) =>
      word.length >= 2 &&
      !GENERIC.has(word) &&
      !/^(a|al|lo|le|se|su|tu|un|ya|ni|no|si|yo|me)$/.test(word) &&
      findCategoryWords(word, 'expense').length === 0 &&
      findCategoryWords(word, 'income').length === 0,
  );
}

/**
 * The user's accounts the folded message names, best first: the whole name ("mercado pago"),
 * a distinctive word of it ("bancolombia", "visa"), or only its type ("en efectivo", "con la tarjeta").
 */
export function findAccounts(said: string, accounts: AccountRef[]): AccountMention[] {
  // «el alias era plomero.juan.mp», «pagos@mercadopago.com»: a handle or an address names someone, not
  // the user's account; blanked, same length, so the spans still point into the message.
  const folded = said.replace(
    /[a-z0-9_-]*[a-z][a-z0-9_-]*(?:[.@][a-z0-9_-]+)+|[a-z0-9_-]+(?:[.@][a-z0-9_-]+)*@[a-z0-9_.-]+/g,
    (handle) => (/^\d[\d.,]*$/.test(handle) ? handle : ' '.repeat(handle.length)),
  );
  const mentions: AccountMention[] = [];
  for (const account of accounts) {
    const name = fold(account.name);
    let best: AccountMention | undefined;
    // «CuentaRUT» is written «cuenta rut»; «Mercado Pago» «mp».
    const spaced = fold(account.name.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2'));
    // A name of two words is written as one too: «mercadopago», «cuentarut».
    const joined = name.includes(' ') ? [name.replace(/ /g, '')] : [];
    const aliases = [name, spaced, ...joined, ...(name === 'mercado pago' ? ['mp'] : []), ...(NICKNAMES[name] ?? [])];
    for (const alias of aliases) {
      if (best || alias.length < 2 || (alias.length < 3 && alias !== 'mp') || !hasPhrase(folded, alias)) continue;
      const at = folded.search(new RegExp(`(?<![a-z0-9ñ])${alias}(?![a-z0-9ñ])`));
      best = { account, start: at, end: at + alias.length, score: 3 };
    }
    // «la visa de galicia», «la tarjeta del santander»: a name of two words or more said with «de»,
    // «del» or an article between them is still the whole name (not the bank «Galicia» alone).
    if (!best && name.includes(' ')) {
      const spread = new RegExp(
        `(?<![a-z0-9ñ])${name
          .split(' ')
          .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('(?:\\s+(?:de|del|la|el|mi))*\\s+')}(?![a-z0-9ñ])`,
      ).exec(folded);
      if (spread) best = { account, start: spread.index, end: spread.index + spread[0].length, score: 3 };
    }
    // A payment app's verb names its account: «yapeé», «me yapearon», «plineé», «le nequeé».
    const app = APP_VERBS.find(([word]) => name === word);
    if (!best && app) {
      const match = folded.match(app[1]);
      if (match) best = { account, start: match.index!, end: match.index! + match[0].length, score: 2 };
    }
    // «CuentaRUT» is «la rut»: the distinctive words of the name as spoken, capitals splitting words.
    // «BancoEstado Ahorro» is «bancoestado» too: its words as written, capitals joined.
    const spoken = distinctive(account.name.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2'));
    for (const word of [...spoken, ...distinctive(account.name).filter((word) => !spoken.includes(word))]) {
      if (best) break;
      if (hasPhrase(folded, word)) {
        const at = folded.indexOf(word);
        best = { account, start: at, end: at + word.length, score: 2 };
      }
    }
    // «con la falabella», «con mi ripley»: a store's card is named by the store, a word that alone is
    // the shop; paid «con» it, never bought «en» it, it is the card.
    for (const word of words(name)) {
      if (best || word.length < 4 || GENERIC.has(word)) continue;
      const paid = new RegExp(`\\bcon (?:la|mi|su) (?:tarjeta (?:de )?)?${word}\\b`).exec(folded);
      if (paid) best = { account, start: paid.index, end: paid.index + paid[0].length, score: 2 };
    }
    // «la app de bancoestado», «BancoEstado: … tu CuentaRUT»: the bank of an account that is its one
    // product, unless another account of the user's bears the bank's name.
    for (const bank of BANK_OF[name.replace(/ /g, '')] ?? []) {
      if (best || accounts.some((other) => other !== account && fold(other.name).replace(/ /g, '').includes(bank)))
        break;
      const at = folded.replace(/\bbanco estado\b/g, 'bancoestado ').search(new RegExp(`\\b${bank}\\b`));
      if (at >= 0) best = { account, start: at, end: at + bank.length, score: 2 };
    }
    // «al ahorro» names the account «Ahorros»: its one word, singular or plural, before its type.
    if (!best && /^[a-zñ]{5,}$/.test(name)) {
      const found = [...folded.matchAll(/[a-zñ]+/g)].find((word) => stem(word[0]) === stem(name));
      if (found) best = { account, start: found.index, end: found.index + found[0].length, score: 2 };
    }
    if (!best) {
      for (const [pattern, type] of TYPE_WORDS) {
        if (type !== account.type) continue;
        const match = folded.match(pattern);
        if (match) best = { account, start: match.index!, end: match.index! + match[0].length, score: 1 };
      }
    }
    if (best) mentions.push(best);
  }
  const bizum = mentions.some((mention) => mention.score >= 2) ? undefined : bizumAccount(folded, accounts);
  if (bizum) mentions.push(bizum);
  // «la cuenta de ahorros bancolombia», «ahorros del bcp»: an account named by a type word
  // («Ahorros», «Efectivo») said right before another account's name is that account's type.
  const typed = mentions.filter(
    (mention) =>
      TYPE_WORDS.some(([pattern]) => pattern.test(fold(mention.account.name))) &&
      mentions.some(
        (other) =>
          other.account.id !== mention.account.id &&
          other.score >= 2 &&
          other.start >= mention.end &&
          /^\s*(?:de |del )?(?:la |el )?$/.test(folded.slice(mention.end, other.start)),
      ),
  );
  return mentions.filter((mention) => !typed.includes(mention)).sort((a, b) => b.score - a.score || a.start - b.start);
}

// What people call an account instead of its name: Nu's purple card is «la moradita».
const NICKNAMES: Record<string, string[]> = {
  'tarjeta nu': ['la moradita', 'la morada'],
  nu: ['la moradita', 'la morada'],
};

// Accounts that only one bank gives: Chile's CuentaRUT is BancoEstado's.
const BANK_OF: Record<string, string[]> = { cuentarut: ['bancoestado'] };

/**
 * The folded text with the name of a bank that stands for one of the user's accounts (its one
 * product) blanked, same length: that bank is known, not one the user has no account for.
 */
export function withOwnBanksBlanked(folded: string, accounts: AccountRef[]): string {
  let out = folded;
  for (const account of accounts) {
    for (const bank of BANK_OF[fold(account.name).replace(/ /g, '')] ?? []) {
      if (accounts.some((other) => other !== account && fold(other.name).replace(/ /g, '').includes(bank))) continue;
      out = out
        .replace(/\bbanco estado\b/g, 'bancoestado ')
        .replace(new RegExp(`\\b${bank}\\b`, 'g'), (word) => ' '.repeat(word.length));
    }
  }
  return out;
}

const APP_VERBS: [string, RegExp][] = [
  ['yape', /\b(?:yape\w*|yapie\w*)\b/],
  ['plin', /\b(?:plin\w*)\b/],
  ['nequi', /\b(?:nequi\w*|neque\w*)\b/],
  ['daviplata', /\bdaviplata\w*\b/],
];

/** The accounts Bizum can be tied to: a bank's current or savings account, never cash or a card. */
export const bizumBanks = (accounts: AccountRef[]) =>
  accounts.filter((candidate) => candidate.type === 'checking' || candidate.type === 'savings');

/**
 * Bizum moves money from the bank account it is tied to: when they name none, the user's only bank
 * account. With several, which one is a guess, so none is taken here (choose-accounts.ts asks).
 */
export function bizumAccount(folded: string, accounts: AccountRef[]): AccountMention | undefined {
  const match = folded.match(/\bbizum\w*\b/);
  const banks = bizumBanks(accounts);
  const account = match && banks.length === 1 ? banks[0] : undefined;
  return account && match ? { account, start: match.index!, end: match.index! + match[0].length, score: 2 } : undefined;
}

/** The span of a type word ("con la tarjeta"), to take out of the text even when no account matched it. */
export function typeWordSpans(folded: string): [number, number][] {
  return TYPE_WORDS.flatMap(([pattern]) => {
    const match = folded.match(pattern);
    return match ? [[match.index!, match.index! + match[0].length] as [number, number]] : [];
  });
}
