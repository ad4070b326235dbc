import { foldAccents } from '@cuentas/shared/text';
import type { Capture, UserContext } from '../whatsapp/service.ts';
import { titleCase } from './shapes.ts';

/**
 * Who was paid or who paid, where the bank names them after the amount and the account in words
 * the shared reader does not take a name from:
 * - a debit «Se debitó $ 95.800,00 de tu cuenta … por PERSONAL ARGENTINA - Débito automático»,
 *   «Se ha realizado un cargo de $54.900 en su Cuenta … por PAC VTR», «Se debitó $14.200,00 de AYSA
 *   de tu cuenta …»: the company billing (its direct debit's words are not its name);
 * - money in «Se abonó S/ 5,200.00 en tu Cuenta … por PAGO DE HABERES UNIVERSIDAD DE LIMA», «Lo envió
 *   Silvia Inés Acosta», «Enviado por: Pedro Ccori», «Ordenante: SECRETARIA DE …»: who paid;
 * - money sent «¡Yapeaste! S/ 35.00 a Carmen R. Huamán»: the person it went to.
 * Undefined when the mail names none of these.
 */

const MONEY = String.raw`(?:[A-Z]{0,3}\$|S\/\.?|€|EUR|USD)?\s?\d[\d.,]*(?:\s?(?:€|EUR|USD))?`;
// A name as banks write it: words and initials, up to the sentence's end, a dash or a date.
// A word's dot is an initial's («R.», «S.A.C»), never the sentence's full stop after it.
const WORD = String.raw`(?:\p{Lu}\.|\p{L}(?:[\p{L}\d'’&]|\.(?=\p{L}))*)`;
const NAME = String.raw`(${WORD}(?:\s+(?:${WORD}|\d{1,3}(?!\d)))*?)`;
// «… por COMUNIDAD PROPIETARIOS C/ALCALA 120»: a street address after the name is no part of it.
const END = String.raw`(?=\s+-\s|\s*\.\s|\s*\.?$|\s*,|\s+(?:el|del)\s+\d|\s+\d{1,2}\/|\s+(?:C\/|Av(?:da)?\.\s))`;

const DEBIT = [
  new RegExp(
    String.raw`\b(?:se\s+(?:debit[oó]|debitaron|ha\s+debitado|carg[oó]|ha\s+cargado)|(?:realizado|aplicado)\s+un\s+cargo)(?!\p{L})[^\n]*?\bpor\s+(?!\$|\d)${NAME}${END}`,
    'imu',
  ),
  new RegExp(
    String.raw`\bse\s+debit(?:[oó]|aron)\s+${MONEY}\s+de\s+(?!tu\b|su\b)${NAME}\s+de\s+(?:tu|su)\s+cuenta`,
    'imu',
  ),
  // «Cargo de 45,00 EUR en tu cuenta … por COMUNIDAD …», «Has gastado 12,40 € en Glovo con tu tarjeta …».
  new RegExp(String.raw`^\s*cargo\s+de\s+${MONEY}[^\n]*?\bpor\s+(?!\$|\d)${NAME}${END}`, 'imu'),
  new RegExp(String.raw`\b(?:has gastado|gastaste)\s+${MONEY}\s+en\s+${NAME}(?=\s+con\s+(?:tu|su)\b)`, 'imu'),
];
const PAID_IN = [
  new RegExp(
    String.raw`\bse\s+(?:abon[oó]|acredit[oó]|deposit[oó])(?!\p{L})[^\n]*?\bpor\s+(?!\$|\d)${NAME}${END}`,
    'imu',
  ),
  new RegExp(String.raw`\b(?:lo|te lo)\s+envi[oó]\s+${NAME}${END}`, 'imu'),
  new RegExp(String.raw`\b(?:enviado|transferido|pagado)\s+por\s*:?\s*${NAME}${END}`, 'imu'),
  new RegExp(String.raw`\b(?:ordenante|remitente|de parte de)\s*:\s*${NAME}${END}`, 'imu'),
  // «Ana M. Torres te yapeó S/ 45.00»: the name that opens the line sent it.
  new RegExp(String.raw`^\s*${NAME}\s+te\s+(?:yape[oó]|pline[oó]|envi[oó]|transfiri[oó])\s`, 'imu'),
];
const SENT = new RegExp(
  String.raw`\b(?:yapeaste|plineaste|enviaste|transferiste)[!¡.]?\s*${MONEY}\s+a\s+${NAME}${END}`,
  'imu',
);
// «… desde tu cuenta *8834 a la cuenta de MARIA RUIZ (Banamex)»: the person whose account it reached.
const TO_ACCOUNT_OF = new RegExp(
  String.raw`\ba\s+la\s+cuenta\s+de\s+(?!tu\b|su\b)${NAME}(?=\s*\(|${END.slice(3, -1)})`,
  'imu',
);

