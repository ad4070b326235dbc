import type { CsvOptions, ParsedRow } from '@cuentas/shared/schemas/imports';
import { parseBankAmount } from './amounts.ts';
import { eachCsvRow } from './csv-parse.ts';
import { parseDate } from '@cuentas/shared/calendar-dates';

export type RowError = { row: number; message: string };
export type MappedRows = { rows: ParsedRow[]; errors: RowError[] };

/**
 * Applies the column mapping to every data row of a file's text, read row by row (eachCsvRow).
 * Row numbers are the file's own line numbers (1-based, counting the header), so the error
 * report points where the user can look.
 */
export function mapCsvText(text: string, options: CsvOptions, currency: string): MappedRows {
  const result: MappedRows = { rows: [], errors: [] };
  let index = 0;
  eachCsvRow(text, options.delimiter, (line) => mapCsvRow(line, index++, options, currency, result));
  return result;
}

function mapCsvRow(line: string[], index: number, options: CsvOptions, currency: string, result: MappedRows): void {
  if (index < options.skip_rows + (options.has_header ? 1 : 0)) return;
  const row = index + 1;
  const cell = (column: number | null) => (column === null ? '' : (line[column] ?? '').trim());

  const date = parseDate(cell(options.date_column), options.date_format);
  if (!date) {
    result.errors.push({ row, message: `La fecha "${cell(options.date_column)}" no tiene el formato ${options.date_format}` });
    return;
  }
  let amount: number;
  if (options.amount_column !== null) {
    const parsed = parseBankAmount(cell(options.amount_column), options.decimal, currency);
    if (!parsed.ok) {
      result.errors.push({ row, message: `Importe no válido: ${parsed.message}` });
      return;
    }
    amount = parsed.minor;
  } else {
    const debitText = cell(options.debit_column);
    const creditText = cell(options.credit_column);
    const debit = debitText ? parseBankAmount(debitText, options.decimal, currency) : { ok: true as const, minor: 0 };
    const credit = creditText ? parseBankAmount(creditText, options.decimal, currency) : { ok: true as const, minor: 0 };
    if (!debit.ok || !credit.ok) {
      result.errors.push({ row, message: `Importe no válido: ${!debit.ok ? debit.message : (credit as { message: string }).message}` });
      return;
    }
    // Debits are money out whether the bank writes them signed or not.
    amount = Math.abs(credit.minor) - Math.abs(debit.minor);
  }
  if (options.invert_sign) amount = -amount;
  if (amount === 0) {
    result.errors.push({ row, message: 'El importe es cero' });
    return;
  }
  result.rows.push({ row, date, amount, payee: cell(options.payee_column).slice(0, 200), notes: cell(options.notes_column).slice(0, 2000) });
}
