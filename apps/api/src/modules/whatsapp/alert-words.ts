import { foldAccents } from '@cuentas/shared/text';
import type { AccountRef } from './account-words.ts';
import { splitNumber } from './amounts.ts';
import { fromEnglish } from './alert-english.ts';
import { accountByShape, SHORT_ALERT } from './alert-app-shapes.ts';
import { CATEGORY_WORDS } from './category-words.ts';
import { fold } from './text.ts';
import { saysNotDone } from './alert-not-done.ts';

/**
 * The words, figures and accounts of a pasted bank alert (alerts.ts reads the movement from them):
 * the headings and second-person verbs banks write, the masked card digits, the amounts with their
 * currency signs, and the payment app an alert comes from.
 */

// Second-person verbs and headings banks use, which people do not write about themselves.
// «Tus rendimientos de hoy en Mercado Pago: $ …»: a wallet's daily yield notice.
export const ALERT_WORDS =
  /\b(rendimientos del (?:dia|mes)|tus rendimientos de (?:hoy|ayer|esta semana|este mes)|transferencia enviada|con cargo a (?:su|tu)|realizad[ao] con exito|compraste|realizaste|pagaste|transferiste|(?:ud\.? |usted )transfirio|recibiste|has recibido|(?:ud\.? |usted )?ha recibido|has enviado|enviaste|te envio|te ha plineado|te ha yapeado|te yapeo|yapeaste|aviso de cargo|tienes un cargo|compra aprobada|(?:pago|compra|consumo|cargo|transaccion|operacion|transferencia|retiro) (?:rechazad[ao]|declinad[ao]|denegad[ao]|fallid[ao]|no aprobad[ao]|no autorizad[ao])|intento de compra|compra por|compra de|compra con tarjeta|pago con tarjeta|consumo de|consumo con|consumo por|le informa|constancia de|comprobante de|reintegro de|abono a tu cuenta|retiro de efectivo|retiro por|retiro de|retiro \.|giro por|compra \.|usted realizo|ha sido recibida|transferencia recibida|monto transferido|monto enviado|ingresaste|recibimos tu pago|plin recibido|te transfirieron|te ha transferido|te han transferido|aviso de transferencia|nomina recibida|has recargado|recargaste|extraccion de|giro en cajero|transferencia spei|pago por|te plineo|le pasaron|deposito de nomina|abono de remuneraciones|bizum recibido|bizum enviado|bizum realizado|has hecho un bizum|pago de servicio|has pagado|has enviado un bizum|dinero anadido|has anadido|pago de tarjeta|cargo de|numero de operacion|operacion con tarjeta|retirada de efectivo|extraccion en|abono por transferencia|has retirado|acreditacion de|deposito de|ingreso de nomina|abono de|te yapearon|te plinearon|te nequearon|te transfirio|se realizo un cargo|extorno de|(?:te )?devolvimos|recepcion transferencia|recepcion de transferencia|te han hecho una transferencia|te hicieron una transferencia|hemos abonado|te abonamos|te acreditamos|te depositamos|te hemos (?:acreditado|depositado)|abono nomina|pago recibido|recibido en tu|gracias por tu pago|hemos recibido (?:tu|su|el) pago|tu dinero rindio|tus ahorros rindieron|intereses ganados|te llego plata|te llego dinero|se acredito|sacaste|retiraste|cargaste|se realizo el debito|se realizo el cargo|debito automatico|pasaste|has ganado|se acreditaron|se abonaron|se ha abonado|deposito en efectivo|ingreso en efectivo|depositaste)\b/;
// "*4821", "****2288", "...5580", "terminación 8834", "terminada en 4402", "final 3390", "T.Cred *4821",
// Chile's «su CuentaRUT 2288», «en tu Visa 9915».
export const DIGITS =
  /(?:\*+|\.{3}|·|terminacion|terminad[ao] en|final(?:izada en)?|(?<=\b(?:tarjeta|cuenta|cuentarut|cuenta rut|visa|mastercard|master|amex|cuenta tc) )(?=\d{4}\b)|(?<=\btarjeta de (?:debito|credito) )(?=\d{4}\b))\s*\**\s*(\d{4,12})\b/g;
