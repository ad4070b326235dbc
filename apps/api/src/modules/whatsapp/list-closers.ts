import { type AccountRef, findAccounts } from './account-words.ts';
import { findAmounts } from './amounts.ts';
import { findCategoryWords } from './category-words.ts';
import { onlySaysForAll } from './list-said-of-all.ts';
import { fold } from './text.ts';

/**
 * «he cobrado 600 € en el ING y he pagado la cuota de autónomos, 294 €, desde el mismo.»: a closing
 * piece that only says «from the same one» points at the account of the part before the one it
 * closes. Read as said of every part, it was lost, and the payment was saved to the default
 * account. It is joined to the part it closes, which then takes the account of the part before.
 */
const SAME_ONLY =
  /^(?:y\s+)?(?:(?:desde|de|con|por|en)\s+(?:el|la|esa|ese)\s+mism[oa]|del mismo|de ahi mismo|desde ahi mismo)(?:\s+(?:cuenta|banco|tarjeta))?[\s.!]*$/;

export function sameAccountJoined(pieces: string[], accounts: AccountRef[]): string[] {
  const out: string[] = [];
  for (const piece of pieces) {
    const folded = fold(piece).trim();
    if (out.length > 1 && SAME_ONLY.test(folded)) out[out.length - 1] = `${out.at(-1)!} ${piece}`;
    // «pagué la tenencia, 5 mil de BBVA, más 680 del refrendo»: what is added with «más» and names no
    // account of its own was paid the same way as the part it is added to.
    else if (
      ADDED.test(folded) &&
      findAccounts(folded, accounts).length === 0 &&
      out.length > 0 &&
      findAccounts(fold(out.at(-1)!), accounts).some((mention) => mention.score >= 2)
    )
      out.push(`${piece} del mismo`);
    else out.push(piece);
  }
  return out;
}

const ADDED = /^(?:y\s+)?(?:mas|ademas|aparte)\s+(?:\$\s*)?\d/;

// «farmacia 236 y doctor simi 60, efectivo las 2»: the account first, then the count it is said of.
const ACCOUNT_THEN_COUNT =
  /^(?<account>.+?)\s+(?<count>(?:los|las)\s+(?:2|3|4|dos|tres|cuatro)|ambos|ambas|todo|todos)[\s.!]*$/;

/** A closing «efectivo las 2» said the usual way round («las 2 en efectivo»), so it is read as said of all. */
export function countAfterAccount(pieces: string[], accounts: AccountRef[]): string[] {
  return pieces.map((piece) => {
    const said = ACCOUNT_THEN_COUNT.exec(fold(piece).trim());
    if (!said) return piece;
    const account = said.groups!.account!;
    if (findAccounts(account, accounts).length === 0 || !onlySaysForAll(account, accounts)) return piece;
    return `${said.groups!.count!} ${/^(?:con|en|de|desde|por)\s/.test(account) ? account : `con ${account}`}`;
  });
}

/**
 * «luz 31.200, agua 14.800 y el cable e internet 42.000»: a service without an amount joined with «y»
 * or «e» to the next part, another service billed with it (cable, internet, phone), was paid with it:
 * one bill for both. Read apart, it was a part whose amount was missing and the list was asked about.
 * Other things named without an amount («el pan y la verdulería 3.000») may have had their own, and
 * are still asked about.
 */
const BUNDLED = new Set(['Internet', 'Teléfono móvil']);
const bundled = (folded: string) => {
  const hits = findCategoryWords(folded, 'expense');
  return hits.length > 0 && hits.every((hit) => BUNDLED.has(hit.category));
};

export function sharedAmountJoined(pieces: string[], text: string): string[] {
  const said = fold(text).replace(/\s+/g, ' ');
  const out: string[] = [];
  for (let index = 0; index < pieces.length; index++) {
    const piece = pieces[index]!;
    const next = pieces[index + 1];
    const folded = fold(piece).trim();
    const joined =
      index > 0 &&
      next !== undefined &&
      findAmounts(folded).length === 0 &&
      findAmounts(fold(next)).length === 1 &&
      bundled(folded) &&
      bundled(fold(next)) &&
      [' y ', ' e '].some((and) => said.includes(`${folded}${and}${fold(next).trim()}`));
    if (!joined) {
      out.push(piece);
      continue;
    }
    out.push(`${piece} y ${next}`);
    index += 1;
  }
  return out;
}

// «gasté 23 mil con el galicia después pedí un rappi de 15 lucas»: a «then» between two amounts.
const THEN = /\s+(?:y\s+)?(?:despu[eé]s|luego|m[aá]s tarde)\s+(?=\p{L})/giu;

/** A piece told as two scenes, each with its amount, split at the «then» between them. */
export function splitAtThen(piece: string): string[] {
  const out: string[] = [];
  let from = 0;
  for (const then of piece.matchAll(THEN)) {
    const before = piece.slice(from, then.index);
    const after = piece.slice(then.index + then[0].length);
    if (findAmounts(fold(before)).length === 0 || findAmounts(fold(after)).length === 0) continue;
    out.push(before);
    from = then.index + then[0].length;
  }
  return [...out, piece.slice(from)].filter((part) => part.trim() !== '');
}
