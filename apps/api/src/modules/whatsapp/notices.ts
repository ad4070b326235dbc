import { foldAccents } from '@cuentas/shared/text';

/**
 * Messages a bank or wallet sends that move no money: a sign-in or security notice («Detectamos un
 * nuevo inicio de sesión desde un iPhone 15»), an offer («Tenés un préstamo preaprobado de hasta
 * $500.000», «Consigue un 2,5 % TAE… Infórmate»). Their numbers are a phone, a rate or a limit
 * offered, never a movement, so nothing is recorded and the reply says why.
 */
const NOTICE = new RegExp(
  [
    String.raw`\b(?:nuevo )?inicio de sesion\b|\biniciaste sesion\b|\bnuevo (?:dispositivo|acceso|ingreso a tu (?:app|cuenta))\b`,
    String.raw`\bcambio de (?:clave|contrasena|pin)\b|\bcodigo de (?:verificacion|seguridad) es\b`,
    String.raw`\bpre-?\s?aprobad[oa]s?\b|\b(?:pedilo|pidelo|solicitalo|solicitala|contratalo|contratala|activalo|activala) (?:ahora|ya|hoy|aqui|desde)\b`,
    String.raw`\binformate\b|\bconsigue (?:un|una|hasta)\b|\b\d+(?:[.,]\d+)?\s?% (?:tae|tin|tna|tea|tem|cat|de (?:descuento|interes|rendimiento|cashback))\b`,
  ].join('|'),
);
// What a movement's alert says happened: with one of these, the message is a movement after all.
const MOVED =
  /\b(?:compraste|pagaste|retiraste|recibiste|transferiste|enviaste|yapeaste|has (?:pagado|recibido|enviado|retirado|comprado)|te (?:depositaron|transfirieron|enviaron|yapearon)|se (?:acredit|debit|carg)\w*|compra (?:aprobada|por|de|en)|cargo de|debito automatico)\b/;

export function isBankNotice(text: string): boolean {
  const folded = foldAccents(text).toLowerCase();
  return NOTICE.test(folded) && !MOVED.test(folded);
}
