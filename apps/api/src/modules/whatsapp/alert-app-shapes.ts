import type { AccountRef } from './account-words.ts';
import { fold } from './text.ts';

/**
 * The wallet or bank an alert comes from, read from its wording when the pasted text names none.
 * Revolut's notice in Spain is one line, «Pagaste 12,50 € en Glovo»: the amount with the euro (or
 * another currency's) sign after it, then «en» and the shop. Spanish banks word their card alerts
 * otherwise («Compra con tarjeta …», «Pago con tarjeta: -17,35 €»), and the pesos wallets that
 * also say «Pagaste» write the sign before the amount («Pagaste $18.900 en …»), so they are not
 * read as it. A user without such an account is asked which account paid, never given cash.
 */
const REVOLUT_PAID = /^\s*pagaste\s+\d{1,3}(?:\.\d{3})*(?:,\d{1,2})?\s?(?:€|eur|£|gbp|usd)\s+en\s+\S/;

export function accountByShape(folded: string, accounts: AccountRef[]): AccountRef | undefined {
  if (REVOLUT_PAID.test(folded)) return accounts.find((account) => fold(account.name).split(' ').includes('revolut'));
  return undefined;
}

/**
 * A short notice opening with the bank's second-person verb and an amount with its sign
 * («Pagaste 12,50 € en Glovo», «Recibiste $5.000 de …»): an alert however short. People do not
 * write about their own spending as «pagaste».
 */
export const SHORT_ALERT =
  /^\s*(?:pagaste|compraste|recibiste|enviaste|transferiste)\s+(?:(?:\$|€|s\/\.?|cop|mxn|ars|clp|pen|eur)\s?\d|\d[\d.,]*\s?(?:€|eur|£)(?!\w))/;
