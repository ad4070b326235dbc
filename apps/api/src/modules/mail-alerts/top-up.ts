import { foldAccents } from '@cuentas/shared/text';
import type { Fields } from './labels.ts';
import { digitsOf, moneyOf } from './shapes.ts';

/*
 * «Dinero añadido / Importe 150,00 € / Desde CaixaBank ****5580» sent by Revolut: money the user put
 * into the account of the bank that writes, from the account the «Desde» row names. Told as the
 * sentence the shared reader knows («Has añadido … a tu cuenta desde …»), it is the transfer between
 * the two, never a purchase paid with the source's card.
 */

const ADDED =
  /\b(?:dinero (?:anadido|agregado|ingresado|cargado)|has anadido|anadiste|has agregado|agregaste|ingresaste dinero|recarga (?:recibida|de saldo recibida))\b/;

/** The top-up told as a sentence, or undefined when the mail is not one with its source named. */
export function topUpSentence(fields: Fields, subject: string, body: string): string | undefined {
  const head = foldAccents(`${fields.operation ?? ''} ${subject} ${body.slice(0, 300)}`).toLowerCase();
  if (!ADDED.test(head)) return undefined;
  const amount = fields.amount ? moneyOf(fields.amount) : undefined;
  const source = fields.card?.trim();
  if (!amount || !source || !digitsOf(source)) return undefined;
  const date = fields.date ? ` el ${fields.date}` : '';
  return `Has añadido ${amount} a tu cuenta desde ${source}.${date}`;
}
