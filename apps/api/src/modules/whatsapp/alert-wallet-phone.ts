import type { AccountRef } from './account-words.ts';
import { fold } from './text.ts';

/**
 * «Transferencia por $250.000 desde cta *7710 a Nequi 3001230199»: a bank's alert of money sent to
 * a wallet named with a phone number. Wallets (Nequi, Daviplata, Yape, Plin…) take the owner's phone
 * as the account's number, so the phone says whose wallet it is: ending in the digits the user set
 * for that wallet, it is the user's own (a transfer); another phone is someone else's (spending,
 * read as before); a wallet of the user's with no digits set could be either, and is asked about.
 */
const TO_WALLET_BY_PHONE =
  /\b(?:transferencia|transferiste|enviaste|has enviado|envio)\b[^\n]*?\bdesde\b[^\n]*?\s(?:a|al)\s(?:(?:tu|su|la|el)\s)?(?:cuenta\s)?(?<wallet>[a-z]+)\s(?:(?:celular|cel|numero|movil|no)\.?:?\s)?(?<phone>3\d{9}|9\d{8}|[67]\d{8})\b/;

export function sentToWalletByPhone(folded: string, accounts: AccountRef[]): AccountRef | 'unclear' | undefined {
  const match = TO_WALLET_BY_PHONE.exec(folded);
  if (!match) return undefined;
  const { wallet: word, phone } = match.groups!;
  const wallet = accounts.find((account) => account.type === 'other' && fold(account.name).split(' ').includes(word!));
  if (!wallet) return undefined;
  if (!wallet.digits?.length) return 'unclear';
  return wallet.digits.includes(phone!.slice(-4)) ? wallet : undefined;
}