// "COP87.350,00", "$ 58.430,75", "S/ 64.90", "US$ 10.00", "30,00€", "46,20 EUR", "-17,35 €", "4,80 £".
export const MONEY =
  /(?<prefix>cop|usd|us\$|mxn|ars|clp|pen|eur|s\/\.?|\$|€|£)\s?(?<a>-?\d{1,3}(?:[.,]\d{3})+(?:[.,]\d{1,2})?|-?\d+(?:[.,]\d{1,2})?)(?!\d)|(?<b>-?\d{1,3}(?:[.,]\d{3})+(?:[.,]\d{1,2})?|-?\d+(?:[.,]\d{1,2})?)\s?(?<suffix>€|eur\b|mxn\b|usd\b|£|soles\b)/g;
export const CURRENCY: Record<string, string> = {
  cop: 'COP',
  usd: 'USD',
  us$: 'USD',
  mxn: 'MXN',
  ars: 'ARS',
  clp: 'CLP',
  pen: 'PEN',
  eur: 'EUR',
  's/': 'PEN',
  's/.': 'PEN',
  '€': 'EUR',
  '£': 'GBP',
  soles: 'PEN',
};
// Verbs of money the user moves between own accounts when the alert says «desde» one of them.
export const OWN_TRANSFER =
  /\b(pagaste|transferiste|transferencia|has recargado|recargaste|enviaste|has enviado|abonaste|has anadido|anadiste)\b.*\b(tarjeta|visa|mastercard|resumen|a tu cuenta|recargado|recargaste|a (?:tu|su) (?:yape|plin|nequi|daviplata|mercado pago|uala|mach|tenpo|billetera))\b|\b(has recargado|recargaste)\b|\bpago de (?:tu |su |la )?tarjeta\b/;
// Money sent to an account of one's own, named after «a tu cuenta» («Transferiste $ … a tu cuenta del Banco …»).
export const SENT_TO_OWN = /\b(?:transferiste|enviaste|has enviado|has transferido)\b[^\n]{0,40}?\ba tu cuenta\b/;
export const STRONG =
  /\b(compraste|pagaste|recibiste|realizaste|transferiste|has recibido|has enviado|enviaste|te envio|yapeaste|ingresaste|le informa|aviso de cargo|tienes un cargo|usted realizo)\b/;
// Argentina's «extrajiste $ 60.000 en el cajero» is cash taken, like «retiraste».
export const WITHDRAWAL =
  /\b(retirada de efectivo|retirada en cajero|retiro|retiraste|has retirado|retirado en cajero|has sacado|sacaste|reintegro|giro por|giro de|giro en cajero|extraccion|extrajiste|has extraido|extrajo|disposicion de efectivo|retiro de efectivo|avance en efectivo|avance de efectivo|super avance|superavance)\b/;
