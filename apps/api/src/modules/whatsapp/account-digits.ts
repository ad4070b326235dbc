import type { AccountRef } from './account-words.ts';
import { fold } from './text.ts';

/**
 * An account's last digits said in passing: «a la cuenta de ahorros (la 3301)», «a los ahorros, la
 * cuenta 3301», «con la terminada en 4821». They name the account, never a second amount: read as
 * one, the message asked which amount it was, or saved a spending of 3.301 beside the real one.
 * The digits are replaced by the account's name, so a message that names the account only by them
 * still reaches it. Digits marked as money («$3301», «3301 pesos») or with nothing before them that
 * points at an account («pagué 3301») are left as they are.
 */
const POINTER = String.raw`(?:\b(?:cuenta|tarjeta|terminad[ao]|termina|acabad[ao]|acaba|finalizad[ao]|final|nro|numero|n[°º])\b(?:\s+en)?|\*+|\bx{2,}|\b(?:la|el))`;
const SAID = new RegExp(
  String.raw`(?<open>\(\s*)?(?<article>\b(?:la|el|mi)\s+)?(?<pointer>${POINTER})\s*(?:[#:.]\s*)?(?<![\d.,$€])(?<digits>\d{4})\b(?![.,]?\d)(?<close>\s*\))?`,
  'giu',
);
const MONEY_AFTER = /^\s*(?:mil|k|lucas?|pesos?|soles|euros?|€|d[oó]lares|usd|palos?|mill[oó]n(?:es)?)\b/iu;

/** The message with each account's last digits, said as a pointer to it, replaced by its name. */
function digitsNamed(text: string, accounts: AccountRef[]): string {
  return text.replace(SAID, (whole: string, ...args: unknown[]) => {
    const at = args.at(-3) as number;
    const { open, article, pointer, digits, close } = args.at(-1) as Record<string, string | undefined>;
    const account = accounts.find((candidate) => candidate.digits?.includes(digits!));
    if (!account || MONEY_AFTER.test(text.slice(at + whole.length))) return whole;
    // «a los ahorros, la cuenta 3301»: named just before, the pointer only says it again.
    if (fold(text.slice(Math.max(0, at - 40), at)).includes(fold(account.name))) return ' ';
    // «con la terminada en 4821» → «con la Visa»: the account's name where the pointer was.
    const lead = article ?? (/^(?:la|el)$/i.test(pointer!) ? `${pointer} ` : '');
    return `${open ?? ''}${lead}${account.name}${close ?? ''}`;
  });
}

// «pagué el estado de cuenta de Ripley con la CuentaRUT»: a card's statement paid is the card paid.
const STATEMENT =
  /\b(?:el|mi)\s+(?:estado de cuenta|resumen|extracto)\s+(?:de|del)\s+(?:la\s+|mi\s+|el\s+)?(?=(?<name>[\p{L}\d]+(?:\s+[\p{L}\d]+)?))/giu;

function statementAsCard(text: string, accounts: AccountRef[]): string {
  return text.replace(STATEMENT, (whole: string, ...args: unknown[]) => {
    const { name } = args.at(-1) as { name: string };
    const card = accounts.find(
      (account) =>
        account.type === 'credit_card' &&
        fold(account.name)
          .split(/\s+/)
          .some((word) => word.length >= 3 && fold(name).split(/\s+/).includes(word)),
    );
    return card ? 'la tarjeta ' : whole;
  });
}

/** An account said in passing, by its digits or by its card's statement, said by its name. */
export const accountsSaidPlainly = (text: string, accounts: AccountRef[]) =>
  statementAsCard(digitsNamed(text, accounts), accounts);
