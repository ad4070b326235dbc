import type { AccountRef } from './account-words.ts';
import { DIGITS, byDigits } from './alert-words.ts';

/** Last digits an alert writes, with the user's account they name (when one does). */
export type DigitMention = {
  digits: string;
  at: number;
  starred: boolean;
  account: AccountRef | undefined;
  bare: boolean;
};

/** The last digits an alert names, by position; bare ones only when an account of the user's has them. */
export function digitMentionsOf(folded: string, accounts: AccountRef[]): DigitMention[] {
  return [...folded.matchAll(DIGITS)]
    .map((match) => ({
      digits: match[1]!,
      at: match.index,
      starred: match[0].startsWith('*'),
      account: byDigits(match[1]!, accounts),
      // «Débito en cuenta 4402»: four bare digits after «cuenta» name an account only when it is the user's.
      // «en tu Visa 9915» likewise: a card's network, then its digits.
      bare: /^\d/.test(match[0]) && /\b(?:cuenta|visa|mastercard|master|amex) $/.test(folded.slice(0, match.index)),
    }))
    .filter((mention) => mention.account || !mention.bare);
}

/** Digits of a card or account the user has not set up, which make the alert a question. */
export function unknownCard(folded: string, mentions: DigitMention[]): DigitMention | undefined {
  // «a ANDREA LOPEZ (celular 300***4521)»: a phone's masked digits name a person, not a card.
  return mentions.find(
    (mention) =>
      !mention.account &&
      mention.digits.length === 4 &&
      // Nor the payee's account number (Argentina's CBU or CVU, Mexico's CLABE, Peru's CCI).
      // A phone's first digits before the stars («al DaviPlata 300***4567», «310 *** 4455») mark a person's number too.
      !/\b(?:celular|cel|telefono|movil|cbu|cvu|clabe|cci|iban)\.?:?\s*[\d\s]*$|\b\d{3}$/.test(
        folded.slice(Math.max(0, mention.at - 24), mention.at),
      ) &&
      !(mention.starred && /(?:^|[:(])\s*\d{3} $/.test(folded.slice(Math.max(0, mention.at - 24), mention.at))),
  );
}
