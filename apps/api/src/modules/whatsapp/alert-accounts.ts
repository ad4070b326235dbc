import { type AccountRef, findAccounts } from './account-words.ts';
import { fold } from './text.ts';

/**
 * Which way money went in a pasted alert that names two of the user's own accounts (decision 031).
 * Such an alert is a move between them («Pago de Tarjeta … ****5567 con cargo a tu CuentaRUT
 * ****2288», «Pagaste … de tu resumen Visa ****9915 con débito en Cuenta Corriente ****4402»,
 * «Has añadido 200 € desde la cuenta ****1199» in Revolut's alert, an SPEI «a BANORTE tarjeta
 * ****1047» in BBVA's): never spending or income on one of them. When the way is not clear it is
 * asked. The bank that sends the alert (its name before «:» or on the first line) is one end.
 */

export type DigitMention = { digits: string; at: number; account: AccountRef | undefined };
export type Between = { from: AccountRef; to: AccountRef } | 'unclear' | undefined;

// Where money leaves from: the account named right after these words.
// «de su cuenta 0932 a cuenta 3301»: «de» with the account's word marks where it left, whoever is addressed.
// «desde tu Yape en tu cuenta de ahorros ****6012»: a later «en tu», «a tu» marks where the money
// went, so the account after it is never the source.
const SOURCE =
  /\b(?:desde|con cargo a|con debito (?:en|a)|debitado de|cargado a|de (?:tu|su|la|mi) cuenta)\b(?:(?!\b(?:en|a|al|hacia|para) (?:tu|su|mi|la|el)\b)[^*\d]){0,40}$/;
// Where money arrives: «a cuenta 3301», «a tu cuenta de ahorros ****3301», «hacia la cuenta».
const TARGET = /\b(?:a|al|hacia|para) (?:tu |su |la |mi |otra )?(?:cuenta|tarjeta)\b[^*\d]{0,40}$/;
// Buying at a shop with a card of the bank that sends the alert names two accounts, and is spending.
const PURCHASE = /\b(?:compra|compraste|consumo|consumiste|cobro de|pago en|pagaste en)\b/;
// Money coming into the account of the bank that sends the alert.
const INCOMING =
  /\b(?:ingresaste|has anadido|anadiste|recibiste|has recibido|dinero anadido|recarga recibida|te transfirieron)\b/;

/** The account whose whole name is the alert's sender («BBVA:», «Revolut» on its own line). */
export function senderAccount(text: string, accounts: AccountRef[]): AccountRef | undefined {
  const head = fold(text.split(/\n|:|\s-\s/)[0] ?? '').trim();
  if (!head || head.length > 40) return undefined;
  const compact = (value: string) => fold(value).replace(/\s/g, '');
  return accounts.find(
    (account) =>
      compact(account.name) === head.replace(/\s/g, '') ||
      compact(account.name) === compact(head.replace(/^banco /, '')),
  );
}

/**
 * The two ends when the alert names two distinct own accounts (by their last digits, or the sender),
 * 'unclear' when it does but the way is not clear, undefined when it names one or none.
 */
export function betweenOwnAccounts(
  folded: string,
  text: string,
  digits: DigitMention[],
  accounts: AccountRef[],
): Between {
  const known = digits.filter((mention) => mention.account);
  const ends: { account: AccountRef; at: number }[] = [];
  for (const mention of known)
    if (!ends.some((end) => end.account.id === mention.account!.id))
      ends.push({ account: mention.account!, at: mention.at });
  const purchase = PURCHASE.test(folded);
  const sender = purchase ? undefined : senderAccount(text, accounts);
  // «Bancolombia: … con tu T.Cred *4821» on the «Visa Bancolombia»: the issuer speaking of its own card.
  const issuer = sender && ends.some((end) => fold(end.account.name).includes(fold(sender.name)));
  if (sender && !issuer && !ends.some((end) => end.account.id === sender.id)) ends.push({ account: sender, at: -1 });
  // «desde Banco Galicia», «con cargo a tu CuentaRUT»: an account named by its name where money leaves.
  // Only a whole name: «Galicia» in «desde Banco Galicia» is not also the card «Visa Galicia».
  const taken = new Set<number>();
  for (const mention of findAccounts(fold(folded), accounts)) {
    if (taken.has(mention.start) || mention.score < 3) continue;
    taken.add(mention.start);
    if (SOURCE.test(fold(folded).slice(0, mention.start)) && !ends.some((end) => end.account.id === mention.account.id))
      ends.push({ account: mention.account, at: mention.start });
  }
  if (ends.length < 2) return undefined;
  if (ends.length > 2 || purchase) return 'unclear';
  const [first, second] = ends as [{ account: AccountRef; at: number }, { account: AccountRef; at: number }];
  // A card paid from an account: the money goes to the card.
  const cards = ends.filter((end) => end.account.type === 'credit_card');
  if (cards.length === 1) {
    const card = cards[0]!;
    const other = card === first ? second : first;
    return { from: other.account, to: card.account };
  }
  const source = ends.find((end) => end.at >= 0 && SOURCE.test(folded.slice(Math.max(0, end.at - 60), end.at)));
  if (source) return { from: source.account, to: (source === first ? second : first).account };
  // Both ends written in the alert (not its sender): the one money went «a» is the target.
  const target = ends.every((end) => end.at >= 0)
    ? ends.find((end) => TARGET.test(folded.slice(Math.max(0, end.at - 60), end.at)))
    : undefined;
  if (target) return { from: (target === first ? second : first).account, to: target.account };
  // No «desde»: the sender is where money left, unless its alert says money came in.
  const sent = ends.find((end) => end.at === -1);
  if (sent) {
    const other = (sent === first ? second : first).account;
    return INCOMING.test(folded) ? { from: other, to: sent.account } : { from: sent.account, to: other };
  }
  return 'unclear';
}
