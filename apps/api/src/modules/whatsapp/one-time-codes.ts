/**
 * One-time codes a bank or an app sends («tu clave dinámica es 847120», «662014 es tu código de
 * confirmación», «OTP 90412 … no la compartas»): digits to type somewhere, never money. Removed
 * before asking whether a message carries an amount; when nothing is left, nothing was spent.
 * `folded` is the message without accents, in lower case.
 */

// English too: «verification code», «security code», «one-time passcode».
const CODE_NOUN = String.raw`(?:codigo|clave|token|otp|pin|contrasena|password|passcode|code)`;
// The code's noun, a few words («de verificación de Mercado Pago»), then «es» or «:» and the digits.
const CODE_AFTER = new RegExp(
  String.raw`\b${CODE_NOUN}\b(?: [a-z]+){0,8}?(?: es| sera| seria| is)?:? ?#? ?\d{4,8}\b(?![.,]\d)`,
  'g',
);
// The digits first: «662014 es tu código», «847120 es su clave dinámica».
const CODE_BEFORE = new RegExp(
  String.raw`(?<![$€/.,\d])\b\d{4,8}\b(?![.,]\d) (?:(?:es|sera) (?:tu|su|el)|is your(?: [a-z]+)?) ${CODE_NOUN}\b`,
  'g',
);
// «no lo compartas», «no la compartas con nadie»: only codes are said so; any bare number of four
// to eight digits with no currency sign beside it is then the code.
const DO_NOT_SHARE =
  /\bno (?:lo |la |le |los )?(?:compartas|comparta|compartir|divulgues|des a nadie)\b|\b(?:do not|don'?t|never) (?:share|give|tell)\b/;
const BARE_CODE = /(?<![$€/.,\d]\s?)\b\d{4,8}\b(?![.,]\d)(?! ?(?:€|euros|pesos|soles|lucas|mil|usd|eur))/g;

/** The folded message without one-time codes (spaces in their place). */
export function withoutOneTimeCodes(folded: string): string {
  const named = folded.replace(CODE_AFTER, ' ').replace(CODE_BEFORE, ' ');
  return DO_NOT_SHARE.test(folded) ? named.replace(BARE_CODE, ' ') : named;
}
