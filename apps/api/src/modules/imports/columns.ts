import type { CsvOptions } from '@cuentas/shared/schemas/imports';
import { normalizeText } from '../rules/matcher.ts';
import { detectDateFormat } from '@cuentas/shared/calendar-dates';

// Header words Spanish and Latin American banks use for each column.
const HINTS = {
  date: ['fecha', 'fecha operacion', 'f. operacion', 'fecha transaccion', 'date', 'fecha movimiento', 'dia'],
  amount: ['importe', 'monto', 'valor', 'cantidad', 'amount', 'importe eur', 'movimiento'],
  debit: ['cargo', 'cargos', 'debito', 'debitos', 'retiro', 'retiros', 'egreso', 'salida'],
  credit: ['abono', 'abonos', 'credito', 'creditos', 'deposito', 'depositos', 'ingreso', 'entrada'],
  payee: ['concepto', 'descripcion', 'detalle', 'beneficiario', 'comercio', 'description', 'payee', 'establecimiento'],
  notes: ['observaciones', 'referencia', 'notas', 'memo', 'referencia 1', 'mas datos'],
} as const;

function findColumn(headers: string[], words: readonly string[], taken: Set<number>): number | null {
  const normalized = headers.map((header) => normalizeText(header));
  for (const word of words) {
    const exact = normalized.findIndex((header, index) => !taken.has(index) && header === word);
    if (exact >= 0) return exact;
  }
  for (const word of words) {
    const partial = normalized.findIndex((header, index) => !taken.has(index) && header.startsWith(word));
    if (partial >= 0) return partial;
  }
  return null;
}

const looksLikeAmount = (cell: string) => /^[-+(]?\s*[$€]?\s*[\d.,]+\)?-?$/.test(cell.trim()) && /\d/.test(cell);

/** Guesses the mapping from the header names, then from what the first rows look like. */
export function guessOptions(rows: string[][], delimiter: CsvOptions['delimiter'], encoding: CsvOptions['encoding']): CsvOptions {
  const first = rows[0] ?? [];
  const hasHeader = first.length > 0 && first.filter(looksLikeAmount).length === 0 && detectDateFormat([first[0] ?? '']) === null;
  const headers = hasHeader ? first : [];
  const body = hasHeader ? rows.slice(1, 30) : rows.slice(0, 30);
  const width = Math.max(...rows.slice(0, 30).map((row) => row.length), 0);
  const taken = new Set<number>();
  const take = (index: number | null) => {
    if (index !== null) taken.add(index);
    return index;
  };

  let dateColumn = take(findColumn(headers, HINTS.date, taken));
  if (dateColumn === null) {
    for (let index = 0; index < width; index++) {
      if (detectDateFormat(body.map((row) => row[index] ?? '').slice(0, 10))) {
        dateColumn = take(index);
        break;
      }
    }
  }
  const debitColumn = take(findColumn(headers, HINTS.debit, taken));
  const creditColumn = take(findColumn(headers, HINTS.credit, taken));
  let amountColumn = debitColumn === null && creditColumn === null ? take(findColumn(headers, HINTS.amount, taken)) : null;
  if (amountColumn === null && debitColumn === null && creditColumn === null) {
    for (let index = 0; index < width; index++) {
      if (!taken.has(index) && body.length > 0 && body.every((row) => looksLikeAmount(row[index] ?? ''))) {
        amountColumn = take(index);
        break;
      }
    }
  }
  let payeeColumn = take(findColumn(headers, HINTS.payee, taken));
  if (payeeColumn === null) {
    for (let index = 0; index < width; index++) {
      if (!taken.has(index) && body.some((row) => /[a-záéíóúñ]{3}/i.test(row[index] ?? ''))) {
        payeeColumn = take(index);
        break;
      }
    }
  }
  const notesColumn = take(findColumn(headers, HINTS.notes, taken));

  const amountSamples = body.flatMap((row) => [amountColumn, debitColumn, creditColumn].map((index) => (index === null ? '' : (row[index] ?? ''))));
  return {
    delimiter,
    encoding,
    has_header: hasHeader,
    skip_rows: 0,
    date_format: detectDateFormat(body.map((row) => row[dateColumn ?? 0] ?? '').slice(0, 20)) ?? 'DD/MM/YYYY',
    decimal: detectDecimal(amountSamples),
    date_column: dateColumn ?? 0,
    amount_column: amountColumn,
    debit_column: debitColumn,
    credit_column: creditColumn,
    payee_column: payeeColumn,
    notes_column: notesColumn,
    invert_sign: false,
  };
}

/** "1.234,56" or "45,30" → ","; "1,234.56" or "45.30" → "."; a lone ",ddd" or ".ddd" is a thousands mark. */
export function detectDecimal(samples: string[]): ',' | '.' {
  let comma = 0;
  let dot = 0;
  for (const sample of samples) {
    const match = /[.,](\d+)\D*$/.exec(sample.trim());
    if (!match) continue;
    const mark = sample.trim()[match.index]!;
    if (match[1]!.length === 3 && !/[.,].*[.,]/.test(sample)) continue;
    if (mark === ',') comma++;
    else dot++;
  }
  return comma >= dot && comma > 0 ? ',' : dot > 0 ? '.' : ',';
}
