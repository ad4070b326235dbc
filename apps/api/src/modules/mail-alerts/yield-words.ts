import { foldAccents } from '@cuentas/shared/text';

/**
 * What an account earned, in the words wallets and banks put first («Tu dinero rindió», «Tu dinero
 * en Mercado Pago generó $ 4.812,55 de rendimientos ayer», «Intereses ganados: 3,47 €»): money in,
 * paid by the bank. The shared reader can take the wallet's name («Mercado Pago») for a payment and
 * book it as spending; these words outrank that. Interest charged (a card's, a loan's), money put
 * in or taken out of an investment, a purchase or a transfer in the same lines keep the reading.
 */
const EARNED =
  /\b(rendimientos?|rindio|rindieron|intereses (?:ganados|generados|a tu favor|abonados|acreditados)|ganaste|has ganado|ganancias? (?:del? (?:dia|mes|semana|ahorro)))\b/;
// Money moved in the same lines: a transfer or payment whose footer says the balance earns yield.
const NOT_EARNED =
  /\b(cargo|cargos|cobro|cobramos|cobrado|comision|mora|moratorios?|financiacion|financiamiento|punitorios|adeudo|compraste|compra|pagaste|pago(?! de (?:intereses|rendimientos))|transferencia|transferiste|enviaste|enviado|envio|recibiste|retiraste|retiro|rescate|rescataste|invertiste|inversion realizada|depositaste)\b/;

export function saysEarned(subject: string, body: string): boolean {
  // The wallet's name is no payment.
  const head = foldAccents(`${subject}\n${body.slice(0, 300)}`).replace(/\bmercado ?pago\b/g, ' ');
  return EARNED.test(head) && !NOT_EARNED.test(head);
}

// The first amount with its sign, and the first day, as the alert writes them.
const AMOUNT = /(?:(?:usd|us\$|mxn|ars|clp|pen|eur|cop|s\/\.?|\$|€)\s?\d[\d.,]*|\d[\d.,]*\s?(?:€|eur\b|usd\b))/i;
const DAY = /\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/;

/**
 * A yield mail the shared reader does not take for an alert («Tus ahorros en Mercado Pago generaron
 * $ 31.20 de rendimientos hoy»), told again in the words it reads as yield, in the account of the
 * bank that sent it.
 */
export function earnedSentence(subject: string, body: string, bank: string | undefined): string | undefined {
  if (!saysEarned(subject, body)) return undefined;
  const amount = AMOUNT.exec(body)?.[0]?.replace(/[.,]$/, '');
  if (!amount) return undefined;
  const day = DAY.exec(body)?.[0];
  return `Se acreditaron ${amount} de rendimientos en tu cuenta${bank ? ` ${bank}` : ''}.${day ? ` el ${day}` : ''}`;
}
