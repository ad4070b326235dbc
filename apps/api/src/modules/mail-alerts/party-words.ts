import { foldAccents } from '@cuentas/shared/text';
import type { Fields } from './labels.ts';

/**
 * Who an alert mail says was paid or paid (decision 035): the labelled party («Comercio», «Destinatario»,
 * «Ordenante»), else the shop, company or person its sentence names («Compra en OXXO INSURGENTES»,
 * «Recibiste $850 de Ricardo Mendoza», «Débito automático EDENOR»), else what the money was for.
 */

const fold = (text: string) => foldAccents(text).replace(/[*_]+/g, '').replace(/\s+/g, ' ').trim();

/** A concept that only names the movement («PAGO HABERES», «ABONO NOMINA»), not who paid. */
const PAY_WORDS =
  /^(?:(?:pago|abono|deposito|transferencia|de|del|por)\s+)*(?:haberes|nomina|sueldo|salario|remuneraciones?|planilla|cts|gratificacion|honorarios|transferencia|abono|pago)$/;

// A concept's first words that say what the money was for: a rent, a fee, a bill.
const PURPOSE =
  /^(?:arriendo|alquiler|renta|cuota|mensualidad|colegiatura|pension|matricula|depto|departamento|factura|recibo|gastos comunes|expensas)\b/;
// A person's name: two to four words of letters, no digits.
const isPersonName = (part: string) => /^\p{L}[\p{L}'.]*(?:\s+\p{L}[\p{L}'.]*){1,3}$/u.test(part);

/**
 * Who the mail says was paid or paid: the labelled party, else what the money was for (a concept
 * names the payee only when no one is named). «ETB - EMPRESA DE TELECOMUNICACIONES DE BOGOTA»,
 * «MARTIN SOSA - Mercado Pago»: the name before « - », the rest is its long form or its bank.
 */
export function partyOf(fields: Fields, withConcept = true): string | undefined {
  const named = [fields.merchant, withConcept ? fields.concept : undefined].find(
    (value) => value && /\p{L}{3}/u.test(value),
  );
  // «PAGO HABERES - INDUSTRIAS ANDINAS S.A.C.»: the pay's name first, then who paid it.
  const parts = named?.split(/\s+-\s+/).map((part) => part.trim()) ?? [];
  // «ARRIENDO DEPTO 302 - FRANCISCA SOTO»: what the money was for first, then the person who sent it.
  const person =
    parts.length > 1 && PURPOSE.test(fold(parts[0]!).toLowerCase()) ? parts.slice(1).find(isPersonName) : undefined;
  const short = parts.find((part) => /\p{L}{2}/u.test(part) && !PAY_WORDS.test(fold(part)));
  return person ?? short ?? named;
}

/** A shop's name in capitals (digits, «*», «&», dots and dashes inside), as alerts write it. */
const SHOP = "[A-ZÁÉÍÓÚÑ][A-ZÁÉÍÓÚÑ0-9 .*&'-]{1,40}?";
/**
 * What ends a shop's name in a sentence: a date or time, a lowercase word of the alert («… de LAURA
 * PRIETO en su cuenta»), punctuation.
 */