export const INCOME =
  /\b(recibiste|has recibido|(?:ud\.? |usted )?ha recibido (?:una |un )?(?:transferencia|abono|deposito|bizum|giro|pago de)|ha sido recibida|transferencia recibida|te envio|te ha plineado|te ha yapeado|te yapeo|abono a tu cuenta|te depositaron|deposito recibido|plin recibido|te transfirieron|te ha transferido|te han transferido|te transfirio|nomina recibida|te pago|te plineo|le pasaron|te pasaron|deposito de nomina|deposito de sueldo|deposito recibido|abono de remuneraciones|abono de sueldo|abono de nomina|abono de haberes|bizum recibido|has recibido un bizum|te ha enviado|te han enviado|ingreso de nomina|pago de nomina|abono por transferencia|acreditacion de (?:haberes|sueldo|remuneraciones|nomina|salario|honorarios|transferencia)|deposito de (?:remuneraciones|haberes|salario)|abono de (?:salario|pension)|pago de (?:haberes|remuneraciones|sueldo|pension)|ingreso de (?:haberes|salario|pension|transferencia)|te yapearon|te plinearon|te nequearon|recepcion (?:de )?transferencia|te (?:han hecho|hicieron|ha hecho) una transferencia|hemos abonado|te abonamos|te hemos abonado|te acreditamos|te depositamos|te hemos (?:acreditado|depositado)|abono (?:de |por )?(?:nomina|sueldo|salario)|te llego (?:plata|dinero)|ingreso tu (?:sueldo|salario|nomina|haberes|pension)|se (?:te )?acreditaron|se acredito (?:tu |su )?(?:sueldo|salario|nomina|haberes|pension)|se (?:te )?abonaron|se (?:le |te )?(?:ha abonado|abono)|recibimos (?:una transferencia|un deposito) (?:a tu favor|para ti))\b/;

// A purchase given back or cancelled: money in, filed under Reembolsos («Devolución de compra ZARA
// … abonada», «Le hemos abonado … por la devolución de AMAZON», Peru's «extorno de S/ 89.90 de
// CINEPLANET», «Te devolvimos $ 12.400 de tu compra en RAPPI»). Not «reintegro»: in Spain that is
// cash taken at an ATM. A purchase reversed or cancelled by the shop or the bank («Se reversó la
// compra por $19.990 en …», «Anulación de compra», Mexico's «cargo revertido») is money back too.
export const REFUND =
  /\b(devolucion|devoluciones|reembolso|reembolsado|reembolsada|anulacion de (?:la |tu |su |una )?(?:compra|transaccion|operacion|cargo)|(?:compra|transaccion|cargo|operacion) (?:anulada|anulado|reversada|reversado|revertida|revertido)|revers[oa] de (?:la |tu |su |una )?(?:compra|transaccion|cargo)|reversion de (?:la |tu |su |una )?(?:compra|transaccion|cargo)|se (?:ha |han )?(?:reverso|reversaron|reversado|revirtio|revertido|anulo|anularon|anulado) (?:la |tu |su |una |el |un )?(?:compra|transaccion|cargo|operacion|cobro)|contracargo|extorno|extornado|extornada|(?:te )?devolvimos)\b/;

// An employer's pay, named as such.
export const SALARY = /\b(nomina|remuneracion|remuneraciones|haberes|sueldo|salario)\b/;

// Words that say an alert is spending (a purchase, a payment, a charge, money sent).
export const SPENDING =
  /\b(compra|compras|compraste|consumo|consumos|consumiste|pagaste|cargaste|pago|pagos|cargo|cargos|cobro|cobramos|debito|debitamos|retiro|yapeaste|plineaste|pasaste|enviaste|transferiste|transfirio|has enviado|enviado|envio|enviada|transferencia|realizaste|usted realizo|bizum|domiciliacion|recibo|cuota|spei|giro|extraccion|suscripcion|adeudo|comercio|factura|pagado|has pagado|comprado|has comprado|gastado|cobrado|cargado|debitado|debitada|debitaron|cargaron|operacion con tarjeta|autorizada|autorizado|cargada|cargados|cargadas|cobrada|cobrados|cobradas)\b/;

/**
 * «··2231», «•••• 4402», «…2231» (three dots a phone wrote as one character): masked digits whose
 * dots folding would drop, written as the «*» the patterns read.
 */
export const unmask = (text: string) => text.replace(/[·•…]+(?=\s*\d)/g, '*');

