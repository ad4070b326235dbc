import { foldAccents } from '@cuentas/shared/text';
import { digitMentions } from './shapes.ts';

/**
 * A mail whose one amount is a fee the bank charged for itself: «Cobro de comisión: se debitaron
 * $450 por comisión de uso de cajero en tu cuenta *1234», «Te hemos cobrado una comisión de
 * mantenimiento de 4,50 € en tu cuenta ...8812», «cargo de S/ 8.00 por comisión de transferencia
 * interbancaria». The fee is spending paid to the bank (Intereses y comisiones), whatever the words
 * of what it was charged for: «comisión de giro en cajero» is no cash taken out, «comisión por
 * transferencia» no money sent. A mail with a second amount (the withdrawal and its fee, a transfer
 * and its fee) is not this: its main movement is read as before.
 */

const FEE = String.raw`(?:comision(?:es)?|cuota de (?:manejo|mantenimiento|administracion)|gastos? de (?:mantenimiento|administracion|gestion))`;
const MONEY_RE = String.raw`(?:(?:cop|usd|mxn|ars|clp|pen|eur|s\/\.?|\$|€)\s?\d[\d.,]*|\d[\d.,]*\s?(?:€|eur\b|usd\b|pesos\b|soles\b))`;

/** Words that say the fee was charged: «cobro de comisión», «cargo de $300 por comisión», «se ha aplicado una comisión». */
const CHARGED = [
  new RegExp(String.raw`\b(?:cobro|cargo|debito|adeudo|descuento) (?:de |por )?(?:la |una |el |un )?${FEE}\b`),
  new RegExp(
    String.raw`\b(?:cobro|cargo|debito|adeudo|descuento|se (?:cobraron|debitaron|descontaron|cargaron)) (?:de |por )?${MONEY_RE} (?:por|en concepto de|de) (?:la |una |el |un )?${FEE}\b`,
  ),
  new RegExp(
    String.raw`\b(?:se (?:ha |te ha )?(?:aplicado|aplico|cobrado|cobro|cargado|cargo|debitado|debito|descontado|desconto)|te (?:hemos |han )?(?:cobrado|cobramos|aplicamos|aplicado|cargamos|cargado|debitamos|descontamos)|(?:aplicamos|cobramos|cargamos|debitamos)) (?:una |la |el |un |tu )?${FEE}\b`,
  ),
];
/** A subject that is the fee itself: «Comisión de mantenimiento», «Cobro de comisión CuentaRUT». */
const SUBJECT = new RegExp(String.raw`^\s*(?:(?:cobro|cargo|aviso de cobro) (?:de |por )?(?:la |una )?)?${FEE}\b`);
// A fee given back or not charged at all.
const NOT_CHARGED = new RegExp(
  String.raw`\b(?:sin|exent[oa] de|libre de|cero|0|devolucion de|reembolso de|reintegro de|bonificacion de|anulacion de|reverso de|reversion de|te devolvimos|abonamos|no (?:te )?(?:cobra\w*|aplica\w*))\b[^.\n]{0,25}${FEE}`,
);
// The main movement of the mail, said before the fee: then the fee is its part, not the movement.
const OTHER_MOVEMENT =
  /\b(?:compra|compraste|consumo|transferiste|transferencia|enviaste|has enviado|pagaste|has pagado|bizum|recibiste|has recibido|abono|deposito|retiraste|retiro de|retirada de)\b/;

const fold = (text: string) => foldAccents(text).toLowerCase().replace(/\s+/g, ' ');

/** The mail's amounts, a balance's left out. */
const amountsOf = (text: string) =>
  [...text.matchAll(new RegExp(MONEY_RE, 'g'))]
    .filter((match) => !/\bsaldo\b[^\d]{0,25}$/.test(text.slice(Math.max(0, match.index - 30), match.index)))
    .map((match) => match[0].replace(/[.,]$/, ''));

/** The mail is a fee charged, its one amount the fee. */
export function feeCharged(subject: string, body: string): boolean {
  const head = fold(subject);
  const text = fold(body);
  const charged = SUBJECT.test(head) || CHARGED.some((pattern) => pattern.test(head) || pattern.test(text));
  if (!charged || NOT_CHARGED.test(text) || NOT_CHARGED.test(head)) return false;
  const before = text.slice(0, Math.max(0, text.search(new RegExp(FEE))));
  if (OTHER_MOVEMENT.test(before) || OTHER_MOVEMENT.test(head.replace(new RegExp(`${FEE}.*$`), ''))) return false;
  return new Set(amountsOf(text).map((amount) => amount.replace(/\D/g, ''))).size === 1;
}

/**
 * The fee told as the sentence the shared reader takes for a charge: «Se realizó un cargo de $300 en
 * tu cuenta *2288 el 23/11/2026.» Undefined without an amount.
 */
export function feeSentence(body: string): string | undefined {
  const [amount] = amountsOf(fold(body).replace(/\bs\/\.?\s?/g, 'S/ '));
  if (!amount) return undefined;
  const digits = digitMentions(body)[0];
  // «el 2026/11/05»: the year first, as some banks write it.
  const yearFirst = /\b(\d{4})\/(\d{1,2})\/(\d{1,2})\b/.exec(body);
  const day =
    /\b\d{1,2}\/\d{1,2}\/\d{4}\b/.exec(body)?.[0] ??
    (yearFirst ? `${yearFirst[3]}/${yearFirst[2]}/${yearFirst[1]}` : undefined);
  return `Se realizó un cargo de ${amount} por comisión${digits ? ` en tu cuenta *${digits}` : ''}${day ? ` el ${day}` : ''}.`;
}