const SHOP_END = String.raw`(?=\s+(?:\d{1,2}\/\d{1,2}(?:\/\d{2,4})?|\d{1,2}:\d{2}|d?el\s+(?:d[ií]a\s+)?\d|fue\b|ha\s+sido\b|con\b|por\b|desde\b|v[ií]a\b|a\s+las\b|a\s+\d{1,2}\s+cuotas\b|(?:en|a)\s+(?:tu|su)\s|aprobad|realizad|concepto\b|referencia\b|ref\b|motivo\b|glosa\b|detalle\b)|\s*[,;(]|\.(?:\s|$)|\s*$)`;
const SHOP_AFTER = [
  new RegExp(String.raw`\ben\s+(${SHOP})${SHOP_END}`, 'm'),
  new RegExp(
    // «Cargo de recibo IBERDROLA CLIENTES 58,76 EUR», «Recibo domiciliado de VODAFONE por…»: the
    // company billed comes after «recibo», with or without «de».
    String.raw`\b(?:d[eé]bito\s+autom[aá]tico\s+de|[Rr]ecibo(?:\s+domiciliad[oa])?(?:\s+de)?|RECIBO(?:\s+DE)?|domiciliaci[oó]n\s+de|cargo\s+de)\s+(${SHOP})${SHOP_END}`,
    'm',
  ),
  // «Se aplicó cargo recurrente de SMART FIT por…», «el cargo automático PAT de ENTEL PCS por…»,
  // «se aplicó el débito automático a GAS NATURAL por…»: the company that bills every month.
  new RegExp(
    String.raw`\b(?:cargo\s+(?:recurrente|autom[aá]tico(?:\s+PAT)?|peri[oó]dico)|d[eé]bito\s+autom[aá]tico)\s+(?:de|a)\s+(${SHOP})${SHOP_END}`,
    'm',
  ),
  // «por PAGO AUTOMATICO ENTEL el 24/11», «Débito automático AGUAS ANDINAS»: the company named right
  // after the words of a standing payment, with no «de» between.
  new RegExp(
    String.raw`\b(?:PAGO|CARGO|D[EÉ]BITO|[Pp]ago|[Cc]argo|[Dd][eé]bito)\s+(?:AUTOM[AÁ]TICO|[Aa]utom[aá]tico)(?:\s+(?:PAT|PAC))?\s+(${SHOP})${SHOP_END}`,
    'm',
  ),
  // «Pagaste AYSA por $ 12.540», «Pagaste el servicio TELMEX por $589.00», «Has pagado la factura de
  // NATURGY por 61,20 €»: the company paid, named before the amount.
  new RegExp(
    String.raw`\b(?:[Pp]agaste|[Hh]as pagado)\s+(?:(?:el|la|tu|su)\s+(?:servicio|factura|recibo|boleta|cuenta)\s+(?:de\s+(?:la\s+|el\s+)?)?)?(${SHOP})\s+por\b`,
    'm',
  ),
  // «Has pagado 23,40 €» then «en Burger King Gran Vía» on a line of its own: the shop as it writes itself.
  /^en\s+(\p{Lu}[\p{L}\d&'.-]*(?:\s+[\p{L}\d&'.-]+){0,5})\s*$/mu,
  // «Pago por $215.430,00 a EPM EMPRESAS PUBLICAS DE MEDELLIN desde cta…», «un Bizum de 20,00 € a JAVIER MORENO»,
  // «cargo por PAC de $24.990 a GTD FIBRA en su cuenta».
  new RegExp(
    String.raw`\b(?:[Pp]ago|[Pp]agaste|[Cc]argo|[Tt]ransferencia|[Tt]ransferiste|[Ee]nviaste|[Hh]as enviado|[Ee]nv[ií]o)\b[^\n]{0,60}?\ba\s+(${SHOP})${SHOP_END}`,
    'm',
  ),
  // «Pago de servicio público ENEL COLOMBIA (CODENSA)», «débito automático … a favor de SEGUROS
  // BOLIVAR con cargo a …»: the company billed.
  new RegExp(String.raw`\b(?:[Pp]ago de servicios?(?:\s+p[úu]blicos?)?|a favor de)\s+(${SHOP})${SHOP_END}`, 'm'),
  // «por concepto de Transferencia a Terceros (RODRIGO PEREZ - arriendo estacionamiento)»: the person
  // in capitals opening the brackets after a transfer, before what it was for.
  new RegExp(
    String.raw`\b(?:[Tt]ransferencia|TRANSFERENCIA|[Tt]raspaso|[Pp]ago|[Ee]nv[ií]o)\b[^\n(]{0,40}\(\s*(\p{Lu}{2,}(?:\s+\p{Lu}{2,}){1,3})\s*(?:\s-\s|\))`,
    'mu',
  ),
  // «a la cuenta *4512 de MARTA LUCIA GIRALDO el 24/11»: the account's holder.
  new RegExp(String.raw`\b[Cc]uenta\s+\S*\d\S*\s+de\s+(${SHOP})${SHOP_END}`, 'm'),
  // «Cargaste $ 3.200 a tu tarjeta SUBE»: a transit card topped up.
  new RegExp(
    String.raw`\b(?:[Cc]argaste|[Rr]ecargaste|[Rr]ecarga)\b[^\n]{0,30}?\b(?:a|en) tu tarjeta\s+(${SHOP})${SHOP_END}`,
    'm',
  ),
  // «recibiste una transferencia … desde CONSTRUCTORA ANDES LTDA a tu CuentaRUT»: who sent it.
  new RegExp(
    String.raw`\b(?:[Rr]ecibiste|[Hh]as recibido|[Tt]e (?:enviaron|transfirieron)|[Aa]bono|[Dd]ep[oó]sito)\b[^\n]{0,60}?\bdesde\s+(${SHOP})(?=\s+(?:a|en)\s+(?:tu|su)\b|${SHOP_END.slice(3, -1)})`,
    'm',
  ),
  // «… por valor de $650.000 de CAMILA ANDREA ROJAS el día …»: who sent it, right after the amount.
  // A tax on the amount («$24.67 de IVA») is no one.
  new RegExp(
    String.raw`(?:\$|€|S\/)\s?\d[\d.,]*\d\s+de\s+(?!(?:IVA|IGV|ITF|GMF|ISR|IEPS|IMPUESTOS?)\b)(${SHOP})${SHOP_END}`,
    'm',
  ),
  // «Se abonó S/ 3,900.00 por PAGO DE HABERES de MINERA SUR en tu cuenta»: the employer after the pay's name.
  new RegExp(
    String.raw`\b(?:[Hh]aberes|HABERES|[Nn][óo]mina|N[OÓ]MINA|[Rr]emuneraciones|REMUNERACIONES|[Ss]ueldo|SUELDO)\s+(?:de|DE)\s+(${SHOP})${SHOP_END}`,
    'm',
  ),
  // «Recibiste un pago de Nomina de SERVICIOS LOGISTICOS SAS por $…»: who paid.
  new RegExp(
    String.raw`\b(?:[Rr]ecibiste|[Hh]as recibido|[Rr]ecibido|[Aa]bono|[Pp]ago|[Tt]ransferencia|[Dd]ep[oó]sito)\b[^\n]{0,40}?\bde\s+(${SHOP})${SHOP_END}`,
    'm',
  ),
];
/** A person named in a sentence of money sent or received: «Recibiste $850 de Ricardo Mendoza.» */
// «Ricardo V.»: a surname cut to its initial, as wallets print it.
const PERSON = String.raw`(\p{Lu}\p{Ll}+(?:(?:\s+\p{Lu}\p{Ll}+){1,3}(?:\s+\p{Lu}\.)?|\s+\p{Lu}\.))(?=[\s.,;(!]|$)`;
const PERSON_AFTER = [
  // «CARLOS MEJIA te envió plata a tu Nequi», «Martín Sosa te transfirió dinero»: the sender first.
  // «Hola Juan, Diana Marcela Paez te envió …»: after the greeting too.
  /^\s*(?:(?:[Hh]ola|HOLA|[Bb]uen[oa]s? (?:d[ií]as|tardes|noches))\s+\p{L}+(?:\s+\p{L}+)?\s*[,!.]\s*)?(\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+){1,3})\s+te\s+(?:envi[oó]|transfiri[oó]|mand[oó]|pas[oó]|deposit[oó])(?!\p{L})/mu,
  // «Tu pago a PedidosYa fue aprobado»: a brand as it writes itself.
  /\b[Tt]u (?:pago|compra) (?:a|en)\s+([\p{L}\d][\p{L}\d .&'*-]{1,40}?)\s+(?:fue|ha sido)\b/mu,
  new RegExp(
    String.raw`\b(?:[Rr]ecibiste|[Hh]as recibido|te envi[oó]|te transfiri[oó])\s[^\n]{0,30}?\bde\s+${PERSON}`,
    'mu',
  ),
  // «Pagaste $389.00 a Mercado Libre por: …»: a name written as it writes itself (on the next line
  // when the amount is a heading of its own).
  new RegExp(
    String.raw`\b(?:[Ee]nviaste|[Hh]as enviado|[Tt]ransferiste|[Pp]agaste|[Hh]as pagado)\s[^\n]{0,40}?(?:\n\s*)?\ba\s+${PERSON}`,
    'mu',
  ),
  // «Has recibido un reembolso de 23,80 € de Glovo en tu cuenta»: the shop that paid back.
  /\b(?:reembolso|devoluci[oó]n|extorno)\b[^\n]{0,30}?\bde\s+(\p{Lu}[\p{L}\d&'-]+(?:\s+\p{Lu}[\p{L}\d&'-]+){0,3})(?=\s+en\s+(?:tu|su)\b|[\s.,;]*$)/mu,
];
/** Company forms and payment gateways around a shop's name: «METROGAS S.A.», «MERPAGO*RAPPI». */
const LEGAL_FORM =
  /[\s,]+(?:s\.?\s?a\.?\s?(?:u\.?|de\s+c\.?\s?v\.?|s\.?)?|sau|sas|sl|s\.l\.?|srl|s\.r\.l\.?|spa|ltda\.?|sac|s\.a\.c\.?|eirl)\.?$/i;
