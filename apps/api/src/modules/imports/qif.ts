import { calendarDate } from '@cuentas/shared/calendar-dates';
import { parseBankAmount } from './amounts.ts';
import { detectDecimal } from './columns.ts';
import type { StatementFile } from './norma43.ts';

export const isQif = (text: string) => /^\uFEFF?\s*!(?:Type:|Account|Option:)/i.test(text);

const UNSUPPORTED = /^!Type:(?:Invst|Cat|Class|Memorized|Prices)/i;

type Record = { row: number; date: string; amount: string; payee: string; memo: string; category: string };

// Quicken writes the account's starting balance as a first record "Opening Balance" against the
// account itself (L[Account]): a balance, not a movement.
const OPENING = /^(opening balance|saldo inicial|saldo de apertura)$/i;
type DateParts = [number, number, number, boolean];

/**
 * Reads a QIF bank, cash or card register (!Type:Bank|Cash|CCard): D date, T/U amount, P payee,
 * M memo, ^ end of record. QIF writes dates in the exporter's locale: day first if any date's
 * first number exceeds 12, month first if any second number does, else day first (Spain and
 * Latin America). "1/15'26" is Quicken's 2026. QIF states no balances.
 */
export function parseQif(text: string, currency: string): StatementFile {
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
  const monthFirst = !parts.some((part) => part && part[0] > 12) && parts.some((part) => part && part[1] > 12);
  const decimal = detectDecimal(records.map((record) => record.amount));
  for (const [index, record] of records.entries()) {
    const part = parts[index];
    const date = part ? calendarDate(part[2], monthFirst ? part[0] : part[1], monthFirst ? part[1] : part[0], part[3]) : null;
    if (!date) {
      result.errors.push({ row: record.row, message: `La fecha "${record.date}" no es válida` });
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
    result.rows.push({ row: record.row, date, amount: amount.minor, payee: (record.payee || record.memo || 'Movimiento').slice(0, 200), notes: record.payee ? record.memo.slice(0, 2000) : '', fitid: null });
  }
  return result;
}

/** "15/01/2026", "1/15'26", "01-15-2026", "2026-01-15" → [first, second, year, twoDigitYear]. */
function dateParts(text: string): DateParts | null {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (iso) return [Number(iso[3]), Number(iso[2]), Number(iso[1]), false];
  const match = /^(\d{1,2})\s*[/.-]\s*(\d{1,2})\s*(?:[/.-]\s*(\d{4}|\d{2})|'\s*(\d{1,2}))$/.exec(text);
  if (!match) return null;
  if (match[4] !== undefined) return [Number(match[1]), Number(match[2]), 2000 + Number(match[4]), false];
  return [Number(match[1]), Number(match[2]), Number(match[3]), match[3]!.length === 2];
}
