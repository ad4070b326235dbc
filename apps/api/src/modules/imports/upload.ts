import { eq } from 'drizzle-orm';
import type { CsvOptions, UploadResult } from '@cuentas/shared/schemas/imports';
import { CsvOptionsSchema } from '@cuentas/shared/schemas/imports';
import { importMappings, imports } from '../../db/schema/index.ts';
import type { SessionInfo } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { badRequest } from '../../lib/errors.ts';
import { uuidv7 } from '../../lib/ids.ts';
import { requireAccount } from '../kernel/ownership.ts';
import { guessOptions } from './columns.ts';
import { detectDelimiter, parseCsv } from './csv-parse.ts';
import { countStatementRows, detectFormat } from './detect-format.ts';
import { parseNorma43 } from './norma43.ts';
import { cellToText, eachXlsxRow, xlsxMessages } from './xlsx.ts';
import { summaryColumns, importMessages, statementSummary, toSummary } from './import-records.ts';

// The first step of an import: store the file and propose how to read it.

/** Non-empty lines: the row count shown before analysis (quoted line breaks are rare in bank files). */
function countLines(text: string): number {
  // Walks the text instead of splitting it: a 100k-line file made 100k strings at once.
  let count = 0;
  for (let start = 0; start <= text.length;) {
    const newline = text.indexOf('\n', start);
    const end = newline === -1 ? text.length : newline;
    if (/\S/.test(text.slice(start, end))) count++;
    start = end + 1;
  }
  return count;
}

/** A saved mapping is offered only if every column it names exists in the new file. */
function mappingFits(options: CsvOptions, cells: string[][]): boolean {
  const width = Math.max(...cells.slice(0, 20).map((row) => row.length));
  const used = [
    options.date_column,
    options.amount_column,
    options.debit_column,
    options.credit_column,
    options.payee_column,
    options.notes_column,
  ];
  return used.every((column) => column === null || column < width);
}

/** The first rows of a CSV or a workbook as text cells, for the proposal and the mapping step's sample. */
async function leadingCells(
  format: 'csv' | 'xlsx',
  content: Buffer,
  text: string | null,
): Promise<{ cells: string[][]; delimiter: CsvOptions['delimiter']; total: number }> {
  if (format === 'xlsx') {
    const cells: string[][] = [];
    const LIMIT = 200;
    try {
      await eachXlsxRow(content, (row) => cells.push(row.map(cellToText)), LIMIT);
    } catch {
      throw badRequest(xlsxMessages.unreadable, 'file');
    }
    if (cells.length === 0) throw badRequest(xlsxMessages.empty, 'file');
    // Not counted past the sample: the analysis counts the rows.
    return { cells, delimiter: ';', total: cells.length < LIMIT ? cells.length : 0 };
  }
  const delimiter = detectDelimiter(text!) as CsvOptions['delimiter'];
  // The proposal needs only the first rows; the whole file is read when it is analysed.
  let cells = parseCsv(text!.slice(0, 64 * 1024).replace(/[^\n]*$/, ''), delimiter);
  if (cells.length === 0) cells = parseCsv(text!, delimiter);
  if (cells.length === 0) throw badRequest(importMessages.empty, 'file');
  return { cells, delimiter, total: countLines(text!) };
}

/**
 * Stores the file and proposes how to read it. The format comes from the content (detectFormat);
 * CSV and Excel get the account's saved mapping if it fits, else a guess that finds the header
 * row below the bank's information block (or at `skip_rows`, when the user says where it is).
 */
export async function uploadImport(
  deps: Deps,
  session: SessionInfo,
  input: { account_id: string; file_name: string; skip_rows?: number | undefined },
  content: Buffer,
): Promise<UploadResult> {
  await requireAccount(deps.db, session.userId, input.account_id);
  if (content.length === 0 || (content.length < 4096 && content.toString('latin1').trim() === ''))
    throw badRequest(importMessages.empty, 'file');
  const detected = detectFormat(content);
  const format = detected.format;

  let options: CsvOptions | null = null;
  let cells: string[][] = [];
  let savedMapping = false;
  let totalRows = detected.text ? countStatementRows(format, detected.text) : 0;
  if (format === 'csv' || format === 'xlsx') {
    const leading = await leadingCells(format, content, detected.text);
    cells = leading.cells;
    const encoding = format === 'csv' ? detected.encoding : 'utf-8';
    const [saved] =
      input.skip_rows === undefined
        ? await deps.db.select().from(importMappings).where(eq(importMappings.accountId, input.account_id)).limit(1)
        : [];
    const parsedSaved = saved ? CsvOptionsSchema.safeParse(saved.options) : undefined;
    if (
      parsedSaved?.success &&
      (format === 'xlsx' || parsedSaved.data.delimiter === leading.delimiter) &&
      mappingFits(parsedSaved.data, cells)
    ) {
      options = { ...parsedSaved.data, encoding };
      savedMapping = true;
    } else {
      options = guessOptions(cells, leading.delimiter, encoding, input.skip_rows);
    }
    totalRows = Math.max(leading.total - options.skip_rows - (options.has_header ? 1 : 0), 0);
  }
  const [row] = await deps.db
    .insert(imports)
    .values({
      id: uuidv7(),
      userId: session.userId,
      accountId: input.account_id,
      fileName: input.file_name,
      format,
      content,
      options,
      totalRows,
      createdAt: deps.now(),
    })
    .returning(summaryColumns);
  // A Norma 43 with several accounts lists their statements, for the user to pick each one's account.
  const several = format === 'n43' && detected.text ? parseNorma43(detected.text).statements : [];
  const headerRow = options?.has_header ? (cells[options.skip_rows] ?? []) : [];
  const dataStart = (options?.skip_rows ?? 0) + (options?.has_header ? 1 : 0);
  return {
    import: toSummary(row!),
    options,
    headers: headerRow,
    sample: cells.slice(dataStart, dataStart + 10),
    saved_mapping: savedMapping,
    statements: several.length > 1 ? several.map(statementSummary) : [],
  };
}
