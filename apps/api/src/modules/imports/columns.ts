import type { CsvOptions } from '@cuentas/shared/schemas/imports';
import { normalizeText } from '../kernel/rule-matcher.ts';
import { SETTLED, UNSETTLED } from './rows.ts';
import { dateFormats, type DateFormat } from '@cuentas/shared/schemas/imports';
import { detectDateFormat, parseDate } from '@cuentas/shared/calendar-dates';

// Header words Spanish and Latin American banks use for each column, and the English ones of the
// exports people here also download (Revolut, N26, Wise, PayPal). Exact names are tried before
// prefixes ("Paid Out (EUR)" starts with "paid out"); within each, in this order.
const HINTS = {
  date: [
    'fecha',
    'fecha operacion',
    'f. operacion',
    'f.operacion',
    'fecha de operacion',
    'fecha transaccion',
    'fecha movimiento',
    'fecha contable',
    'date',
    'completed date',
    'date completed',
    'transaction date',
    'booking date',
    'posting date',
    'started date',
    'dia',
    'fecha valor',
    'fecha de valor',
    'value date',
    'f. valor',
    'f.valor',
    'fecha de finalizacion',
    // Mercado Pago's account summary; Nubank's account export (Portuguese).
    'release date',
    'data',
  ],
  // The net amount before the gross: PayPal's fee is already taken from "Neto" ("Net").
  amount: [
    'importe',
    'monto',
    'valor',
    'neto',
    'net',
    'net amount',
    'transaction net amount',
    'cantidad',
    'amount',
    'importe eur',
    'importe (eur)',
    'movimiento',
    'bruto',
    'gross',
  ],
  debit: [
    'cargo',
    'cargos',
    'debito',
    'debitos',
    'debe',
    'retiro',
    'retiros',
    'egreso',
    'egresos',
    'salida',
    'salidas',
    'debit',
    'debits',
    'paid out',
    'money out',
    'withdrawal',
    'withdrawals',
  ],
  credit: [
    'abono',
    'abonos',
    'credito',
    'creditos',
    'haber',
    'deposito',
    'depositos',
    'ingreso',
    'ingresos',
    'entrada',
    'entradas',
    'credit',
    'credits',
    'paid in',
    'money in',
    'deposit',
    'deposits',
  ],
  balance: [
    'saldo',
    'saldo contable',
    'saldo disponible',
    'disponible',
    'balance',
    'saldo final',
    'running balance',
    'partial balance',
  ],
  // A named counterparty before a description: PayPal's "Descripción" is the kind of payment, "Nombre" who paid.
  payee: [
    'beneficiario',
    'payee',
    'partner name',
    'nombre',
    'name',
    'concepto',
    'descripcion',
    'detalle',
    'comercio',
    'description',
    'establecimiento',
    'concepto comun',
    'movimiento',
    'merchant',
    'counterparty',
    'label',
    'title',
    'descricao',
    // Mercado Pago writes who paid or was paid inside the kind of movement.
    'transaction type',
  ],
  notes: [
    'observaciones',
    'referencia',
    'notas',
    'memo',
    'referencia 1',
    'mas datos',
    'concepto ampliado',
    'informacion adicional',
    'comentario',
    'notes',
    'reference',
    'payment reference',
    'reference id',
    'identificador',
  ],
} as const;

// Header words only English exports use: their dates are month first when the samples leave it open.
const ENGLISH = new Set([
  'date',
  'amount',
  'description',
  'balance',
  'debit',
  'credit',
  'paid out',
  'paid in',
  'completed date',
  'name',
  'gross',
  'net',
  'fee',
  'label',
  'payee',
  'currency',
  'type',
  'status',
]);
const isEnglish = (headers: string[]) =>
  headers.filter((header) => ENGLISH.has(headerKey(header).replace(/\s*\(.*\)$/, ''))).length >= 2;

/**
 * Exports whose headers say what they are and that need more than a column each: Nubank's card
 * bill (date, title, amount) writes what was spent as positive, so its sign is turned.
 */
const spentIsPositive = (headers: string[]) => headers.map(headerKey).join(',') === 'date,title,amount';

const SIGN_VALUES = new Set([
  'd',
  'h',
  'c',
  'db',
  'dr',
  'cr',
  'debe',
  'haber',
  'debito',
  'credito',
  'cargo',
  'abono',
  '+',
  '-',
]);

