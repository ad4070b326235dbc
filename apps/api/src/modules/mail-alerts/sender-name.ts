import { foldAccents } from '@cuentas/shared/text';

/**
 * Who sent the money a mail says was received, named before the verb: «MARÍA JOSÉ PARRA te envió
 * $40.000», «¡Listo! Te contamos que Pedro Gómez te transfirió S/ 150.00», «Lucía Vera te pagó por
 * "Silla de escritorio"», «Andrés Mora te yapeó S/ 25», «Sara Gil te ha enviado un Bizum». That
 * person is the payee of the money in; what they wrote («Motivo: …», «Mensaje: …») is what it was
 * for, never who paid.
 */

// Two to five words each starting with a capital («JUAN DAVID OSORIO», «Ana María de la Cruz»), or a
// first name and a surname's initial («Ricardo V.»).
const NAME = String.raw`(\p{Lu}[\p{L}'-]+(?:\s+(?:(?:de|del|de la|de los|y)\s+)?\p{Lu}[\p{L}'-]+){1,4}(?:\s+\p{Lu}\.)?|\p{Lu}[\p{L}'-]+\s+\p{Lu}\.)`;
const VERB = String.raw`te\s+(?:ha\s+|han\s+)?(?:envi[oó]|enviado|transfiri[oó]|transferido|pag[oó]|pagado|deposit[oó]|depositado|mand[oó]|mandado|pas[oó]|plin[eé][oó]|yape[oó]|abon[oó]|gir[oó])(?!\p{L})`;
// Where a name may start: the line's start, after a sentence's end or a greeting, after «que».
const SENDER = new RegExp(String.raw`(?:^|[.!¡?:;]\s*|\bque\s+|,\s+)${NAME}\s+${VERB}`, 'gmu');

// Words that start a mail or a sentence, never a person: «Hola», «Estimado cliente».
const NOT_A_NAME =
  /^(?:hola|buen[oa]s?|estimad[oa]|querid[oa]|apreciad[oa]|senor|senora|cliente|usuario|listo|ya|hoy|ayer|alguien|tu|su|el|la|banco|mercado pago|nequi|yape|plin|bizum|daviplata)\b/;

/** The sender the mail names, as written, or undefined when it names none (or two different ones). */
export function senderOf(body: string): string | undefined {
  const found = [...body.matchAll(SENDER)]
    .map((match) => match[1]!.trim())
    .filter((name) => !NOT_A_NAME.test(foldAccents(name).toLowerCase()));
  const names = [...new Set(found.map((name) => foldAccents(name).toLowerCase()))];
  return names.length === 1 ? found[0] : undefined;
}

/** A payee that is a label of the mail («Motivo: mesa de luz», «Concepto: …»): what it was for, not who. */
export const labelAsPayee = (payee: string) =>
  /^(?:motivo|concepto|mensaje|glosa|nota|descripcion|detalle|referencia|asunto)\s*:/.test(
    foldAccents(payee).toLowerCase(),
  );

/**
 * The payee the reader took from what the sender wrote («Motivo: Venta de audífonos», «Mensaje:
 * clases de natación»): a person's note says what the money was for, never who paid or was paid.
 */
export function noteAsPayee(payee: string, body: string): boolean {
  if (!payee) return false;
  const squash = (value: string) =>
    foldAccents(value)
      .toLowerCase()
      .replace(/[^\p{L}\d]+/gu, '');
  return [...body.matchAll(/^\s*(?:motivo|mensaje|comentario|nota|glosa)\s*:\s*(.+)$/gim)].some(
    (match) => squash(match[1]!) === squash(payee),
  );
}

/**
 * The mail told again with «te envió» for the other verbs of money sent to the user («CAMILO RUIZ te
 * mandó $25.000 a tu Nequi»), which the shared reader may not know; undefined when there is none.
 */
export function toldAsSent(body: string): string | undefined {
  const told = body.replace(
    new RegExp(
      String.raw`(${NAME})\s+te\s+(?:ha\s+)?(?:mand[oó]|mandado|pas[oó]|pasado|deposit[oó]|depositado|gir[oó]|girado|abon[oó]|abonado)(?!\p{L})`,
      'gu',
    ),
    '$1 te envió',
  );
  return told !== body && senderOf(told) ? told : undefined;
}

// Money in said first, then who sent it on its own: «¡Te yapearon S/ 45.00! Jorge Mendoza - 23/11/2026».
const SENDER_AFTER = new RegExp(
  String.raw`\b(?:[Tt]e (?:yapearon|plinearon|enviaron|transfirieron|depositaron)|[Rr]ecibiste|[Hh]as recibido)\b[^\n!]{0,40}?\d\s*[!.]\s+${NAME}\s*(?:[-–|·]\s*\d|$)`,
  'mu',
);

/** Who sent money in, named alone right after the sentence of the money: undefined when none. */
export function senderAfterAmount(body: string): string | undefined {
  const name = SENDER_AFTER.exec(body)?.[1]?.trim();
  return name && !NOT_A_NAME.test(foldAccents(name).toLowerCase()) ? name : undefined;
}

// Senders that are a bank, a wallet or a payment service («RappiPay», «Openbank»): their name is no shop's.
const NOT_A_BRAND =
  /\b(?:banco|bank|banca|caja|financiera|cooperativa|credito|tarjetas?|pay|pago|pagos|wallet|billetera|seguros?|servicios financieros)\b|(?:pay|bank|card)\b/i;
// Words of a domain that name no one: countries, mail hosts, a notice's department.
const GENERIC_LABEL =
  /^(?:com|net|org|es|mx|co|cl|pe|ar|info|mail|mails|email|correo|e|news|notificaciones|notifications|noreply|no-reply|avisos|alertas)$/;

/**
 * The shop that mailed the alert itself («Amazon.es <pedidos@amazon.es>», «Uber Receipts
 * <noreply@uber.com>»): its name as it signs, when the sender's name is the brand its domain names
 * and it is no bank or wallet. Undefined otherwise (a person forwarding, a bank).
 */
export function brandOf(from: string): string | undefined {
  const found = /^\s*"?([^"<@]{2,40}?)"?\s*<[^@>\s]+@([^>\s]+)>/.exec(from);
  if (!found) return undefined;
  const name = found[1]!.replace(/\.(?:com|es|net|org)(?:\.[a-z]{2})?$/i, '').trim();
  if (NOT_A_BRAND.test(foldAccents(name))) return undefined;
  const squash = (value: string) =>
    foldAccents(value)
      .toLowerCase()
      .replace(/[^\p{L}\d]+/gu, '');
  const labels = found[2]!
    .toLowerCase()
    .split('.')
    .filter((label) => label.length >= 3 && !GENERIC_LABEL.test(label));
  const words = name.split(/\s+/);
  for (let size = 1; size <= words.length; size++) {
    const head = words.slice(0, size).join(' ');
    if (labels.includes(squash(head))) return head;
  }
  return undefined;
}
