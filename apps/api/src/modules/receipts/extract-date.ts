import { type Field, fold, type ReceiptLine } from './extract-text.ts';

const MONTHS: Record<string, number> = {
  ENE: 1,
  ENERO: 1,
  JAN: 1,
  FEB: 2,
  FEBRERO: 2,
  MAR: 3,
  MARZO: 3,
  ABR: 4,
  ABRIL: 4,
  APR: 4,
  MAY: 5,
  MAYO: 5,
  JUN: 6,
  JUNIO: 6,
  JUL: 7,
  JULIO: 7,
  AGO: 8,
  AGOSTO: 8,
  AUG: 8,
  SEP: 9,
  SEPT: 9,
  SET: 9,
  SEPTIEMBRE: 9,
  SETIEMBRE: 9,
  OCT: 10,
  OCTUBRE: 10,
  NOV: 11,
  NOVIEMBRE: 11,
  DIC: 12,
  DICIEMBRE: 12,
  DEC: 12,
};

/** Dates a receipt prints that are not the day of the purchase: expiry, returns, validity, due dates. */
const NOT_PURCHASE =
  /\b(?:VENC\w*|VENCE|CADUC\w*|EXPIRA\w*|EXP|VALID\w*|VIGEN\w*|HASTA|DEVOLUCION\w*|CAMBIOS|LIMITE|CONSUMIR|PREFERENTE|GARANTIA|PROXIMA|NACIMIENTO|DESDE|PERIODO|CORTE)\b/;
const PURCHASE = /\b(?:FECHA|EMISION|EMITIDO|EXPEDICION|FEC|DIA|F\.)\b/;

type Found = { iso: string; index: number };

/** Digits OCR misreads inside a date («1l/O3/2026»). */
const mendDigits = (folded: string) =>
  folded
    .replace(/(?<=\b\d?)[LI|](?=\d?[/.-]\d)|(?<=\d[/.-]\d?)[LI|](?=\d?[/.-]\d)/g, '1')
    .replace(/(?<=[\d/.-])O(?=[\d/.-]|\b)|\bO(?=\d[/.-])/g, '0');

function iso(year: number, month: number, day: number): string | null {
  const full = year < 100 ? 2000 + year : year;
  const date = new Date(Date.UTC(full, month - 1, day));
  if (date.getUTCFullYear() !== full || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * The dates written on one line. Day before month in every country served (ES, MX, CO, CL, PE, AR
 * print 24/11/2026, 24-11-26, 24.11.2026, 24 NOV 2026, «24 de noviembre de 2026»); a year first
 * reads 2026-11-24.
 */
export function datesIn(text: string): Found[] {
  const found: Found[] = [];
  const line = mendDigits(fold(text));
  for (const match of line.matchAll(/\b(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})\b/g)) {
    const date = iso(Number(match[1]), Number(match[2]), Number(match[3]));
    if (date) found.push({ iso: date, index: match.index });
  }
  for (const match of line.matchAll(
    /(?<![\d/.-])(\d{1,2})\s?[-/.]\s?(\d{1,2})\s?[-/.]\s?(\d{4}|\d{2})(?![\d/.-]*\d)/g,
  )) {
    const date = iso(Number(match[3]), Number(match[2]), Number(match[1]));
    if (date) found.push({ iso: date, index: match.index });
  }
  for (const match of line.matchAll(
    /\b(\d{1,2})(?:\s+DE\s+|[\s/.-]+)([A-Z]{3,10})\.?(?:\s+DE\s+|[\s/.-]+)(\d{4}|\d{2})\b/g,
  )) {
    const month = MONTHS[match[2]!];
    const date = month ? iso(Number(match[3]), month, Number(match[1])) : null;
    if (date) found.push({ iso: date, index: match.index });
  }
  return found;
}

/** The minimum confidence a date must reach to be proposed; below it the user is asked. */
export const DATE_THRESHOLD = 0.6;

/**
 * The day of the purchase: a date on a «FECHA»/«EMISIÓN» line first, else the first date of the
 * receipt, never one on an expiry, return or validity line, nor one after `today` or years before
 * it. Several different dates with none labelled leave the day to the user.
 */
export function readDate(lines: ReceiptLine[], today: string): Field<string> {
  const oldest = `${Number(today.slice(0, 4)) - 2}${today.slice(4)}`;
  const candidates: { iso: string; labelled: boolean; confidence: number; order: number }[] = [];
  lines.forEach((line, order) => {
    const folded = fold(line.text);
    if (NOT_PURCHASE.test(folded)) return;
    for (const found of datesIn(line.text)) {
      // A purchase happened by today (the receipt's own time zone may be a day ahead of the server's).
      if (found.iso < oldest) continue;
      candidates.push({ iso: found.iso, labelled: PURCHASE.test(folded), confidence: line.confidence / 100, order });
    }
  });
  const plausible = candidates.filter((candidate) => candidate.iso <= addDay(today));
  if (plausible.length === 0) return { value: null, confidence: candidates.length > 0 ? 0.2 : 0 };
  const labelled = plausible.filter((candidate) => candidate.labelled);
  const pool = labelled.length > 0 ? labelled : plausible;
  const chosen = pool[0]!;
  const distinct = new Set(pool.map((candidate) => candidate.iso)).size;
  let confidence = labelled.length > 0 ? 0.9 : 0.8;
  if (distinct > 1) confidence -= 0.35;
  if (chosen.confidence < 0.6) confidence *= 0.7;
  else if (chosen.confidence < 0.8) confidence *= 0.9;
  confidence = Math.round(confidence * 100) / 100;
  return { value: confidence >= DATE_THRESHOLD ? chosen.iso : null, confidence };
}

function addDay(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}
