import type { CsvOptions, ParsedRow } from '@cuentas/shared/schemas/imports';
import { badRequest } from '../../lib/errors.ts';
import { decodeBytes, detectEncoding } from './decode.ts';
import type { IncomingRow } from './duplicates.ts';
import { parseOfx } from './ofx.ts';
import { mapCsvText, type RowError } from './rows.ts';

export type ParsedFile = { rows: IncomingRow[]; errors: RowError[]; total: number };

/** Reads the stored file with the chosen options into rows and a per-row error report. */
export function parseImportFile(format: 'csv' | 'ofx', content: Buffer, options: CsvOptions | null, currency: string): ParsedFile {
  if (format === 'ofx') {
    const result = parseOfx(decodeBytes(content, detectEncoding(content)), currency);
    return { rows: result.transactions, errors: result.errors, total: result.transactions.length + result.errors.length };
  }
  if (!options) throw badRequest('Indica cómo leer el archivo (columnas y formatos)', 'options');
  const mapped = mapCsvText(decodeBytes(content, options.encoding), options, currency);
  return { rows: mapped.rows, errors: mapped.errors, total: mapped.rows.length + mapped.errors.length };
}

export const previewOf = (rows: ParsedRow[]) => rows.slice(0, 20).map(({ row, date, amount, payee, notes }) => ({ row, date, amount, payee, notes }));
