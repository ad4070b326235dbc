import type { CsvOptions, ParsedRow, Statement } from '@cuentas/shared/schemas/imports';
import { normalizeText } from '../kernel/rule-matcher.ts';
import { MAX_YEAR, MIN_YEAR, parseDate } from '@cuentas/shared/calendar-dates';
import { type AmountResult, amountFromNumber, parseBankAmount } from './amounts.ts';
import { eachCsvRow } from './csv-parse.ts';
import { createBalanceTracker } from './statement-balances.ts';

export type RowError = { row: number; message: string };
/** A cell of a bank table: text from a CSV, or a number or date cell from a workbook. */
export type Cell = string | number | Date;
export type MappedRows = { rows: ParsedRow[]; errors: RowError[]; balances: Statement; ignored: number };

// Lines banks write below (or inside) the table that are not movements.
const FOOTER =
  /\b(total|totales|suma|saldo|nota|notas|aviso|informacion|importante|fin|pagina|movimientos|registros|generado|fecha de descarga|totals|balance|sum|page|generated|opening|closing)\b/;

// What a State/Estado column says of a movement that moved no money (Revolut, PayPal, wallets).
export const UNSETTLED = new Set([
  'pending',
  'reverted',
  'declined',
  'failed',
  'cancelled',
  'canceled',
  'denied',
  'pendiente',
  'revertida',
  'revertido',
  'rechazada',
  'rechazado',
  'fallida',
  'fallido',
  'cancelada',
  'cancelado',
  'anulada',
  'anulado',
  'denegada',
  'denegado',
]);
export const SETTLED = new Set([
  'completed',
  'complete',
  'completada',
  'completado',
  'realizada',
  'realizado',
  'aprobada',
  'aprobado',
  'confirmada',
  'confirmado',
  'liquidada',
  'liquidado',
]);

const DEBIT_SIGNS = new Set([
  'd',
  'db',
  'dr',
  'debe',
  'debito',
  'cargo',
  'c.',
  '-',
  'retiro',
  'egreso',
  'salida',
  'debit',
]);
const CREDIT_SIGNS = new Set([
  'h',
  'c',
  'cr',
  'haber',
  'credito',
  'abono',
  '+',
  'deposito',
  'ingreso',
  'entrada',
  'credit',
]);

/**
 * Applies the column mapping to every data row of a CSV's text, read row by row (eachCsvRow).
 * Row numbers are the file's own line numbers (1-based, blank lines and the header included), so
 * the error report points where the user looks in an editor.
 */
export function mapCsvText(text: string, options: CsvOptions, currency: string): MappedRows {
  const mapper = createRowMapper(options, currency);
  eachCsvRow(text, options.delimiter, (line, number) => mapper.push(line, number));
  return mapper.finish();
}