const GATEWAY = /^(?:mercado ?pago|merpago|mp|paypal|payu|dlo|dlocal|sumup|zettle|ebanx)\s*\*\s*/i;

/**
 * The shop of an alert whose reader found none: the labelled «Comercio» («Emisor» of a direct
 * debit), or the capitals after «en» (or «débito automático de», «recibo de») up to a date, a time,
 * a lowercase word of the alert or punctuation («Tu compra de $459.00 en DIDI FOOD fue aprobada»).
 * The payment gateway before a «*», a company form at the end and a trailing terminal number go.
 */
export function merchantOf(fields: Fields, text: string): string | undefined {
  const cleaned = namedParty(fields, text)
    ?.replace(GATEWAY, '')
    .replace(/\*/g, ' ')
    .replace(LEGAL_FORM, '')
    .replace(/\s+\d[\d\s]*$/, '')
    .trim();
  return cleaned && cleaned.length >= 2 ? cleaned : undefined;
}

/** The labelled party, else the shop or person a sentence names, else the labelled concept. */
export function namedParty(fields: Fields, text: string): string | undefined {
  return (
    partyOf(fields, false) ??
    [...SHOP_AFTER, ...PERSON_AFTER].map((pattern) => pattern.exec(text)?.[1]).find(Boolean) ??
    partyOf(fields)
  );
}
