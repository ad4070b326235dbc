import { type Field, fold, pieceConfidence, type ReceiptLine } from './extract-text.ts';

/** An amount on a receipt: `1.234,56`, `1,234.56`, `12.500` (pesos), `15.90`, `23,40`, `S/ 15.90`, `$ 12.500`. */
const AMOUNT = /(?<![\d.,])-?\d{1,3}(?:[.,]\d{3})*(?:[.,]\d{1,2})?(?![\d])|(?<![\d.,])-?\d+(?:[.,]\d{1,2})?(?![\d])/g;

/**
 * The value of one printed amount. The last separator followed by one or two digits is the decimal
 * one; a separator followed by three digits groups thousands (`12.500` pesos, `1.234` euros), as
 * no currency of these countries prints thousandths on a receipt.
 */
export function parseAmount(raw: string): number | null {
  const text = raw.replace(/\s/g, '');
  if (!/^-?\d[\d.,]*$/.test(text)) return null;
  const decimal = /[.,](\d{1,2})$/.exec(text);
  const whole = (decimal ? text.slice(0, decimal.index) : text).replace(/[.,]/g, '');
  if (whole === '' || whole === '-') return null;
  const value = Number(`${whole}.${decimal?.[1] ?? '0'}`);
  return Number.isFinite(value) ? Math.round(value * 100) / 100 : null;
}

type Found = { value: number; raw: string; index: number };

/** The amounts written on a line, left to right (a «2 x 1,05» count reads as 2 and 1.05). */
export function amountsIn(text: string): Found[] {
  // OCR reads a «0» in an amount as «O» and puts a space after the decimal comma: mend those first.
  const mended = text.replace(/(?<=\d[.,]?)[Oo](?=\d|\b)/g, '0').replace(/(\d[.,]) (\d{2})\b/g, '$1$2');
  const found: Found[] = [];
  for (const match of mended.matchAll(AMOUNT)) {
    const value = parseAmount(match[0]);
    if (value !== null) found.push({ value, raw: match[0].trim(), index: match.index });
  }
  return found;
}

/** What a line is about, by its words: the total, or one of the amounts a total is not. */
type Label =
  | 'total-strong'
  | 'total'
  | 'total-weak'
  | 'subtotal'
  | 'tax'
  | 'tendered'
  | 'change'
  | 'tip'
  | 'count'
  | 'card'
  | 'other';

const NOT_TOTAL: [RegExp, Label][] = [
  [/\bSUB\s*-?\s*TOTAL|\bSUBTOT/, 'subtotal'],
  [/\b(?:CAMBIO|VUELTO|SU VUELTO|DEVOLUCION|A DEVOLVER)\b/, 'change'],
  [/\b(?:EFECTIVO|ENTREGADO|RECIBIDO|PAGA CON|PAGO CON|SU PAGO|TENDERED|CONTADO)\b/, 'tendered'],
  [/\b(?:TARJETA|VISA|MASTERCARD|MASTER|DEBITO|CREDITO|AMEX|REDCOMPRA|DATAFONO)\b/, 'card'],
  [/\b(?:PROPINA|TIP|SERVICIO VOLUNTARIO)\b/, 'tip'],
  [/\b(?:ARTICULOS|ARTS?|ITEMS|UNIDADES|UDS|PRODUCTOS|CANT(?:IDAD)?)\b/, 'count'],
  [
    /\b(?:IVA|I\.V\.A|IGV|IMPUESTOS?|IMP\.?|BASE(?: IMPONIBLE)?|CUOTA|NETO|EXENTO|GRAVADO|DESCUENTOS?|AHORRO|AHORRASTE|REDONDEO|ISC|IEPS|INC)\b/,
    'tax',
  ],
];

/** The label of a line, by its words (the first that applies). */
export function labelOf(text: string): Label {
  const folded = fold(text).replace(/[:.]+(?=\s|$)/g, ' ');
  if (
    /\bTOTAL\b.*\b(?:A PAGAR|EUR|EUROS|MXN|COP|CLP|ARS|PEN|SOLES|VENTA|GENERAL|COMPRA|FACTURA|NETO A PAGAR)\b/.test(
      folded,
    )
  )
    return 'total-strong';
  if (/\b(?:TOTAL A PAGAR|NETO A PAGAR|IMPORTE TOTAL|MONTO TOTAL|VALOR TOTAL|TOTAL\s*\(?EUR\)?)\b/.test(folded))
    return 'total-strong';
  for (const [pattern, label] of NOT_TOTAL) if (pattern.test(folded)) return label;
  if (/\bTOTAL\b/.test(folded)) return 'total';
  if (/\b(?:IMPORTE|A PAGAR|MONTO|PAGAR)\b/.test(folded)) return 'total-weak';
  return 'other';
}

