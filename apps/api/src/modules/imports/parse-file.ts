import type { CsvOptions, ImportFormat, Statement } from '@cuentas/shared/schemas/imports';
import { badRequest } from '../../lib/errors.ts';
import { parseCamt } from './camt.ts';
import { decodeBytes, detectEncoding } from './decode.ts';
import type { IncomingRow } from './duplicates.ts';
import { parseNorma43 } from './norma43.ts';
import { parseOfx } from './ofx.ts';
import { parseQif } from './qif.ts';
import { createRowMapper, mapCsvText, type RowError } from './rows.ts';
import { eachXlsxRow, xlsxMessages } from './xlsx.ts';

export type ParsedFile = { rows: IncomingRow[]; errors: RowError[]; total: number; balances: Statement };

/** Formats read through a column mapping (CsvOptions); the others say what each field is. */
export const needsMapping = (format: ImportFormat) => format === 'csv' || format === 'xlsx';

const currencyMessage = (file: string, account: string) =>
  `Este extracto está en ${file} y la cuenta en ${account}. Impórtalo en una cuenta en ${file}.`;

/** Reads the stored file with the chosen options into rows, a per-row error report and the statement's balances. */
export async function parseImportFile(format: ImportFormat, content: Buffer, options: CsvOptions | null, currency: string): Promise<ParsedFile> {
  if (needsMapping(format)) {
    if (!options) throw badRequest('Indica cómo leer el archivo (columnas y formatos)', 'options');
    const mapped = format === 'csv' ? mapCsvText(decodeBytes(content, options.encoding), options, currency) : await mapXlsx(content, options, currency);
    return { rows: mapped.rows, errors: mapped.errors, total: mapped.rows.length + mapped.errors.length, balances: mapped.balances };
  }
  const text = decodeBytes(content, detectEncoding(content));
  if (format === 'ofx') {
    const result = parseOfx(text, currency);
    if (result.currency && result.currency !== currency) throw badRequest(currencyMessage(result.currency, currency), 'file');
    return withOpening({ rows: result.transactions, errors: result.errors, total: result.transactions.length + result.errors.length, balances: result.balances });
  }
  const result = format === 'n43' ? parseNorma43(text) : format === 'camt' ? parseCamt(text, currency) : parseQif(text, currency);
  if (result.currency && result.currency !== currency) throw badRequest(currencyMessage(result.currency, currency), 'file');
  return withOpening({ rows: result.rows, errors: result.errors, total: result.rows.length + result.errors.length, balances: result.balances });
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

