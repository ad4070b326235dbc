import { type AccountRef, findAccounts } from './account-words.ts';
import { fold } from './text.ts';

/**
 * «Galicia: Pagaste $ 420.000,00 del resumen de tu tarjeta Visa terminada en 9915», «Pago del saldo
 * de tu Mastercard … desde tu cuenta»: the bank telling that its client paid the card's statement.
 * Money moved from the bank's account to the card, both the user's: never spending on the card.
 * `folded` is the alert without accents, in lower case.
 */
const STATEMENT_PAID =
  /\b(?:pagaste|has pagado|abonaste|pago)\b(?:[^.\n]|\.(?=\d)){0,40}?\b(?:del|el) (?:resumen|saldo|total|pago minimo|minimo|estado de cuenta)\b[^.\n]{0,20}?\bde (?:tu|su) (?:tarjeta|visa|mastercard|master|amex|american express)\b/;

export const paysStatement = (folded: string) => STATEMENT_PAID.test(folded);

type Mention = { account: AccountRef | undefined };

/**
 * The two ends: the card (by its digits, else by its name) and the one account the alert names
 * that takes payments out (the bank sending it: «Galicia: Pagaste …»). Two such accounts, or none,
 * and it is asked.
 */
export function statementEnds(
  folded: string,
  mentions: Mention[],
  accounts: AccountRef[],
): { from: AccountRef; to: AccountRef } | undefined {
  const named = findAccounts(fold(folded), accounts).filter((mention) => mention.score >= 2);
  const card =
    mentions.map((mention) => mention.account).find((account) => account?.type === 'credit_card') ??
    named.find((mention) => mention.account.type === 'credit_card')?.account;
  if (!card) return undefined;
  const sources = new Map(
    [...mentions.map((mention) => mention.account), ...named.map((mention) => mention.account)]
      .filter(
        (account): account is AccountRef => !!account && account.type !== 'cash' && account.type !== 'credit_card',
      )
      .map((account) => [account.id, account]),
  );
  const [from, ...others] = [...sources.values()];
  return from && others.length === 0 ? { from, to: card } : undefined;
}