// Words a bank puts before the name that say what the money was (a salary, a direct debit), not who.
const WHAT_NOT_WHO =
  /^(?:(?:pago|abono|debito|cargo|cobro)\s+(?:automatico\s+)?(?:de\s+|por\s+)?)?(?:(?:haberes|nomina|sueldo|remuneraciones|planilla|servicios?|factura|recibo|pac|pat|debito automatico)\s+(?:de\s+)?)*/i;

function cleaned(name: string | undefined): string | undefined {
  if (!name) return undefined;
  const folded = foldAccents(name);
  const cut = folded.match(WHAT_NOT_WHO)?.[0].length ?? 0;
  // «Silvia Inés Acosta.»: the sentence's full stop; «Carmen R.» keeps its initial's.
  const left = name
    .slice(cut)
    .replace(/\s+-\s.*$/, '')
    .replace(/(\p{L}{2,})\.$/u, '$1')
    .trim();
  const bare = foldAccents(left);
  // «por tu compra», «por transferencia», «por $…»: words of the alert, not a name.
  if (
    left.length < 2 ||
    /^(?:tu|su|la|el|un|una|concepto|transferencia|compra|consumo|pago|intereses|rendimientos|cajero|ventanilla|internet|app|banca)\b/.test(
      bare,
    ) ||
    /\d{4}/.test(bare)
  )
    return undefined;
  return left;
}

export function namedParty(kind: 'income' | 'expense', body: string): string | undefined {
  const patterns = kind === 'income' ? PAID_IN : [...DEBIT, SENT, TO_ACCOUNT_OF];
  for (const pattern of patterns) {
    const name = cleaned(pattern.exec(body)?.[1]);
    if (name) return name;
  }
  return undefined;
}

/**
 * The payee named after the amount, with the category the shared categoriser gives it when none was
 * found yet (never for money sent to a person: a name says nothing of what it paid for).
 */
export function namedPayee(
  capture: Capture,
  body: string,
  categoryId: string | null,
  context: UserContext,
): { payee: string; categoryId: string | null } | undefined {
  if (capture.kind === 'transfer') return undefined;
  const named = namedParty(capture.kind, body);
  if (!named) return undefined;
  const payee = named === named.toUpperCase() ? titleCase(named) : named;
  const toPerson =
    capture.kind === 'expense' && /\b(?:yapeaste|plineaste|enviaste|transferiste)\b/.test(foldAccents(body));
  if (categoryId || toPerson) return { payee, categoryId };
  const signed = capture.kind === 'expense' ? -capture.amount : capture.amount;
  const shared = context.categorize?.({ text: named, amount: signed, accountId: capture.account.id });
  const filed = shared?.categoryId
    ? context.categories.find((item) => item.id === shared.categoryId && item.kind === capture.kind)
    : undefined;
  return filed ? { payee: shared?.payee || payee, categoryId: filed.id } : { payee, categoryId };
}
