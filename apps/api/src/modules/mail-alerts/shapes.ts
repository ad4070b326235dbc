import { foldAccents } from '@cuentas/shared/text';
import { interestOnDebt } from '../whatsapp/service.ts';

/**
 * What bank alert e-mails add to the texts the WhatsApp reader knows (decision 035): the amount,
 * shop, card and date come as a table of label and value («Monto: $1,234.56», «Comercio» / «OXXO
 * INSURGENTES», «Tarjeta terminación: 8834»). Those fields are read here and told again as the one
 * sentence the shared alert reader already reads («Compraste $1,234.56 en OXXO INSURGENTES con tu
 * tarjeta *8834 el 25/11/2026»), so both channels read the account, the currency, the date and the
 * category the same way. Example shapes in test/fixtures/mail-alerts/.
 */

export type { Fields } from './labels.ts';
import { saysMoneyBack } from './money-back.ts';
export { labelledFields } from './labels.ts';
import type { Fields } from './labels.ts';
import { namedParty } from './party-words.ts';
export { merchantOf, namedParty, partyOf } from './party-words.ts';

const fold = (text: string) => foldAccents(text).replace(/[*_]+/g, '').replace(/\s+/g, ' ').trim();

// "COP 87.350,00", "$ 1,234.56", "S/ 64.90", "US$ 10.00", "30,00 €", "46,20 EUR", "MXN 1,234.00", "$1.234 CLP".
const MONEY =
  /(?:(?:cop|usd|us\$|mxn|ars|clp|pen|eur|s\/\.?|\$|€|£)\s?-?\d[\d.,]*|-?\d[\d.,]*\s?(?:€|eur\b|mxn\b|usd\b|cop\b|clp\b|ars\b|pen\b|soles\b|pesos\b|£))/i;

/** The amount as the alert reader wants it: with its currency sign («$ 1,234.56»; a bare «1,234.56» gets «$»). */
export function moneyOf(value: string): string | undefined {
  const found = MONEY.exec(value)?.[0];
  if (found)
    return found
      .replace(/[.,]$/, '')
      .replace(/\s?pesos$/i, '')
      .replace(/^(cop|mxn|ars|clp)\s?\$?\s?/i, '$ ');
  const bare = /-?\d{1,3}(?:[.,]\d{3})*(?:[.,]\d{1,2})?|-?\d+(?:[.,]\d{1,2})?/.exec(value)?.[0];
  return bare ? `$ ${bare.replace(/^-/, '')}` : undefined;
}

/** The last four digits a card or account field names («Visa ****1234», «Cuenta de ahorros 123-456789-01»). */
export function digitsOf(value: string | undefined): string | undefined {
  const digits = value?.replace(/[\s-]/g, '').match(/(\d{4})\D*$/)?.[1];
  return digits;
}

/** Accounts named after what they were made for («Cuenta Nómina»): the name, not the movement. */
export const PRODUCT_NAMES = /\b(?:cuenta|tarjeta|cta\.?) (?:nomina|sueldo)\b/gi;

export type Movement = 'purchase' | 'refund' | 'income' | 'withdrawal' | 'sent' | 'payment';

const INCOME =
  /\b(abono|abonaron|abonamos|deposito|depositaron|recibiste|has recibido|recibida|recibido|te enviaron|te transfirieron|te han transferido|ingreso|recepcion de transferencia|transferencia entrante|spei recibido|te yapearon|te plinearon|nomina|devolucion|reembolso|extorno|te devolvimos|te acreditamos|acreditacion de haberes|haberes|sueldo|te transfirio|te envio|te ha transferido|te ha enviado|le ha enviado|le ha transferido|le envio|le transfirio|le enviaron|le han enviado|le han transferido|ha (?:efectuado|instruido|realizado) una transferencia(?: de fondos)? a (?:tu|su) cuenta|recibio una? (?:transferencia|abono|deposito|pago|giro)|te llego (?:plata|dinero|platica|un (?:pago|giro|deposito|abono)|una transferencia)|te llegaron(?= (?:\$|plata|dinero))|se (?:te )?acredito (?:una? )?(?:transferencia|deposito|abono|giro))\b/;
const WITHDRAWAL =
  /\b(retiro|retiraste|has retirado|retirada de efectivo|sacaste|giro|extraccion|extrajiste|has extraido|extrajo|disposicion de efectivo|avances? (?:en|de) efectivo|reintegro|cajero)\b/;
const SENT =
  /\b(transferencia (?:\w+ )?(?:enviada|realizada|a terceros|interbancaria|inmediata|a otro banco)|realizaste una transferencia|spei enviad[oa]|transferiste|enviaste|has enviado|envio de dinero|spei enviado|yapeo|yapeaste|yapear|plineaste|bizum enviado|has enviado un bizum)\b/;