/** The amount a line ends with (receipts print the figure at the right), or the next line's when it has none. */
function amountOfLine(lines: ReceiptLine[], at: number): { found: Found; line: ReceiptLine } | null {
  const own = amountsIn(lines[at]!.text).filter(
    (found) => !/%/.test(lines[at]!.text.slice(found.index, found.index + found.raw.length + 1)),
  );
  if (own.length > 0) return { found: own.at(-1)!, line: lines[at]! };
  const next = lines[at + 1];
  if (next && labelOf(next.text) === 'other') {
    const theirs = amountsIn(next.text);
    if (theirs.length === 1) return { found: theirs[0]!, line: next };
  }
  return null;
}

const BASE: Record<string, number> = { 'total-strong': 0.8, total: 0.7, 'total-weak': 0.55 };

/** The minimum confidence a total must reach to be proposed; below it the user is asked. */
export const TOTAL_THRESHOLD = 0.6;

/**
 * The receipt's total: the amount on its «TOTAL» line (the strongest wording wins, the last of equal
 * ones), never a subtotal, tax, tendered cash, change or tip line. The reading is trusted more when
 * the receipt agrees with itself (subtotal + tax, cash − change, a second total line, the items'
 * sum) and less when Tesseract was unsure of the digits; below TOTAL_THRESHOLD it is left empty.
 */
export function readTotal(lines: ReceiptLine[]): Field<number> {
  const labelled = lines.map((line, index) => ({ label: labelOf(line.text), index }));
  const valueOf = (label: Label) =>
    labelled
      .filter((entry) => entry.label === label)
      .map((entry) => amountOfLine(lines, entry.index)?.found.value)
      .filter((value): value is number => value !== undefined);

  const candidates = labelled
    .filter((entry) => entry.label in BASE)
    .map((entry) => ({ ...entry, read: amountOfLine(lines, entry.index) }))
    .filter((entry) => entry.read && entry.read.found.value > 0);
  if (candidates.length === 0) return { value: null, confidence: 0 };
  const best = candidates.reduce((chosen, entry) => (BASE[entry.label]! >= BASE[chosen.label]! ? entry : chosen));
  const value = best.read!.found.value;

  let confidence = BASE[best.label]!;
  const near = (a: number, b: number) => Math.abs(a - b) < 0.015;
  const subtotals = valueOf('subtotal');
  const taxes = valueOf('tax');
  const tendered = valueOf('tendered');
  const changes = valueOf('change');
  const cards = valueOf('card');
  const agreeing =
    candidates.some((entry) => entry !== best && near(entry.read!.found.value, value)) ||
    subtotals.some((sub) => taxes.some((tax) => near(sub + tax, value))) ||
    tendered.some((cash) => changes.some((change) => near(cash - change, value))) ||
    [...cards, ...tendered].some((paid) => near(paid, value)) ||
    (subtotals.some((sub) => near(sub, value)) && taxes.length === 0);
  if (agreeing) confidence += 0.15;
  // Two total lines that disagree (a total before and after a discount, or a misread digit): ask.
  const disagreeing = candidates.some(
    (entry) => BASE[entry.label] === BASE[best.label] && !near(entry.read!.found.value, value),
  );
  if (disagreeing) confidence -= 0.3;
  if (subtotals.some((sub) => sub > value + 0.015) && !taxes.some((tax) => tax < 0)) confidence -= 0.1;

  const ocr = pieceConfidence(best.read!.line, best.read!.found.raw);
  if (ocr < 0.6) confidence *= 0.7;
  else if (ocr < 0.8) confidence *= 0.9;
  confidence = Math.max(0, Math.min(1, Math.round(confidence * 100) / 100));
  return { value: confidence >= TOTAL_THRESHOLD ? value : null, confidence };
}
