import { type AccountRef, findAccounts } from './account-words.ts';
import { fold } from './text.ts';

/**
 * Alerts of money sent to one of the user's own wallets, and of a fee charged for taking cash out
 * (decision 031).
 */

// Money leaving the account that sends the alert.
const SENT = /\b(?:transferencia enviada|transferiste|enviaste|has enviado|has transferido|transferencia (?:de|por))\b/;
// What says the wallet on the other end is the user's: «a tu nombre», «concepto recarga», «cuenta propia».
const OWN_END = /\b(?:a tu nombre|a su nombre|recarga|recargar|cuenta propia|entre (?:mis|tus) cuentas)\b/;
// «Transferiste S/ 300.00 de tu cuenta ****6012 a Yape»: a wallet named alone, with no one's name
// after it, is the user's own wallet there (someone else's is «a Yape de …» or «a NAME por Yape»).
const WALLET_ALONE =
  /\s(?:a|al|hacia) (?:tu |su )?(?:yape|plin|nequi|daviplata|mercado pago|uala|tenpo|mach)\s*(?:[.;,]|$|\s+el \d)/;
// Someone else's name after the wallet («a CVU de MERCADO PAGO de JUAN PEREZ»): never the user's.
const OTHER_HOLDER = /\b(?:de|a nombre de|titular:?)\s+[a-z]+\s+[a-z]+\b/;

/**
 * «Transferencia enviada … a MERCADO PAGO clabe ***4511 concepto recarga», «Transferiste … a CVU de
 * MERCADO PAGO a tu nombre desde cuenta 4402»: the wallet, one of the user's accounts named right
 * after «a», is where the money went. Only when the alert says the wallet is the user's own: money
 * sent to a wallet can be anyone's.
 */
export function sentToOwnWallet(folded: string, accounts: AccountRef[]): AccountRef | undefined {
  const sent = SENT.exec(folded);
  if (!sent || !(OWN_END.test(folded) || WALLET_ALONE.test(folded))) return undefined;
  const rest = folded.slice(sent.index + sent[0].length);
  const towards = rest.match(/\sa\s(?:(?:la |tu |su )?(?:cvu|cbu|clabe|cuenta|billetera)\s(?:de\s)?)?/);
  if (!towards) return undefined;
  const after = rest.slice(towards.index! + towards[0].length, towards.index! + towards[0].length + 40);
  const wallet = findAccounts(fold(after), accounts).find(
    (mention) => mention.start <= 2 && mention.score >= 2 && mention.account.type === 'other',
  )?.account;
  if (!wallet) return undefined;
  const tail = after.slice(fold(wallet.name).length);
  if (OTHER_HOLDER.test(tail) && !/\ba tu nombre\b/.test(tail)) return undefined;
  return wallet;
}

// A charge the bank made for a withdrawal: «se cobró comisión por $900 por giro en cajero».
const FEE_FOR_CASH =
  /\b(?:comision|cargo|cobro|cobramos)\b[^\n]{0,50}?\bpor (?:el |un |una |tu |su )?(?:giro|retiro|retirada|extraccion|uso de(?:l)? cajero|disposicion de efectivo)\b/;

/**
 * The alert is of the fee itself: the fee word comes before the first amount. «Retiro de $200.000 …
 * comisión de $900 por retiro» is the withdrawal, told with its fee after it.
 */
export function feeForCash(folded: string, firstAmountAt: number): boolean {
  const match = FEE_FOR_CASH.exec(folded);
  return Boolean(match && match.index < firstAmountAt);
}
