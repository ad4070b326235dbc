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

/**
 * Whether two amounts differ in exactly one printed digit (in cents): the mark of one glyph misread,
 * an «0» read as «8» with the confidence of a clear print, which the receipt's own sums expose.
 */
export function oneDigitApart(a: number, b: number): boolean {
  const x = String(Math.round(Math.abs(a) * 100));
  const y = String(Math.round(Math.abs(b) * 100));
  if (x.length !== y.length || x === y) return false;
  let differing = 0;
  for (let at = 0; at < x.length; at += 1) if (x[at] !== y[at]) differing += 1;
  return differing === 1;
}

const DATE_LIKE = /\b\d{1,2}[/-]\d{1,2}[/-]\d{2,4}\b/;

/**
 * What the lines just above the total add up to: the run of item lines (each ending in an amount,
 * none a date) and the tax lines between them and the total. Null when a subtotal stands between
 * (its own check covers it) or no item line is found.
 */
function sumAbove(lines: ReceiptLine[], labels: Label[], totalAt: number): { sum: number; items: number } | null {
  let taxes = 0;
  let items = 0;
  let count = 0;
  for (let at = totalAt - 1; at >= 0; at -= 1) {
    const text = lines[at]!.text;
    const own = amountsIn(text).filter(
      (found) => !/%/.test(text.slice(found.index, found.index + found.raw.length + 1)),
    );
    if (labels[at] === 'subtotal') return null;
    if (own.length === 0) {
      if (count > 0) break;
      continue;
    }
    if (labels[at] === 'tax' && count === 0) {
      taxes += own.at(-1)!.value;
      continue;
    }
    if (labels[at] !== 'other' || DATE_LIKE.test(text)) break;
    items += own.at(-1)!.value;
    count += 1;
  }
  return count > 0 ? { sum: Math.round((items + taxes) * 100) / 100, items: count } : null;
}

/** The minimum confidence a total must reach to be proposed; below it the user is asked. */
export const TOTAL_THRESHOLD = 0.6;

/**
 * The receipt's total: the amount on its «TOTAL» line (the strongest wording wins, the last of equal
 * ones), never a subtotal, tax, tendered cash, change or tip line. The reading is trusted more when
 * the receipt agrees with itself (subtotal + tax, cash − change, a second total line, the items
 * and taxes just above it), much less when one of those sums is one digit away from it, and less
 * when Tesseract was unsure of the digits; below TOTAL_THRESHOLD it is left empty.
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
  const above = sumAbove(
    lines,
    labelled.map((entry) => entry.label),
    best.index,
  );
  // To the cent: the items' sum has no rounding of its own, and a cent off is a misread digit too.
  const allTaxes = taxes.reduce((sum, tax) => sum + tax, 0);
  const agreeing =
    (above !== null && Math.abs(above.sum - value) < 0.005) ||
    candidates.some((entry) => entry !== best && near(entry.read!.found.value, value)) ||
    subtotals.some((sub) => taxes.some((tax) => near(sub + tax, value)) || near(sub + allTaxes, value)) ||
    tendered.some((cash) => changes.some((change) => near(cash - change, value))) ||
    [...cards, ...tendered].some((paid) => near(paid, value)) ||
    (subtotals.some((sub) => near(sub, value)) && taxes.length === 0);
  if (agreeing) confidence += 0.15;
  // A sum of the receipt one digit away from the total it prints: a digit was misread, in the total
  // or in one of the amounts summed. With one or two item lines (or a subtotal and its tax) the
  // total is as likely the misread one as not, so ask; past that the misread is more likely an item's.
  const sums = [
    ...subtotals.flatMap((sub) => taxes.map((tax) => sub + tax)),
    ...(above !== null && above.items <= 2 ? [above.sum] : []),
  ];
  if (!agreeing && sums.some((sum) => oneDigitApart(sum, value))) confidence -= 0.3;
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