export function looksLikeAlert(text: string): boolean {
  if (fromEnglish(text)) return true;
  const folded = foldAccents(unmask(text)).replace(/\b(tarjeta|cuenta) (\d{2}) (\d{2})\b/g, '$1 $2$3');
  if (folded.length < 25 && !SHORT_ALERT.test(folded)) return false;
  const digits =
    folded.search(DIGITS) >= 0 &&
    /\b(tarjeta|t\.cred|t\.deb|cuenta\w*|visa|mastercard|compra|consumo|retiro|reintegro|transferencia)\b/.test(folded);
  const plain = folded.replace(/[¡!¿?]/g, '');
  // «Mercado Pago: Tu pago de $ 25.000 a … fue rechazado»: read as an alert so nothing is saved.
  return digits || ALERT_WORDS.test(plain) || saysNotDone(plain);
}

// `dollarSign`: written with «$» alone, the sign of the peso where there are pesos and of the dollar elsewhere.
export type Money = {
  start: number;
  end: number;
  integer: string;
  fraction: string;
  currency?: string | undefined;
  dollarSign?: boolean;
};

export function amountsOf(folded: string): Money[] {
  const out: Money[] = [];
  for (const match of folded.matchAll(MONEY)) {
    const groups = match.groups!;
    const raw = (groups.a ?? groups.b)!.replace(/^-/, '');
    const split = splitNumber(raw);
    if (split === 'ambiguous') continue;
    // What is left in the account after the movement is not the movement.
    if (/(?:saldo(?: disponible)?|disponible):?\s*$/.test(folded.slice(Math.max(0, match.index - 24), match.index)))
      continue;
    const sign = (groups.prefix ?? groups.suffix)!;
    out.push({
      start: match.index,
      end: match.index + match[0].length,
      ...split,
      currency: sign === '$' ? undefined : CURRENCY[sign],
      dollarSign: sign === '$',
    });
  }
  return out;
}

export function byDigits(digits: string, accounts: AccountRef[]): AccountRef | undefined {
  const last = digits.slice(-4);
  return accounts.find((account) => account.digits?.includes(last));
}

/** Payment apps and their accounts: "yapeaste" is Yape, "te ha plineado" Plin, "bizum" the bank account. */
export function accountByApp(folded: string, accounts: AccountRef[]): AccountRef | undefined {
  const named = (word: string) => accounts.find((account) => fold(account.name).split(' ').includes(word));
  // Yape's notice of money received names no app, only a security code: «te envió un pago por S/ 35. El cód. de seguridad es…».
  if ((/\byape/.test(folded) || /\bte envio un pago\b.*\bcod\.? de seguridad\b/.test(folded)) && named('yape'))
    return named('yape');
  if (/\bplin/.test(folded) && named('plin')) return named('plin');
  if (/\bnequi/.test(folded) && named('nequi')) return named('nequi');
  if (/\bdaviplata/.test(folded) && named('daviplata')) return named('daviplata');
  // Mercado Pago's own wording: «ya está disponible en tu cuenta», «con dinero en tu cuenta».
  const wallet = accounts.find((account) => fold(account.name) === 'mercado pago');
  if (wallet && /\b(mercado pago|disponible en tu cuenta|dinero en tu cuenta|generando rendimientos)\b/.test(folded))
    return wallet;
  return accountByShape(folded, accounts);
}

// Every word and brand of the category lists, as written (folded).
export const EXACT_WORDS = new Set(
  CATEGORY_WORDS.flatMap((entry) => [...entry.words, ...Object.keys(entry.brands ?? {})]).map((word) => fold(word)),
);

export const titleCase = (text: string) =>
  text
    .toLowerCase()
    .replace(/(^|[\s'-])(\p{L})/gu, (_, space: string, letter: string) => space + letter.toUpperCase())
    .trim();

// Up to the end of the first sentence: a full stop that is no decimal point, or a new line.
export function sentenceLength(text: string): number {
  const end = text.search(/\.(?!\d)|\n/);
  return end < 0 ? text.length : end;
}

export const shown = (money: Money) => `${money.integer}${money.fraction ? `,${money.fraction}` : ''}`;