// A note the sender wrote, to the end of its line or sentence.
const NOTE = /\b(?:mensaje|concepto|motivo|glosa|nota|descripcion|referencia|detalle)\s*:[^\n]*/g;
const PAYMENT = /\b(pago de servicios?|pagaste|pago de factura|pago realizado|pago de recibo|domiciliacion)\b/;

/** What kind of movement the mail tells, from its operation field, subject and first lines. */
export function movementOf(fields: Fields, subject: string, body: string): Movement {
  // «Cuenta de retiro»: the label of the account the money left, not a cash withdrawal; «Cuenta
  // Nómina»: an account's product name, which says nothing of a salary paid.
  const head = fold(`${fields.operation ?? ''} ${subject} ${body.slice(0, 400)}`)
    .replace(/\b(?:cuenta|tarjeta) de (?:retiro|cargo)\b/g, ' ')
    .replace(PRODUCT_NAMES, ' ');
  const operation = fold(fields.operation ?? '');
  const test = (pattern: RegExp) => pattern.test(operation) || (!operation && pattern.test(head));
  // «Anulación de consumo», «Se reversó una compra …»: the purchase undone, said before its words.
  if (saysMoneyBack(fold(`${fields.operation ?? ''} ${subject} ${body.slice(0, 200)}`).toLowerCase())) return 'refund';
  // «Se abonaron intereses … a tu tarjeta de crédito»: interest posted to a debt is a charge.
  if (test(/\b(compra|consumo|cargo)\b/) || interestOnDebt(head)) return 'purchase';
  // «Transferiste … a JUANA MORALES. Mensaje: sueldo nana»: the sender's note says what the money paid,
  // not that it came in; a verb of money sent outside the note decides.
  const bare = head.replace(NOTE, ' ');
  if (!operation && INCOME.test(head) && !INCOME.test(bare) && SENT.test(bare)) return 'sent';
  if (test(INCOME)) return 'income';
  if (test(WITHDRAWAL)) return 'withdrawal';
  if (test(SENT)) return 'sent';
  if (test(PAYMENT)) return 'payment';
  if (operation) {
    if (INCOME.test(head)) return 'income';
    if (WITHDRAWAL.test(head)) return 'withdrawal';
    if (SENT.test(head)) return 'sent';
  }
  return 'purchase';
}

/**
 * The alert told again as one sentence of the shapes the shared reader knows, or undefined when the
 * mail has no labelled amount (then its text is read as it is).
 */
