import type { CsvOptions, ImportFormat, Statement } from '@cuentas/shared/schemas/imports';
import { badRequest } from '../../lib/errors.ts';
import { parseCamt } from './camt.ts';
import { decodeBytes, detectEncoding } from './decode.ts';
import type { IncomingRow } from './duplicates.ts';
import { parseNorma43 } from './norma43.ts';
import { parseOfx } from './ofx.ts';
import { parseQif, type QifDateOrder } from './qif.ts';
import { createRowMapper, mapCsvText, type RowError } from './rows.ts';
import { eachXlsxRow, xlsxMessages } from './xlsx.ts';

/** One account's statement in a file that holds several (Norma 43): imported into the account the user picks. */
export type StatementPart = {
  index: number;
  account: string;
  name: string;
  currency: string | null;
  rows: IncomingRow[];
  errors: RowError[];
  balances: Statement;
  warnings: string[];
};
export type ParsedFile = {
  rows: IncomingRow[];
  errors: RowError[];
  total: number;
  balances: Statement;
  warnings: string[];
  statements: StatementPart[];
};

/** Formats read through a column mapping (CsvOptions); the others say what each field is. */
export const needsMapping = (format: ImportFormat) => format === 'csv' || format === 'xlsx';

const currencyMessage = (file: string, account: string) =>
  `Este extracto está en ${file} y la cuenta en ${account}. Impórtalo en una cuenta en ${file}.`;

/** Reads the stored file with the chosen options into rows, a per-row error report and the statement's balances. */
export async function parseImportFile(
  format: ImportFormat,
  content: Buffer,
  options: CsvOptions | null,
  currency: string,
  qifOrder: QifDateOrder | null = null,
): Promise<ParsedFile> {
  if (needsMapping(format)) {
    if (!options) throw badRequest('Indica cómo leer el archivo (columnas y formatos)', 'options');
    const mapped =
      format === 'csv'
        ? mapCsvText(decodeBytes(content, options.encoding), options, currency)
        : await mapXlsx(content, options, currency);
    return {
      rows: mapped.rows,
      errors: mapped.errors,
      total: mapped.rows.length + mapped.errors.length,
      balances: mapped.balances,
      warnings: [],
      statements: [],
    };
  }
  const text = decodeBytes(content, detectEncoding(content));
  if (format === 'ofx') {
    const result = parseOfx(text, currency);
    if (result.currency && result.currency !== currency)
      throw badRequest(currencyMessage(result.currency, currency), 'file');
    return withOpening({
      rows: result.transactions,
      errors: result.errors,
      total: result.transactions.length + result.errors.length,
      balances: result.balances,
      warnings: [],
      statements: [],
    });
  }
  if (format === 'n43') return norma43File(parseNorma43(text), currency);
  const result = format === 'camt' ? parseCamt(text, currency) : parseQif(text, currency, qifOrder);
  if (result.currency && result.currency !== currency)
    throw badRequest(currencyMessage(result.currency, currency), 'file');
  return withOpening({
    rows: result.rows,
    errors: result.errors,
    total: result.rows.length + result.errors.length,
    balances: result.balances,
    warnings: [],
    statements: [],
  });
}

/**
 * A Norma 43 file as one statement (the usual case: its rows are the file's) or several, each
 * kept apart in `statements` for the account the user picks (statementFile gives each one).
 */
function norma43File(parsed: ReturnType<typeof parseNorma43>, currency: string): ParsedFile {
  const statements: StatementPart[] = parsed.statements.map((statement, index) => ({
    index,
    account: statement.account,
    name: statement.name,
    currency: statement.currency,
    rows: statement.rows,
    errors: statement.errors,
    balances: statement.balances,
    warnings: statement.warnings,
  }));
  if (statements.length <= 1) {
    const only = statements[0];
    if (only?.currency && only.currency !== currency)
      throw badRequest(currencyMessage(only.currency, currency), 'file');
    const rows = only?.rows ?? [];
    const errors = [...parsed.errors, ...(only?.errors ?? [])];
    return {
      rows,
      errors,
      total: rows.length + errors.length,
      balances: only?.balances ?? { opening: null, closing: null },
      warnings: [...(only?.warnings ?? []), ...parsed.warnings],
      statements,
    };
  }
  const rows = statements.flatMap((statement) => statement.rows);
  const errors = [...parsed.errors, ...statements.flatMap((statement) => statement.errors)];
  return {
    rows,
    errors,
    total: rows.length + errors.length,
    balances: { opening: null, closing: null },
    warnings: [...statements.flatMap((statement) => statement.warnings), ...parsed.warnings],
    statements,
  };
}

/** One statement of a file that holds several, as a file of its own (the file's own errors go with each). */
export function statementFile(parsed: ParsedFile, index: number): ParsedFile {
  const part = parsed.statements[index]!;
  const errors = [
    ...parsed.errors.filter((error) => !parsed.statements.some((statement) => statement.errors.includes(error))),
    ...part.errors,
  ];
  return {
    rows: part.rows,
    errors,
    total: part.rows.length + errors.length,
    balances: part.balances,
    warnings: part.warnings,
    statements: [],
  };
}

async function mapXlsx(content: Buffer, options: CsvOptions, currency: string) {
  const mapper = createRowMapper(options, currency);
  try {
    await eachXlsxRow(content, (cells, number) => mapper.push(cells, number));
  } catch {
    throw badRequest(xlsxMessages.unreadable, 'file');
  }
  return mapper.finish();
}

/** A statement that states only its closing balance (OFX LEDGERBAL) opened at closing − its movements. */
function withOpening(parsed: ParsedFile): ParsedFile {
  const { closing, opening } = parsed.balances;
  if (opening || !closing || parsed.rows.length === 0) return parsed;
  let sum = 0;
  let first = parsed.rows[0]!.date;
  for (const row of parsed.rows) {
    if (row.date <= closing.date) sum += row.amount;
    if (row.date < first) first = row.date;
  }
  return { ...parsed, balances: { opening: { date: first, amount: closing.amount - sum }, closing } };
}