/** A header as the hints are written: folded, and "RELEASE_DATE" read as "release date". */
const headerKey = (header: string) => normalizeText(header.replace(/_/g, ' '));

function findColumn(headers: string[], words: readonly string[], taken: Set<number>): number | null {
  const normalized = headers.map(headerKey);
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

const looksLikeAmount = (cell: string) =>
  /^[-+(]?\s*(?:[A-Z]{3}|US\$|\$|€)?\s*[-+]?\s*\d[\d.,\s\u00a0]*\)?\s*(?:[A-Z]{3}|€)?\s*-?$/.test(cell.trim()) &&
  /\d/.test(cell);
const looksLikeDate = (cell: string) => detectDateFormat([cell]) !== null;
/** Most of the values (a bad row or two must not hide a column): at least half, and at least one. */
const mostly = (values: string[], test: (value: string) => boolean) =>
  values.length > 0 && values.filter(test).length * 2 >= values.length;

/**
 * The format that reads the most samples (day first on a tie, month first for an English export),
 * or null if none reads half of them.
 */
function likelyDateFormat(samples: string[], monthFirst = false): DateFormat | null {
  let best: DateFormat | null = null;
  let bestCount = 0;
  const formats = monthFirst
    ? [...dateFormats].sort((a, b) => Number(b.startsWith('MM')) - Number(a.startsWith('MM')))
    : dateFormats;
  for (const format of formats) {
    const count = samples.filter((sample) => parseDate(sample, format) !== null).length;
    if (count > bestCount) {
      best = format;
      bestCount = count;
    }
  }
  return bestCount * 2 >= samples.length && bestCount > 0 ? best : null;
}

const hintsIn = (row: string[], words: readonly string[]) => findColumn(row, words, new Set()) !== null;

/**
 * The header row under a bank's information block (account, holder, period lines): the first of
 * the first 30 rows that names a date column and an amount (or debit/credit) column. Without one,
 * the row above the first row that holds a date and an amount, if it is not itself data.
 */
export function findTableStart(rows: string[][]): { skipRows: number; hasHeader: boolean } {
  const limit = Math.min(rows.length, 30);
  for (let index = 0; index < limit; index++) {
    const row = rows[index]!;
    if (
      hintsIn(row, HINTS.date) &&
      (hintsIn(row, HINTS.amount) || hintsIn(row, HINTS.debit) || hintsIn(row, HINTS.credit))
    ) {
      return { skipRows: index, hasHeader: true };
    }
  }
  for (let index = 0; index < limit; index++) {
    const row = rows[index]!;
    if (row.some(looksLikeDate) && row.some((cell) => looksLikeAmount(cell) && !looksLikeDate(cell))) {
      const above = rows[index - 1];
      const header =
        above !== undefined && above.filter((cell) => cell !== '').length >= 2 && !above.some(looksLikeAmount);
      return header ? { skipRows: index - 1, hasHeader: true } : { skipRows: index, hasHeader: false };
    }
  }
  return { skipRows: 0, hasHeader: false };
}

/** A header row the user points at by skip_rows: a header unless it already reads as data. */
function startAt(rows: string[][], skipRows: number) {
  const row = rows[skipRows] ?? [];
  return { skipRows, hasHeader: !row.some(looksLikeDate) };
}

/** Guesses the mapping from the header names, then from what the first rows look like. */
export function guessOptions(
  rows: string[][],
  delimiter: CsvOptions['delimiter'],
  encoding: CsvOptions['encoding'],
  skipRows?: number,
): CsvOptions {
  const start = skipRows === undefined ? findTableStart(rows) : startAt(rows, skipRows);
  const headers = start.hasHeader ? (rows[start.skipRows] ?? []) : [];
  const dataStart = start.skipRows + (start.hasHeader ? 1 : 0);
  // Totals and notes below the table have fewer cells: the body is the rows as wide as the table.
  const width = Math.max(headers.length, ...rows.slice(dataStart, dataStart + 30).map((row) => row.length), 0);
  const body = rows
    .slice(dataStart, dataStart + 60)
    .filter((row) => row.filter((cell) => cell !== '').length >= Math.min(3, width));
  const taken = new Set<number>();
  const take = (index: number | null) => {
    if (index !== null) taken.add(index);
    return index;
  };
  const column = (index: number) => body.map((row) => row[index] ?? '');
  const filled = (index: number) => column(index).filter((cell) => cell !== '');

  let dateColumn = take(findColumn(headers, HINTS.date, taken));
  if (dateColumn === null || !likelyDateFormat(filled(dateColumn).slice(0, 20))) {
    if (dateColumn !== null) taken.delete(dateColumn);
    dateColumn = null;
    for (let index = 0; index < width; index++) {
      if (likelyDateFormat(filled(index).slice(0, 20))) {
        dateColumn = take(index);
        break;
      }
    }
  }
  // A D/H indicator column is found by its values, before its header ("Débito/Crédito") is taken for a debit column.
  let signColumn: number | null = null;
  for (let index = 0; index < width && body.length > 0; index++) {
    const values = filled(index).map(normalizeText);
    if (!taken.has(index) && values.length > 0 && values.every((value) => SIGN_VALUES.has(value))) {
      signColumn = take(index);
      break;
    }
  }
  const balanceColumn = take(findColumn(headers, HINTS.balance, taken));
  const debitColumn = take(findColumn(headers, HINTS.debit, taken));
  const creditColumn = take(findColumn(headers, HINTS.credit, taken));
  let amountColumn =
    debitColumn === null && creditColumn === null ? take(findColumn(headers, HINTS.amount, taken)) : null;
  // A header that names the amount is believed unless none of its cells reads as one ("Movimiento" as a kind of movement).
  if (amountColumn !== null && !filled(amountColumn).some(looksLikeAmount)) {
    taken.delete(amountColumn);
    amountColumn = null;
  }
  if (amountColumn === null && debitColumn === null && creditColumn === null) {
    for (let index = 0; index < width; index++) {
      if (!taken.has(index) && mostly(filled(index), (cell) => looksLikeAmount(cell) && !looksLikeDate(cell))) {
        amountColumn = take(index);
        break;
      }
    }
  }
  // Nothing reads as an amount: propose a column anyway, so the user can fix it on the mapping step.
  if (amountColumn === null && debitColumn === null && creditColumn === null) {
    amountColumn = take([...Array(Math.max(width, 2)).keys()].find((index) => !taken.has(index)) ?? 0);
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
  // A State/Estado column whose values are movement states: its pending or reverted rows are left out.
  let statusColumn = findColumn(headers, ['state', 'status', 'estado'], taken);
  if (statusColumn !== null) {
    const states = filled(statusColumn).map(normalizeText);
    if (states.length === 0 || !states.every((state) => SETTLED.has(state) || UNSETTLED.has(state)))
      statusColumn = null;
  }

  const amountSamples = body.flatMap((row) =>
    [amountColumn, debitColumn, creditColumn, balanceColumn].map((index) => (index === null ? '' : (row[index] ?? ''))),
  );
  return {
    delimiter,
    encoding,
    has_header: start.hasHeader,
    skip_rows: start.skipRows,
    date_format:
      likelyDateFormat(
        body
          .map((row) => row[dateColumn ?? 0] ?? '')
          .filter((cell) => cell !== '')
          .slice(0, 40),
        isEnglish(headers),
      ) ?? 'DD/MM/YYYY',
    decimal: detectDecimal(amountSamples),
    date_column: dateColumn ?? 0,
    amount_column: amountColumn,
    debit_column: debitColumn,
    credit_column: creditColumn,
    payee_column: payeeColumn,
    notes_column: notesColumn,
    balance_column: balanceColumn,
    sign_column: amountColumn === null ? null : signColumn,
    invert_sign: spentIsPositive(headers),
    status_column: statusColumn,
  };
}

/**
 * "1.234,56" or "45,30" → ","; "1,234.56" or "45.30" → ".". A mark written twice ("1.234.567") is
 * the thousands mark, so the other one is the decimal; a lone ",ddd" or ".ddd" says nothing.
 */
export function detectDecimal(samples: string[]): ',' | '.' {
  let comma = 0;
  let dot = 0;
  for (const sample of samples) {
    const marks = sample.replace(/[^.,]/g, '');
    if (marks === '') continue;
    if (marks.includes(',') && marks.includes('.')) {
      if (marks.endsWith(',')) comma++;
      else dot++;
      continue;
    }
    if (marks.length > 1) {
      if (marks[0] === '.') comma++;
      else dot++;
      continue;
    }
    const match = /[.,](\d+)\D*$/.exec(sample.trim());
    if (!match || match[1]!.length === 3) continue;
    if (marks === ',') comma++;
    else dot++;
  }
  return comma >= dot && comma > 0 ? ',' : dot > 0 ? '.' : ',';
}
