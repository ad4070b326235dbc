import { foldAccents } from '@cuentas/shared/text';
import { digitMentions } from './shapes.ts';

/**
 * What an account earned, in the words wallets and banks put first («Tu dinero rindió», «Tu dinero
 * en Mercado Pago generó $ 4.812,55 de rendimientos ayer», «Intereses ganados: 3,47 €»): money in,
 * paid by the bank. The shared reader can take the wallet's name («Mercado Pago») for a payment and
 * book it as spending; these words outrank that. Interest charged (a card's, a loan's), money put
 * in or taken out of an investment, a purchase or a transfer in the same lines keep the reading.
 */
const EARNED =
  /\b(rendimientos?|rindio|rindieron|intereses (?:ganados|generados|a tu favor|abonados|acreditados)|(?:acreditacion|abono) de intereses(?! (?:de|del|a|al|en) (?:tu |su )?(?:credito|prestamo|tarjeta|cuota|deuda))|ganaste|has ganado|ganancias? (?:del? (?:dia|mes|semana|ahorro)))\b/;
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
export function earnedSentence(
  subject: string,
  body: string,
  bank: string | undefined,
  digits?: string,
): string | undefined {
  if (!saysEarned(subject, body)) return undefined;
  const amount = AMOUNT.exec(body)?.[0]?.replace(/[.,]$/, '');
  if (!amount) return undefined;
  const day = DAY.exec(body)?.[0];
  const account = digits ? ` *${digits}` : bank ? ` ${bank}` : '';
  return `Se acreditaron ${amount} de rendimientos en tu cuenta${account}.${day ? ` el ${day}` : ''}`;
}

// A deposit for a term that ends with its capital back and the interest it earned.
const TERM_DEPOSIT =
  /\b(?:plazo fijo|deposito a plazo|depositos a plazo|cdt|certificado de deposito|inversion a plazo|imposicion a plazo)\b/;
const INTEREST_LINE =
  /^(?:intereses?|rendimientos?|ganancia)(?: (?:ganados?|generados?|pagados?|devengados?|netos?))?\s*:?\s*\n?\s*((?:usd|us\$|ars|clp|pen|eur|cop|mxn|s\/\.?|\$|€)\s?\d[\d.,]*\d|\d[\d.,]*\d\s?(?:€|eur\b))/im;

/**
 * A term deposit paid out («Se acreditó tu plazo fijo. Capital $500.000,00 Intereses $16.438,36»): the
 * capital is the person's own money coming back from a deposit Cuentas does not hold, the interest is
 * what it earned. Told as the interest received in the account named; undefined when the mail does
 * not give both a capital and an interest line.
 */
export function depositInterestSentence(subject: string, body: string, bank: string | undefined): string | undefined {
  const folded = foldAccents(`${subject}\n${body}`).toLowerCase();
  if (!TERM_DEPOSIT.test(folded) || !/^capital\b/m.test(folded)) return undefined;
  const amount = INTEREST_LINE.exec(foldAccents(body))?.[1];
  if (!amount) return undefined;
  const digits = digitMentions(body)[0];
  const day = DAY.exec(body)?.[0];
  const account = digits ? ` *${digits}` : bank ? ` ${bank}` : '';
  return `Se acreditaron ${amount} de rendimientos en tu cuenta${account}.${day ? ` el ${day}` : ''}`;
}