export function sentenceOf(fields: Fields, subject: string, body: string): string | undefined {
  const amount = fields.amount ? moneyOf(fields.amount) : undefined;
  if (!amount) return undefined;
  const movement = movementOf(fields, subject, body);
  // The card named in the text around the table («…con tu tarjeta terminada en 9915») when no field
  // names it; for money received, the account it reached («Cuenta destino: … CBU …4402»).
  const digits =
    digitsOf(fields.card) ?? digitMentions(body)[0] ?? (movement === 'income' ? digitsOf(fields.toCard) : undefined);
  const card = digits ? ` con tu tarjeta *${digits}` : '';
  const account = digits ? ` en tu cuenta *${digits}` : '';
  const date = fields.date ? ` el ${fields.date.replace(/\s*-\s*/g, ' ').replace(/\bhrs?\.?\b/gi, '')}` : '';
  // A merchant that is an account number or a bare reference is not a payee.
  const named = namedParty(fields, body);
  // «INDUSTRIAS ANDINAS S.A.C.»: a company form's initials are joined before dots go, not «S A C».
  const merchant = named
    ? named
        .replace(/(?<!\p{L})(?:\p{L}\.){2,}/gu, (initials) => initials.replace(/\./g, ''))
        .replace(/(?:\b(?:cuenta|cta)\.?\s*)?[*·.]*\s*\d[\d\s*-]{3,}/gi, ' ')
        .replace(/[.·]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
    : '';
  switch (movement) {
    case 'income':
      return `Recibiste ${amount}${merchant ? ` de ${merchant}` : ''}${account}.${date}`;
    case 'refund':
      return `Devolución de compra en ${merchant ? merchant.toUpperCase() : 'el comercio'} por ${amount}${card}.${date}`;
    case 'withdrawal':
      return `Retiro de efectivo por ${amount}${card}.${date}`;
    case 'sent':
    case 'payment':
      return `Pagaste ${amount}${merchant ? ` a ${merchant}` : ''}${card}.${date}`;
    case 'purchase':
      return `Compraste ${amount}${merchant ? ` en ${merchant.toUpperCase()}` : ''}${card}.${date}`;
  }
}

/** Alerts of what did not happen: a refused purchase, a failed transfer, a code or a notice. */
export function notAMovement(subject: string, body: string): boolean {
  // «BCP nunca te pedirá tu clave por correo», «Nunca te pediremos tu clave»: a footer's promise.
  const text = fold(`${subject}\n${body.slice(0, 1500)}`).replace(/[^.\n]*\bnunca\b[^.\n]*/gi, ' ');
  return (
    /\b(rechazad[ao]|declinad[ao]|denegad[ao]|no se (?:ha )?podido|fallid[ao]|codigo de (?:verificacion|seguridad) es|tu clave|contrasena|bloqueado tu tarjeta)\b/.test(
      text,
    ) ||
    notDone(text) ||
    statementNotice(text)
  );
}

/**
 * «no fue procesado», «Operación no realizada», «Transacción no exitosa», «por saldo insuficiente»:
 * the bank says the money did not move, in a word of any gender or number. «Si esta operación no fue
 * realizada por ti, llámanos» and «¿Movimiento no realizado por usted?» are a footer's warning, not that.
 */
const notDone = (text: string) =>
  /\bno (?:fue|fueron|ha sido|han sido|pudo ser|pudieron ser|se) (?:aprobad|procesad|realizad|autorizad|efectuad|completad|concretad|acreditad|debitad)[ao]s?\b(?! por (?:ti|vos|usted|ud|el titular)\b)|\b(?:operacion|transaccion|compra|consumo|pago|transferencia|retiro|cargo|envio|movimiento)(?:es|s)? no (?:aprobad|procesad|realizad|autorizad|efectuad|completad|concretad|exitos)[ao]s?\b(?! por (?:ti|vos|usted|ud|el titular)\b)|\bno se (?:pudo|pudieron|ha podido) (?:procesar|realizar|completar|efectuar|aprobar|autorizar|concretar)\b|\bno (?:pudo|pudieron) (?:procesarse|realizarse|completarse|efectuarse|concretarse)\b|\bno (?:pudimos|hemos podido) (?:procesar|realizar|completar|efectuar|aprobar|autorizar)\b|\b(?:saldo|fondos|cupo|disponible) (?:insuficientes?|no (?:es )?suficiente)\b/.test(
    text.replace(/(?:^|[\s¿¡])si\b[^.\n?!]*/g, ' '),
  );

/**
 * A statement ready, a minimum payment or a due date, a balance notice: news about an account, not
 * money that moved (its «Pago del mes: S/ 856.20» is no payment made). A receipt of a payment made
 * («pagaste», «monto pagado») is still a movement.
 */
function statementNotice(text: string): boolean {
  return (
    /\b(estado de cuenta|pago minimo|fecha limite de pago|ultimo dia de pago|pago para no generar intereses|tu saldo (?:disponible )?es|saldo disponible al)\b/.test(
      text,
    ) &&
    !/\b(pagaste|compraste|transferiste|recibiste|realizaste|enviaste|has enviado|retiraste|sacaste|depositaste|monto pagado|comprobante de pago|pago recibido|recibimos tu pago|abono|devolucion|reembolso|se reverso|se anulo|se cargo|se debito|se debitaron|se aplico un cargo)\b/.test(
      text,
    )
  );
}

/** The bank's name from the sender («Bancolombia <alertasynotificaciones@…>», «avisos@bbva.es»). */
export function bankOf(from: string): string | undefined {
  const text = fold(from);
  const banks: [RegExp, string][] = [
    [/bancolombia/, 'Bancolombia'],
    [/davivienda/, 'Davivienda'],
    [/daviplata/, 'Daviplata'],
    [/nequi/, 'Nequi'],
    [/banorte/, 'Banorte'],
    [/santander/, 'Santander'],
    [/\bnu\b|nubank|nu\.com/, 'Nu'],
    [/mercado ?pago|mercadopago/, 'Mercado Pago'],
    [/hey ?banco|heybanco/, 'Hey Banco'],
    [/bancoestado|cuentarut/, 'CuentaRUT'],
    [/bancochile|banco de chile/, 'Banco de Chile'],
    [/\bbcp\b|viabcp|notificacionesbcp/, 'BCP'],
    [/interbank/, 'Interbank'],
    [/\byape\b/, 'Yape'],
    [/\bplin\b/, 'Plin'],
    [/revolut/, 'Revolut'],
    [/@ing\.es\b/, 'ING'],
    [/galicia/, 'Galicia'],
    [/caixabank|lacaixa/, 'CaixaBank'],
    [/bbva/, 'BBVA'],
  ];
  return banks.find(([pattern]) => pattern.test(text))?.[1];
}

export const titleCase = (text: string) =>
  text
    .toLowerCase()
    .replace(/(^|[\s'-])(\p{L})/gu, (_, space: string, letter: string) => space + letter.toUpperCase())
    // «S.L.», «S.A.»: a company form's initials stay capitals.
    .replace(/\b\p{L}\.(?:\p{L}\.)+/gu, (initials) => initials.toUpperCase())
    // «INVERSIONES DELTA SAS»: a company form written without dots is still its initials.
    .replace(
      /(\s)(sas|sac|srl|sa|sl|slu|sau|eirl|ltda)$/i,
      (_, space: string, form: string) => space + (form.toLowerCase() === 'ltda' ? 'Ltda' : form.toUpperCase()),
    )
    .trim();

const MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];

/**
 * The text as the shared reader reads it best: the middle dot and «…» before digits are card marks
 * («·2231»), dates written 2026-11-25 or 25-11-2026 are 25/11/2026, «U$S» is the dollar.
 */
export function normalized(text: string): string {
  return (
    text
      .replace(/[·•]\s*(?=\d{4})/g, '*')
      .replace(/…\s*(?=\d{4})/g, '...')
      .replace(/\b(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2})?)?\b/g, '$3/$2/$1')
      .replace(/\b(\d{1,2})-(\d{1,2})-(\d{4})\b/g, '$1/$2/$3')
      .replace(/\bU\$S\s?/gi, 'USD ')
      // «Nov 25, 2026»: the month first, as some templates write it.
      .replace(
        /\b(ene|feb|mar|abr|may|jun|jul|ago|sep|oct|nov|dic)[a-z]*\.? (\d{1,2}),? (\d{4})\b/gi,
        (_, month: string, day: string, year: string) => `${day}/${MONTHS.indexOf(month.toLowerCase()) + 1}/${year}`,
      )
      // «24 de noviembre de 2026», «26 noviembre 2026», «20 nov 2026»: the day the reader reads best.
      .replace(
        /\b(\d{1,2})(?: de)? (ene|feb|mar|abr|may|jun|jul|ago|sep|set|oct|nov|dic)[a-z]*\.?(?: de| del)? (\d{4})\b/gi,
        (_, day: string, month: string, year: string) =>
          `${day}/${month.toLowerCase() === 'set' ? 9 : MONTHS.indexOf(month.toLowerCase()) + 1}/${year}`,
      )
  );
}

// Card or account marks with the digits they end in («*2231», «terminada en 5580», «cuenta 1234»,
// Argentina's «CC 4402», «CA 1234» and «Caja de Ahorro 2870» for a current account and a savings box).
// «Dinero en cuenta / Operación 71120398812»: a table's next label and its number are no account's.
const DIGIT_MARKS =
  /(?:\*+|\.{3}|terminaci[oó]n|terminad[ao] en|final(?:izada en)?|(?:tarjeta|cuenta|cta\.?|t\.cred|t\.deb|\bcc|\bca|caja de ahorros?)\s+(?:n[°º.]?\s*|(?!(?:por|de|del|el|la|en|con|al|y|operaci[oó]n|referencia|folio|comprobante|autorizaci[oó]n|ticket)\s)[a-záéíóúñ]+\s+)?)\s*\**\s*(\d{4,12})\b/gi;

export function digitMentions(text: string): string[] {
  // «Celular 310 *** 4471», «CBU …0231»: a phone's or a payee's account digits name none of the user's cards;
  // «Número Nequi: 310 *** 4455»: a phone's first digits before the stars mark a person's number too.
  // «Cuenta propia - Banco de Galicia - CBU terminado en 4402» is the user's own CBU, said on its line.
  const someoneElses = (at: number) => {
    const before = fold(text.slice(Math.max(0, at - 24), at));
    const line = fold(
      text
        .slice(Math.max(0, at - 60), at)
        .split('\n')
        .pop()!,
    );
    if (/\b(?:cbu|cvu|clabe|cci|iban)\.?:?\s*[\d\s]*$/i.test(before))
      return !/\b(?:propi[oa]|mismo titular|a tu nombre)\b/i.test(line);
    return /\b(?:celular|cel|telefono|movil)\.?:?\s*[\d\s]*$|(?:^|[:(])\s*\d{3}$/i.test(before);
  };
  return [...text.matchAll(DIGIT_MARKS)]
    .filter((match) => !someoneElses(match.index))
    .map((match) => match[1]!.slice(-4));
}

const MOVEMENT_WORDS =
  /\b(compra|consumo|cargo|pago|pagaste|transferencia|transferiste|traspaso|retiro|retirada|retirado|sacaste|cajero|giro|deposito|depositado|abono|abonado|abonamos|abonaron|devolucion|reembolso|ingreso|ingresado|ingresaron|recibiste|has recibido|enviaste|has enviado|bizum|yape|plin|nomina|spei|operacion)\b/;

/**
 * An alert the reader took for no alert, told again from what any alert has: an amount, the card
 * or account digits, and a word of movement in its subject or first lines. Without digits nothing
 * is told (a newsletter quoting prices stays unread); digits no account has are then asked about.
 */
export function plainSentence(subject: string, body: string): string | undefined {
  const head = fold(`${subject}\n${body.slice(0, 600)}`);
  if (!MOVEMENT_WORDS.test(head)) return undefined;
  const digits = digitMentions(body)[0];
  if (!digits) return undefined;
  const amount =
    /(?<!saldo[^\n]{0,20})(?:(?:cop|usd|mxn|ars|clp|pen|eur|s\/\.?|\$|€)\s?\d[\d.,]*|\d[\d.,]*\s?(?:€|eur\b|usd\b))/i.exec(
      body,
    )?.[0];
  if (!amount) return undefined;
  const date =
    /\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/.exec(body)?.[0] ??
    /\b\d{1,2} de [a-z]+ de \d{4}\b|\b\d{1,2} [a-z]{3}\.? \d{4}\b/i.exec(body)?.[0];
  return sentenceOf({ amount, card: `*${digits}`, date }, subject, body);
}

/** Money between two of the user's own accounts named by their digits: told as a transfer. */
export function ownTransferSentence(
  text: string,
  subject: string,
  owns: (digits: string) => string | undefined,
  isCard: (digits: string) => boolean = () => false,
): string | undefined {
  const head = fold(`${subject}\n${text.slice(0, 600)}`);
  if (
    !/\b(transferencia|transferiste|traspaso|has enviado|enviaste|pago (?:a|de) (?:tu )?tarjeta|pagaste tu (?:tarjeta|resumen)|pago de (?:tu )?resumen|abono a tu tarjeta|a tu tarjeta|tarjeta pagada|pago tarjeta|liquidacion (?:mensual )?de (?:tu )?tarjeta)\b/.test(
      head,
    )
  )
    return undefined;
  const accounts = [
    ...new Set(
      digitMentions(text)
        .map(owns)
        .filter((id): id is string => Boolean(id)),
    ),
  ];
  if (accounts.length !== 2) return undefined;
  // The account after «desde» (or «origen», «procedente de») pays; without those words the first one named does.
  const mentions = [...text.matchAll(DIGIT_MARKS)]
    .map((match) => ({
      digits: match[1]!.slice(-4),
      before: fold(text.slice(Math.max(0, match.index - 40), match.index)),
    }))
    .filter((mention) => owns(mention.digits));
  // Paying a card's statement moves money from the account to the card, whichever is named first.
  const cardPayment =
    /\b(pago (?:a|de) (?:tu )?tarjeta|pagaste tu (?:tarjeta|resumen)|pago de (?:tu )?resumen|abono a tu tarjeta|tarjeta pagada|pago tarjeta|liquidacion (?:mensual )?de (?:tu )?tarjeta)\b/.test(
      head,
    );
  const source =
    mentions.find((mention) =>
      /\b(desde|origen|cargo|debitad[oa]|debito|retiro|cuenta de retiro|procedente|proveniente)\b[^*]*$/.test(
        mention.before,
      ),
    ) ??
    (cardPayment ? mentions.find((mention) => !isCard(mention.digits)) : undefined) ??
    mentions[0];
  const from = source?.digits;
  const to = mentions.find((mention) => owns(mention.digits) !== owns(from ?? ''))?.digits;
  const amount = moneyOf(
    /(?:(?:cop|usd|mxn|ars|clp|pen|eur|s\/\.?|\$|€)\s?\d[\d.,]*|\d[\d.,]*\s?(?:€|eur\b|usd\b))/i.exec(text)?.[0] ?? '',
  );
  if (!amount || !from || !to) return undefined;
  // «20/11/2026» or «18 de noviembre de 2026»: the day the money moved.
  const day =
    /\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/.exec(text)?.[0] ??
    /\b\d{1,2} de (?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)(?: de \d{4})?\b/i.exec(
      text,
    )?.[0];
  return `Transferiste ${amount} de tu cuenta *${from} a tu cuenta *${to}.${day ? ` el ${day}` : ''}`;
}
