import { type AccountRef, findAccounts } from './account-words.ts';
import { fold } from './text.ts';

/**
 * «Transferencia por $250.000 desde cta *7710 a Nequi 3001230199»: a bank's alert of money sent to
 * a wallet named with a phone number. Wallets (Nequi, Daviplata, Yape, Plin…) take the owner's phone
 * as the account's number, so the phone says whose wallet it is: ending in the digits the user set
 * for that wallet, it is the user's own (a transfer); another phone is someone else's (spending from
 * the account the money left); a wallet of the user's with no digits set could be either, and is
 * asked about. «desde» may come before the wallet or after it («Enviaste … al Nequi 3… desde tu
 * cuenta *7710»).
 */
const TO_WALLET_BY_PHONE =
  /\b(?:transferencia|transferiste|enviaste|has enviado|envio)\b[^\n]*?\s(?:a|al)\s(?:(?:tu|su|la|el)\s)?(?:cuenta\s)?(?<wallet>[a-z]+)\s(?:(?:celular|cel|numero|movil|no)\.?:?\s)?(?<phone>3\d{9}|9\d{8}|[67]\d{8})\b/;

type WalletPhone = { wallet: AccountRef; word: string; phone: string; own: boolean | undefined };

function walletPhone(folded: string, accounts: AccountRef[]): WalletPhone | undefined {
  const match = TO_WALLET_BY_PHONE.exec(folded);
  if (!match) return undefined;
  const { wallet: word, phone } = match.groups as { wallet: string; phone: string };
  const wallet = accounts.find((account) => account.type === 'other' && fold(account.name).split(' ').includes(word));
  if (!wallet) return undefined;
  const own = wallet.digits?.length ? wallet.digits.includes(phone.slice(-4)) : undefined;
  return { wallet, word, phone, own };
}

/**
 * The user's own wallet the money went to, 'unclear' when the wallet has no digits to tell by.
 * Without «desde» (no account named as the source) only a phone ending in the wallet's digits is
 * read; the rest is left to the reading of a wallet's own alert («Enviaste … a Nequi 3…»).
 */
export function sentToWalletByPhone(folded: string, accounts: AccountRef[]): AccountRef | 'unclear' | undefined {
  const found = walletPhone(folded, accounts);
  if (!found) return undefined;
  const desde = /\bdesde\b/.test(folded);
  if (found.own === undefined) return desde ? 'unclear' : undefined;
  return found.own ? found.wallet : undefined;
}

// An account named by a kind of account alone («cuenta de ahorros», «cuenta corriente»): words any
// bank's alert uses, never enough to name the user's account called so when digits say another.
const GENERIC_NAME = /^(?:ahorros?|corriente|nomina|cuenta(?: de)? (?:ahorros?|corriente|nomina))$/;

/**
 * Money sent from an own account to a wallet whose phone is someone else's: spending from the
 * account the digits (or the alert's sender, or a name after «desde») say, paid to that phone;
 * 'unclear' when the source is not said. Never a transfer to the user's wallet of the same name.
 */
export function sentToOthersWallet(
  folded: string,
  accounts: AccountRef[],
  known: { account?: AccountRef }[],
  app: AccountRef | undefined,
): { source: AccountRef; payee: string } | 'unclear' | undefined {
  const found = walletPhone(folded, accounts);
  const desde = folded.search(/\bdesde\b/);
  if (!found || found.own !== false || desde < 0) return undefined;
  const other = (account: AccountRef | undefined) =>
    account && account.id !== found.wallet.id && account.type !== 'cash' ? account : undefined;
  const source =
    known.map((mention) => other(mention.account)).find(Boolean) ??
    other(app) ??
    findAccounts(fold(folded.slice(desde, desde + 60)), accounts)
      .filter((mention) => mention.score >= 2 && !GENERIC_NAME.test(fold(mention.account.name)))
      .map((mention) => other(mention.account))
      .find(Boolean);
  if (!source) return 'unclear';
  return { source, payee: `${found.wallet.name} ${found.phone}` };
}
