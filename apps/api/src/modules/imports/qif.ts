import { calendarDate } from '@cuentas/shared/calendar-dates';
import { qifDateOrders } from '@cuentas/shared/schemas/imports';
import { parseBankAmount } from './amounts.ts';
import { detectDecimal } from './columns.ts';
import type { StatementFile } from './norma43.ts';

export const isQif = (text: string) => /^\uFEFF?\s*!(?:Type:|Account|Option:)/i.test(text);

const UNSUPPORTED = /^!Type:(?:Invst|Cat|Class|Memorized|Prices)/i;

type Record = { row: number; date: string; amount: string; payee: string; memo: string; category: string };

// Quicken writes the account's starting balance as a first record "Opening Balance" against the
// account itself (L[Account]): a balance, not a movement.
const OPENING = /^(opening balance|saldo inicial|saldo de apertura)$/i;
/** The order of a QIF's day, month and year: day first (Spain, Latin America), month first (US), year first. */
export type QifDateOrder = (typeof qifDateOrders)[number];

/**
 * Reads a QIF bank, cash or card register (!Type:Bank|Cash|CCard): D date, T/U amount, P payee,
 * M memo, ^ end of record. QIF writes dates in the exporter's locale: the user may say the order
 * (`chosen`); else the one order that reads every date, day first when several do (Spain and
 * Latin America). When no single order reads them all, only the dates that every order reads
 * the same are kept: the others are errors, so leaving errors out never books a row on a date
 * read the wrong way round. "1/15'26" is Quicken's 2026; "2013-08-15" is ISO. QIF states no balances.
 */
export function parseQif(text: string, currency: string, chosen: QifDateOrder | null = null): StatementFile {
  const result: StatementFile = { rows: [], errors: [], balances: { opening: null, closing: null }, currency: null };
  const records: Record[] = [];
  let current: Record | null = null;
  let skipping = false;
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  lines.forEach((raw, index) => {
    const line = raw.trim();
    if (line === '') return;
    if (line.startsWith('!')) {
      skipping = UNSUPPORTED.test(line) || /^!Account/i.test(line);
      if (/^!Type:/i.test(line)) skipping = UNSUPPORTED.test(line);
      return;
    }
    if (skipping) return;
    current ??= { row: index + 1, date: '', amount: '', payee: '', memo: '', category: '' };
    const value = line.slice(1).trim();
    switch (line[0]) {
      case 'D':
        current.date = value;
        break;
      case 'T':
      case 'U':
        if (!current.amount) current.amount = value;
        break;
      case 'P':
        current.payee = value;
        break;
      case 'M':
        current.memo = value;
        break;
      case 'L':
        current.category = value;
        break;
      case '^':
        records.push(current);
        current = null;
        break;
      default:
        break;
    }
  });
  if (current && (current as Record).date) records.push(current);

  const parts = records.map((record) => dateParts(record.date));
  const order = chosen ?? likelyOrder(parts);
  const decimal = detectDecimal(records.map((record) => record.amount));
  for (const [index, record] of records.entries()) {
    const part = parts[index];
    const date = part ? (order ? readAs(part, order) : unambiguous(part)) : null;
    if (!date) {
      const why =
        part && !order
          ? ': el archivo escribe fechas en órdenes distintos y esta se puede leer de más de una forma; elige el orden de las fechas'
          : '';
      result.errors.push({ row: record.row, message: `La fecha "${record.date}" no es válida${why}` });
      continue;
    }
    const amount = parseBankAmount(record.amount, decimal, currency);
    if (!amount.ok) {
      result.errors.push({ row: record.row, message: `Importe no válido: ${amount.message}` });
      continue;
    }
    if (OPENING.test(record.payee) && /^\[.*\]$/.test(record.category) && result.rows.length === 0) {
      result.balances.opening = { date, amount: amount.minor };
      continue;
    }
    result.rows.push({
      row: record.row,
      date,
      amount: amount.minor,
      payee: (record.payee || record.memo || 'Movimiento').slice(0, 200),
      notes: record.payee ? record.memo.slice(0, 2000) : '',
      fitid: null,
    });
  }
  return result;
}

/** A date's three numbers as written: "15/01/2026", "1/15'26", "13/08/15", "2026-01-15". */
type Written = { numbers: [number, number, number]; digits: [number, number, number]; quicken: boolean };

function dateParts(text: string): Written | null {
  const match = /^(\d{1,4})\s*[/.-]\s*(\d{1,2})\s*(?:[/.-]\s*(\d{1,4})|'\s*(\d{1,2}))$/.exec(text);
  if (!match) return null;
  const third = match[3] ?? match[4]!;
  return {
    numbers: [Number(match[1]), Number(match[2]), Number(third)],
    digits: [match[1]!.length, match[2]!.length, third.length],
    quicken: match[4] !== undefined,
  };
}

/** The date a written date means in an order, or null if it is not one there. */
function readAs(part: Written, order: QifDateOrder): string | null {
  const [first, second, third] = part.numbers;
  const year = (value: number, digits: number) =>
    part.quicken && order !== 'ymd'
      ? { value: 2000 + value, two: false }
      : digits === 4
        ? { value, two: false }
        : digits === 2
          ? { value, two: true }
          : null;
  if (order === 'ymd') {
    if (part.quicken || part.digits[2] > 2) return null;
    const y = year(first, part.digits[0]);
    return y ? calendarDate(y.value, second, third, y.two) : null;
  }
  if (part.digits[0] > 2) return null;
  const y = year(third, part.digits[2]);
  if (!y) return null;
  return order === 'dmy' ? calendarDate(y.value, second, first, y.two) : calendarDate(y.value, first, second, y.two);
}

/** The order that reads every date (day first, then month first, then year first), or null if none does. */
function likelyOrder(parts: (Written | null)[]): QifDateOrder | null {
  const written = parts.filter((part): part is Written => part !== null);
  return qifDateOrders.find((order) => written.every((part) => readAs(part, order) !== null)) ?? null;
}

/** A date every order that reads it reads the same (5/5/13, 2013-08-15), else null. */
function unambiguous(part: Written): string | null {
  const readings = new Set(qifDateOrders.map((order) => readAs(part, order)).filter((date) => date !== null));
  return readings.size === 1 ? [...readings][0]! : null;
}
