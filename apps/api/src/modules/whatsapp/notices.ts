import { foldAccents } from '@cuentas/shared/text';
import { isBankOffer } from './bank-offers.ts';

/**
 * Messages a bank or wallet sends that move no money: a sign-in or security notice («Detectamos un
 * nuevo inicio de sesión desde un iPhone 15»), an offer («Tenés un préstamo preaprobado de hasta
 * $500.000», «Consigue un 2,5 % TAE… Infórmate»), a statement ready or a minimum payment due («Tu
 * estado de cuenta ya está disponible. Total a pagar…», «El pago mínimo … vence el 15/12»). Their numbers are a phone, a rate or a limit
 * offered, never a movement, so nothing is recorded and the reply says why.
 */
const NOTICE = new RegExp(
  [
    String.raw`\b(?:nuevo )?inicio de sesion\b|\biniciaste sesion\b|\bnuevo (?:dispositivo|acceso|ingreso a tu (?:app|cuenta))\b`,
    String.raw`\bcambio de (?:clave|contrasena|pin)\b|\bcodigo de (?:verificacion|seguridad) es\b`,
    String.raw`\bpre-?\s?aprobad[oa]s?\b|\b(?:pedilo|pidelo|solicitalo|solicitala|contratalo|contratala|activalo|activala) (?:ahora|ya|hoy|aqui|desde)\b`,
    // A statement ready or a payment due: news about a card, not a payment made.
    String.raw`\bpago minimo\b(?:[^.\n]|\.(?=\d)){0,60}\b(?:vence|vencimiento|fecha limite)\b|\bestado de cuenta\b[^.\n]{0,40}\bdisponible\b|\b(?:monto|total|importe) a pagar\b[^\n]{0,40}\b(?:vence|vencimiento|fecha limite)\b`,
    // The due date told first, the minimum after it, and a direct debit announced for a later day.
    String.raw`\bfecha limite de pago\b[^\n]{0,80}\bpago minimo\b|\b(?:recibo|cargo|domiciliacion|debito)\b[^\n]{0,80}\b(?:esta|estan|queda) previst[oa]s? para\b`,
    String.raw`\binformate\b|\bconsigue (?:un|una|hasta)\b|\b\d+(?:[.,]\d+)?\s?% (?:tae|tin|tna|tea|tem|cat|de (?:descuento|interes|rendimiento|cashback))\b`,
  ].join('|'),
);
// What a movement's alert says happened: with one of these, the message is a movement after all.
const MOVED =
  /\b(?:compraste|pagaste|retiraste|recibiste|transferiste|enviaste|yapeaste|has (?:pagado|recibido|enviado|retirado|comprado)|te (?:depositaron|transfirieron|enviaron|yapearon)|se (?:acredit|debit|carg)\w*|compra (?:aprobada|por|de|en)|cargo de|debito automatico)\b/;

/**
 * A one-time code («Código de confirmación de tu compra online: 184552. No lo compartas», «Tu clave
 * digital para confirmar la operación es 558102»): its number is a code, never an amount. Told by
 * the code's words with the number right after them (past its length), advice or a purpose beside it, and no amount
 * with a currency anywhere (a purchase's «código de autorización» comes with its amount).
 */
// The code's length may sit between its words and the code («Tu clave digital de 6 dígitos es 392018»).
// English codes too («Your verification code is 381920», «OTP: 5521», «Use passcode 9913»).
const CODE =
  /\b(?:codigo|clave(?: \w+)?|token|otp|pin|code|passcode|password)\b(?: de \d{1,2} (?:digitos|numeros|cifras))?[^\n\d$€]{0,60}?(?:\bes\b|\bis\b|:)\s*\d{4,8}\b(?![.,]\d)/;
// The code first, its words after («482913 es tu clave de acceso, no la compartas»).
const CODE_FIRST =
  /\b(?:use|enter|usa|ingresa|introduce) (?:the |this |el |este )?(?:code|codigo|otp|passcode|clave|pin) \d{4,8}\b|(?:^|[:\s])\d{4,8} (?:es (?:tu|su|el) (?:codigo|clave|token|otp|pin)|is your (?:\w+ )?(?:code|otp|passcode|pin))\b/;
const CODE_PURPOSE =
  /\b(?:compart\w*|confirmar|validar|verificar|autorizar|ingresa\w*|introduce|vence|caduca|expira|valid[oa] (?:por|durante)|share|verify|confirm|expires?|valid for|one-time|log ?in|sign ?in)\b/;
const CURRENCY_AMOUNT = /(?:\$|€|s\/\.?|\b(?:cop|mxn|ars|clp|pen|eur|usd)\b)\s?\d|\d\s?(?:€|\beur\b|\busd\b)/;

export function isBankNotice(text: string): boolean {
  const folded = foldAccents(text).toLowerCase();
  if ((CODE.test(folded) || CODE_FIRST.test(folded)) && CODE_PURPOSE.test(folded) && !CURRENCY_AMOUNT.test(folded))
    return true;
  return (NOTICE.test(folded) || isBankOffer(folded)) && !MOVED.test(folded);
}
