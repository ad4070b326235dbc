import { foldAccents } from '@cuentas/shared/text';
import type { UserContext } from '../whatsapp/service.ts';
import { digitMentions } from './shapes.ts';

/**
 * «Pagaste el servicio TELMEX por $589.00 desde tu cuenta BBVA con tarjeta *8834»: the account the
 * money left («desde») and the card it was paid with are one and the same account of the user (a
 * debit card of that account). The shared reader takes «desde» for money between two own accounts
 * and asks which the other one is; there is no other one. When every account, card and digits the
 * mail names are that one account, the mail is told again with «con» for «desde», read as paid
 * with it. Any other end (a card or account without digits, another account, digits no account
 * has) keeps the question.
 */

type Account = UserContext['accounts'][number];

const words = (text: string) =>
  ` ${foldAccents(text)
    .toLowerCase()
    .replace(/[^\p{L}\d*]+/gu, ' ')
    .trim()} `;

/** The one account the text names, if it names one only and nothing else. */
function onlyAccount(text: string, context: UserContext): Account | undefined {
  const digits = digitMentions(text);
  const byDigits = [
    ...new Set(digits.map((value) => context.accounts.find((account) => account.digits?.includes(value)))),
  ];
  if (byDigits.length !== 1 || !byDigits[0] || byDigits[0].type === 'cash') return undefined;
  const account = byDigits[0];
  const folded = words(text);
  // Any other of the user's accounts named by its name is a second end.
  const others = context.accounts.filter(
    (other) => other.id !== account.id && other.type !== 'cash' && words(other.name).trim().length >= 3,
  );
  if (others.some((other) => folded.includes(words(other.name)) && !words(account.name).includes(words(other.name))))
    return undefined;
  // Every «cuenta» and «tarjeta» is followed by this account's digits or name.
  const own = [...(account.digits ?? []), words(account.name).trim()].map((value) =>
    value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
  );
  const named = new RegExp(
    String.raw`^(?:(?:tu|su|de|debito|credito|ahorros?|corriente|cheques|visa|mastercard|n|no|nro|numero|terminacion|terminada|en)\s+)*\**\s*(?:${own.join('|')})\b`,
  );
  for (const match of folded.matchAll(/\b(?:cuenta|tarjeta)\b/g)) {
    if (!named.test(folded.slice(match.index + match[0].length).trimStart())) return undefined;
  }
  return account;
}

/** The mail told again with the paying account as «con», or undefined when it names more than one end. */
export function oneAccountSentence(text: string, context: UserContext): { text: string; account: Account } | undefined {
  if (!/\bdesde\b/i.test(text)) return undefined;
  const account = onlyAccount(text, context);
  return account ? { text: text.replace(/\bdesde\b/gi, 'con'), account } : undefined;
}
