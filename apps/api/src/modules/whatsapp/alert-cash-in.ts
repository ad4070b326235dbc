import type { AccountRef } from './account-words.ts';

/**
 * Cash the person puts into one of their accounts (decision 031): «Depósito en efectivo de $100.000
 * en CuentaRUT 2288 vía CajaVecina», «Ingreso en efectivo 200,00 EUR en tu cuenta ··2231»,
 * «Depositaste $1,500.00 en efectivo en OXXO a tu cuenta *5120», «Consignación en efectivo por
 * $300.000 en corresponsal». The money was already theirs, so it moves from the cash they hold into
 * the account: neither income nor spending. A deposit someone else made is money in, not this.
 */
const CASH_IN =
  /\b(?:deposito|ingreso|abono|consignacion|consignaste|depositaste|ingresaste|abonaste) (?:en|de) efectivo\b|\b(?:depositaste|ingresaste|consignaste)\b(?:[^.\n]|\.\d){0,40}\ben efectivo\b/;
const SOMEONE_ELSE =
  /\b(?:realizad[oa] por|efectuad[oa] por|depositante|por parte de|te deposito|te depositaron|te consigno|te consignaron|te ingreso|te ingresaron|te envio|recibiste de)\b/;

/** The user's cash account when the alert tells of their own cash put into an account, else undefined. */
export function cashPutIn(folded: string, accounts: AccountRef[]): AccountRef | undefined {
  if (!CASH_IN.test(folded) || SOMEONE_ELSE.test(folded)) return undefined;
  const cash = accounts.filter((account) => account.type === 'cash');
  return cash.length === 1 ? cash[0] : undefined;
}