const cellText = (cell: Cell | undefined): string => {
  if (cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return typeof cell === 'number' ? String(cell) : cell.trim();
};

function dateOf(cell: Cell | undefined, format: CsvOptions['date_format']): string | null {
  if (cell instanceof Date) {
    if (Number.isNaN(cell.getTime())) return null;
    const year = cell.getUTCFullYear();
    return year < MIN_YEAR || year > MAX_YEAR ? null : cell.toISOString().slice(0, 10);
  }
  return typeof cell === 'string' ? parseDate(cell, format) : null;
}

function amountOf(cell: Cell | undefined, decimal: ',' | '.', currency: string): AmountResult {
  if (typeof cell === 'number') return amountFromNumber(cell, currency);
  return parseBankAmount(cellText(cell), decimal, currency);
}

/** One table (CSV rows or a sheet's rows) mapped a row at a time: nothing but the results is kept. */
export function createRowMapper(options: CsvOptions, currency: string) {
  const result: MappedRows = { rows: [], errors: [], balances: { opening: null, closing: null }, ignored: 0 };
  const balances = options.balance_column === null ? null : createBalanceTracker();
  const firstData = options.skip_rows + (options.has_header ? 1 : 0);
  let index = 0;
  // Without a balance column, a "Saldo inicial"/"Saldo final" line around the table states them.
  const stated: { opening: number | null; closing: number | null } = { opening: null, closing: null };
  let firstDate = '';
  let lastDate = '';
  const ignore = (line: Cell[]) => {
    result.ignored++;
    if (balances) return;
    const said = statedBalance(line, options, currency);
    if (said) stated[said.kind] = said.amount;
  };
  /** `number` is the row's own number where the source has one (a sheet's row), else its position. */
  const push = (line: Cell[], number?: number) => {
    const position = ++index;
    if (position <= firstData) {
      // A bank's information block may state the balances above the table ("Balance at end of period").
      if (!balances && position <= options.skip_rows) {
        const said = statedBalance(line, options, currency);
        if (said) stated[said.kind] = said.amount;
      }
      return;
    }
    const row = number ?? position;
    const cell = (column: number | null) => (column === null ? undefined : line[column]);
    const text = (column: number | null) => cellText(cell(column));
    if (options.status_column !== null && UNSETTLED.has(normalizeText(text(options.status_column)))) {
      result.ignored++;
      return;
    }

    const date = dateOf(cell(options.date_column), options.date_format);
    if (!date) {
      if (isFooter(line, text(options.date_column))) {
        ignore(line);
        return;
      }
      const written = text(options.date_column);
      result.errors.push({
        row,
        message:
          written === ''
            ? 'Falta la fecha'
            : `La fecha "${written}" no tiene el formato ${options.date_format} o no es válida`,
      });
      return;
    }
    if (isBalanceLine(line, options)) {
      ignore(line);
      return;
    }
    const amount = amountFor(cell, text, options, currency);
    if (!amount.ok) {
      result.errors.push({ row, message: `Importe no válido: ${amount.message}` });
      return;
    }
    if (amount.minor === 0) {
      result.errors.push({ row, message: 'El importe es cero' });
      return;
    }
    if (balances) {
      const balance =
        text(options.balance_column) === '' ? null : amountOf(cell(options.balance_column), options.decimal, currency);
      balances.push(date, amount.minor, balance?.ok ? balance.minor : null);
    }
    if (firstDate === '' || date < firstDate) firstDate = date;
    if (date > lastDate) lastDate = date;
    result.rows.push({
      row,
      date,
      amount: amount.minor,
      payee: text(options.payee_column).slice(0, 200),
      notes: text(options.notes_column).slice(0, 2000),
    });
  };
  return {
    push,
    finish(): MappedRows {
      if (balances) result.balances = balances.result();
      else if (firstDate !== '') {
        result.balances = {
          opening: stated.opening === null ? null : { date: firstDate, amount: stated.opening },
          closing: stated.closing === null ? null : { date: lastDate, amount: stated.closing },
        };
      }
      return result;
    },
  };
}

function amountFor(
  cell: (column: number | null) => Cell | undefined,
  text: (column: number | null) => string,
  options: CsvOptions,
  currency: string,
): AmountResult {
  let minor: number;
  if (options.amount_column !== null) {
    const parsed = amountOf(cell(options.amount_column), options.decimal, currency);
    if (!parsed.ok) return parsed;
    minor = parsed.minor;
    if (options.sign_column !== null) {
      const sign = normalizeText(text(options.sign_column));
      if (DEBIT_SIGNS.has(sign)) minor = -Math.abs(minor);
      else if (CREDIT_SIGNS.has(sign)) minor = Math.abs(minor);
      else
        return {
          ok: false,
          message: `no sabemos si "${text(options.sign_column)}" es un cargo o un abono (esperamos D/H, C/D, +/- o Débito/Crédito)`,
        };
    }
  } else {
    const debitText = text(options.debit_column);
    const creditText = text(options.credit_column);
    const debit = debitText
      ? amountOf(cell(options.debit_column), options.decimal, currency)
      : { ok: true as const, minor: 0 };
    if (!debit.ok) return debit;
    const credit = creditText
      ? amountOf(cell(options.credit_column), options.decimal, currency)
      : { ok: true as const, minor: 0 };
    if (!credit.ok) return credit;
    // Debits are money out whether the bank writes them signed or not.
    minor = Math.abs(credit.minor) - Math.abs(debit.minor);
  }
  return { ok: true, minor: options.invert_sign ? -minor : minor };
}

/** A totals or notes line: no date, and either a footer word or a single filled cell. */
function isFooter(line: Cell[], dateText: string): boolean {
  // Something written as a date that is not one is the row's error, whatever else the row says.
  if (/\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}/.test(dateText)) return false;
  const filled = line.filter((cell) => cellText(cell) !== '');
  return filled.length <= 1 || FOOTER.test(normalizeText(filled.map(cellText).join(' ')));
}

const OPENING_WORDS =
  /\bsaldo (inicial|anterior|de apertura|al inicio)\b|\b(opening|starting|start) balance\b|\bbalance at (the )?(start|beginning)\b/;
const CLOSING_WORDS =
  /\bsaldo (final|actual|de cierre|al cierre|al final)\b|\b(closing|ending|end|final) balance\b|\bbalance at (the )?end\b/;

/** The amount a "Saldo inicial: 1.250,00" or "Saldo final;;;2.148,43" line states: its last cell that reads as one. */
function statedBalance(
  line: Cell[],
  options: CsvOptions,
  currency: string,
): { kind: 'opening' | 'closing'; amount: number } | null {
  const words = normalizeText(line.map(cellText).join(' '));
  const kind = OPENING_WORDS.test(words) ? 'opening' : CLOSING_WORDS.test(words) ? 'closing' : null;
  if (!kind) return null;
  for (let column = line.length - 1; column >= 0; column--) {
    if (cellText(line[column]) === '') continue;
    const amount = amountOf(line[column], options.decimal, currency);
    if (amount.ok) return { kind, amount: amount.minor };
  }
  return null;
}

/** "Saldo anterior" / "Saldo inicial" written as a dated row with no amount: not a movement. */
function isBalanceLine(line: Cell[], options: CsvOptions): boolean {
  const amounts = [options.amount_column, options.debit_column, options.credit_column].filter(
    (column) => column !== null,
  );
  if (amounts.some((column) => cellText(line[column]) !== '')) return false;
  return /\bsaldo\b/.test(normalizeText(line.map(cellText).join(' ')));
}
