import { and, desc, eq, getTableColumns, gte, lte, sql } from 'drizzle-orm';
import type { CommitResult, CsvOptions, ImportAnalysis, ImportProgress, ImportSummary, UploadResult } from '@cuentas/shared/schemas/imports';
import { CsvOptionsSchema } from '@cuentas/shared/schemas/imports';
import type { Tx } from '../../db/client.ts';
import { pgArray } from '../../db/pg-array.ts';
import { accounts, importMappings, imports, transactions } from '../../db/schema/index.ts';
import type { SessionInfo } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { HttpError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { isoOrNull } from '../../lib/http.ts';
import { uuidv7 } from '../../lib/ids.ts';
import { type Categorizer, loadCategorizer } from '../kernel/categorize.ts';
import { requireAccount } from '../kernel/ownership.ts';
import { guessOptions } from './columns.ts';
import { detectDelimiter, parseCsv } from './csv-parse.ts';
import { countStatementRows, detectFormat } from './detect-format.ts';
import { type Duplicate, findDuplicates, type IncomingRow } from './duplicates.ts';
import { balanceCheck, hasMovements, statementOpening, untypedOpening } from './opening.ts';
import { needsMapping, type ParsedFile, parseImportFile } from './parse-file.ts';
import { previewRows } from './preview.ts';
import { cellToText, eachXlsxRow, xlsxMessages } from './xlsx.ts';

// Every column but the stored file, which only parsing needs (loadContent).
const { content: _content, ...summaryColumns } = getTableColumns(imports);
type ImportRow = Omit<typeof imports.$inferSelect, 'content'>;

const BATCH = 5000;
/**
 * Commit progress per import, for the progress bar (this instance's commits only). It is read
 * from memory: on PGlite the one connection is busy inside the import's transaction.
 */
const progress = new Map<string, { userId: string; summary: ImportSummary; processed: number; total: number }>();

export const importMessages = {
  notFound: 'No encontramos esta importación',
  empty: 'El archivo está vacío',
  notPending: 'Esta importación ya se procesó',
  hasErrors: (count: number) =>
    `El archivo tiene ${count} ${count === 1 ? 'fila con errores' : 'filas con errores'}. Corrige el archivo o la configuración de columnas; no se importó nada.`,
  reverted: 'Importación deshecha: eliminamos sus movimientos',
};

const toSummary = (row: ImportRow): ImportSummary => ({
  id: row.id,
  account_id: row.accountId,
  file_name: row.fileName,
  format: row.format,
  status: row.status,
  total_rows: row.totalRows,
  imported_count: row.importedCount,
  duplicate_count: row.duplicateCount,
  created_at: row.createdAt.toISOString(),
  committed_at: isoOrNull(row.committedAt),
});

async function requireImport(deps: Deps, userId: string, id: string): Promise<ImportRow> {
  const [row] = await deps.db
    .select(summaryColumns)
    .from(imports)
    .where(and(eq(imports.id, id), eq(imports.userId, userId)))
    .limit(1);
  if (!row) throw notFound(importMessages.notFound);
  return row;
}

async function loadContent(deps: Deps, id: string): Promise<Buffer | null> {
  const [row] = await deps.db.select({ content: imports.content }).from(imports).where(eq(imports.id, id)).limit(1);
  return row?.content ?? null;
}

/** Non-empty lines: the row count shown before analysis (quoted line breaks are rare in bank files). */
function countLines(text: string): number {
  // Walks the text instead of splitting it: a 100k-line file made 100k strings at once.
  let count = 0;
  for (let start = 0; start <= text.length; ) {
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
  const used = [options.date_column, options.amount_column, options.debit_column, options.credit_column, options.payee_column, options.notes_column];
  return used.every((column) => column === null || column < width);
}

/** The first rows of a CSV or a workbook as text cells, for the proposal and the mapping step's sample. */
async function leadingCells(format: 'csv' | 'xlsx', content: Buffer, text: string | null): Promise<{ cells: string[][]; delimiter: CsvOptions['delimiter']; total: number }> {
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
  if (content.length === 0 || (content.length < 4096 && content.toString('latin1').trim() === '')) throw badRequest(importMessages.empty, 'file');
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
    const [saved] = input.skip_rows === undefined ? await deps.db.select().from(importMappings).where(eq(importMappings.accountId, input.account_id)).limit(1) : [];
    const parsedSaved = saved ? CsvOptionsSchema.safeParse(saved.options) : undefined;
    if (parsedSaved?.success && (format === 'xlsx' || parsedSaved.data.delimiter === leading.delimiter) && mappingFits(parsedSaved.data, cells)) {
      options = { ...parsedSaved.data, encoding };
      savedMapping = true;
    } else {
      options = guessOptions(cells, leading.delimiter, encoding, input.skip_rows);
    }
    totalRows = Math.max(leading.total - options.skip_rows - (options.has_header ? 1 : 0), 0);
  }
  const [row] = await deps.db
    .insert(imports)
    .values({ id: uuidv7(), userId: session.userId, accountId: input.account_id, fileName: input.file_name, format, content, options, totalRows, createdAt: deps.now() })
    .returning(summaryColumns);
  const headerRow = options?.has_header ? (cells[options.skip_rows] ?? []) : [];
  const dataStart = (options?.skip_rows ?? 0) + (options?.has_header ? 1 : 0);
  return {
    import: toSummary(row!),
    options,
    headers: headerRow,
    sample: cells.slice(dataStart, dataStart + 10),
    saved_mapping: savedMapping,
  };
}

/** The last analysis of each pending import, so committing right after it does not parse the file again. */
const lastParse = new Map<string, { key: string; parsed: ParsedFile }>();

async function parseAndCompare(deps: Deps, userId: string, row: ImportRow, options: CsvOptions | null) {
  if (row.status !== 'pending') throw conflict(importMessages.notPending);
  const account = await requireAccount(deps.db, userId, row.accountId);
  const effective = needsMapping(row.format) ? options : null;
  const key = `${account.currency}|${JSON.stringify(effective)}`;
  const cached = lastParse.get(row.id);
  let parsed: ParsedFile;
  if (cached?.key === key) {
    parsed = cached.parsed;
  } else {
    const content = await loadContent(deps, row.id);
    if (!content) throw conflict(importMessages.notPending);
    parsed = await parseImportFile(row.format, content, effective, account.currency);
  }
  lastParse.set(row.id, { key, parsed });
  setTimeout(() => lastParse.delete(row.id), 10 * 60_000).unref();
  let first = '';
  let last = '';
  for (const item of parsed.rows) {
    if (first === '' || item.date < first) first = item.date;
    if (item.date > last) last = item.date;
  }
  const existing = parsed.rows.length
    ? await deps.db
        // Rows imported before keep the bank's text in original_text (payee holds the clean name).
        .select({ id: transactions.id, date: transactions.date, amount: transactions.amount, payee: sql<string>`coalesce(nullif(${transactions.originalText}, ''), ${transactions.payee})`, externalId: transactions.externalId })
        .from(transactions)
        .where(and(eq(transactions.accountId, row.accountId), gte(transactions.date, first), lte(transactions.date, last)))
    : [];
  return { parsed, duplicates: findDuplicates(parsed.rows, existing), currency: account.currency };
}

export async function analyzeImport(deps: Deps, session: SessionInfo, id: string, options: CsvOptions | null): Promise<ImportAnalysis> {
  const row = await requireImport(deps, session.userId, id);
  const { parsed, duplicates, currency } = await parseAndCompare(deps, session.userId, row, options ?? (row.options as CsvOptions | null));
  // Duplicates are skipped unless kept at commit: the projection counts the rows imported by default.
  const skipped = new Set(duplicates.map((duplicate) => duplicate.row));
  const toInsert = skipped.size === 0 ? parsed.rows : parsed.rows.filter((item) => !skipped.has(item.row));
  const setsOpening = toInsert.length > 0 && statementOpening(parsed, toInsert) !== null && !(await hasMovements(deps.db, row.accountId));
  return {
    total: parsed.total,
    valid: parsed.rows.length,
    errors: parsed.errors.slice(0, 200),
    error_count: parsed.errors.length,
    duplicates: duplicates.slice(0, 500).map(({ fitid: _fitid, ...rest }) => rest),
    duplicate_count: duplicates.length,
    preview: await previewRows(deps.db, session.userId, row.accountId, parsed.rows),
    currency,
    statement: parsed.balances,
    // With rows in error it tells what leaving them out would leave the account at.
    balance_check: await balanceCheck(deps.db, session.userId, row.accountId, parsed, toInsert, setsOpening),
  };
}

/**
 * Imports every valid row in one database transaction: all or nothing (rows in error only when
 * the user chose to leave them out). Rows flagged as
 * duplicates are skipped unless the user chose to keep them; rules categorise the rest.
 */
export async function commitImport(
  deps: Deps,
  session: SessionInfo,
  id: string,
  options: CsvOptions | null,
  includeDuplicateRows: number[],
  skipErrorRows = false,
): Promise<CommitResult> {
  const row = await requireImport(deps, session.userId, id);
  const effective = needsMapping(row.format) ? (options ?? (row.options as CsvOptions | null)) : null;
  const { parsed, duplicates } = await parseAndCompare(deps, session.userId, row, effective);
  // Rows in error block the commit unless the user chose to leave them out: never a silent half import.
  if (parsed.errors.length > 0 && !skipErrorRows) {
    throw new HttpError(400, [
      {
        message: importMessages.hasErrors(parsed.errors.length),
        field: 'file',
        errors: parsed.errors.slice(0, 200).map((error) => ({ message: `Fila ${error.row}: ${error.message}` })),
      },
    ]);
  }
  const keep = new Set(includeDuplicateRows);
  const skipped = new Set(duplicates.filter((duplicate: Duplicate) => !keep.has(duplicate.row)).map((duplicate) => duplicate.row));
  const toInsert = parsed.rows.filter((item: IncomingRow) => !skipped.has(item.row));
  const categorize = await loadCategorizer(deps.db, session.userId);
  const now = deps.now();
  const summary = toSummary(row);
  progress.set(id, { userId: session.userId, summary, processed: 0, total: toInsert.length });
  try {
    const committed = await deps.db.transaction(async (tx) => {
      // Claiming the import first makes a second, concurrent commit of the same file fail cleanly.
      const [claimed] = await tx
        .update(imports)
        .set({ status: 'committed', committedAt: now, importedCount: toInsert.length, duplicateCount: duplicates.length, content: null, options: effective, totalRows: parsed.total })
        .where(and(eq(imports.id, id), eq(imports.status, 'pending')))
        .returning(summaryColumns);
      if (!claimed) throw conflict(importMessages.notPending);
      // An account with no movements takes the statement's opening balance, dated at its first
      // movement, so it agrees with the bank to the cent (checked inside this transaction).
      const empty = toInsert.length > 0 && !(await hasMovements(tx, row.accountId));
      const [before] = empty
        ? await tx
            .select({ balance: accounts.openingBalance, date: accounts.openingDate })
            .from(accounts)
            .where(and(eq(accounts.id, row.accountId), eq(accounts.userId, session.userId)))
        : [];
      const opening = before ? (statementOpening(parsed, toInsert) ?? untypedOpening(before, toInsert)) : null;
      const setsOpening = opening !== null;
      if (opening) {
        await tx.update(accounts).set({ openingBalance: opening.amount, openingDate: opening.date, updatedAt: now }).where(and(eq(accounts.id, row.accountId), eq(accounts.userId, session.userId)));
        await tx.update(imports).set({ previousOpeningBalance: before!.balance, previousOpeningDate: before!.date }).where(eq(imports.id, id));
      }
      for (let start = 0; start < toInsert.length; start += BATCH) {
        const batch = toInsert.slice(start, start + BATCH);
        await insertImportedRows(tx, { userId: session.userId, accountId: row.accountId, importId: id, now }, batch, categorize);
        progress.set(id, { userId: session.userId, summary, processed: Math.min(start + BATCH, toInsert.length), total: toInsert.length });
        // PGlite runs each batch on this thread: yield so progress polls (served from memory) get answered.
        await new Promise((resolve) => setImmediate(resolve));
      }
      if (effective) {
        await tx
          .insert(importMappings)
          .values({ accountId: row.accountId, userId: session.userId, options: effective, updatedAt: now })
          .onConflictDoUpdate({ target: importMappings.accountId, set: { options: effective, updatedAt: now } });
      }
      return { claimed, setsOpening };
    });
    // Fresh statistics after a large insert. PostgreSQL's autovacuum sees to it; PGlite has no
    // autovacuum, so it is done here, after the answer: nobody waits for it.
    if (toInsert.length > 1000 && deps.database.driver === 'pglite') {
      setImmediate(() => deps.db.execute(sql`analyze transactions`).catch((err: unknown) => deps.logger.warn({ err }, 'analyze after import failed')));
    }
    const check = await balanceCheck(deps.db, session.userId, row.accountId, parsed, [], false);
    return { ...toSummary(committed.claimed), balance_check: check && { ...check, sets_opening_balance: committed.setsOpening } };
  } finally {
    lastParse.delete(id);
    setTimeout(() => progress.delete(id), 60_000).unref();
  }
}

/**
 * One batch as one INSERT … SELECT FROM unnest(column arrays): seven parameters whatever the row
 * count, where a VALUES list of 5,000 rows needs 60,000 that the driver serialises and the
 * server parses one by one (2.5× slower end to end on the 100k-row benchmark).
 */
async function insertImportedRows(
  tx: Tx,
  target: { userId: string; accountId: string; importId: string; now: Date },
  batch: IncomingRow[],
  categorize: Categorizer,
) {
  // The clean payee and its category (rules, then the payee memory, then the merchant dictionary);
  // the bank's own text is kept in original_text when it differs.
  const decided = batch.map((item) => categorize({ text: item.payee, amount: item.amount, accountId: target.accountId }));
  const column = <T extends string | number | null>(pick: (item: IncomingRow, index: number) => T) => pgArray(batch.map(pick));
  await tx.execute(sql`
    insert into ${transactions} (id, user_id, account_id, date, amount, payee, original_text, notes, category_id, import_id, external_id, status, origin, created_at, updated_at)
    select r.id, ${target.userId}::uuid, ${target.accountId}::uuid, r.date, r.amount, r.payee, r.original_text, r.notes, r.category_id, ${target.importId}::uuid, r.external_id,
           'cleared', 'import', ${target.now.toISOString()}::timestamptz, ${target.now.toISOString()}::timestamptz
      from unnest(${column(() => uuidv7())}::uuid[], ${column((item) => item.date)}::date[], ${column((item) => item.amount)}::bigint[],
                  ${column((_item, index) => decided[index]!.payee)}::text[],
                  ${column((item, index) => (decided[index]!.payee === item.payee ? '' : item.payee))}::text[], ${column((item) => item.notes)}::text[],
                  ${column((_item, index) => decided[index]!.categoryId)}::uuid[],
                  ${column((item) => item.fitid ?? null)}::text[])
        as r(id, date, amount, payee, original_text, notes, category_id, external_id)`);
}

export async function importProgress(deps: Deps, session: SessionInfo, id: string): Promise<ImportProgress> {
  const running = progress.get(id);
  if (running && running.userId === session.userId && running.processed < running.total) {
    return { import: running.summary, processed: running.processed, total: running.total };
  }
  const row = await requireImport(deps, session.userId, id);
  const current = progress.get(id);
  const done = row.status !== 'pending';
  return {
    import: toSummary(row),
    processed: done ? row.importedCount : (current?.processed ?? 0),
    total: done ? row.importedCount : (current?.total ?? row.totalRows),
  };
}

export async function listImports(deps: Deps, session: SessionInfo, accountId?: string): Promise<ImportSummary[]> {
  const conditions = [eq(imports.userId, session.userId)];
  if (accountId) conditions.push(eq(imports.accountId, accountId));
  const rows = await deps.db.select(summaryColumns).from(imports).where(and(...conditions)).orderBy(desc(imports.createdAt)).limit(50);
  return rows.map(toSummary);
}

/**
 * Undoes a committed import by deleting exactly the transactions it created, and gives the account
 * back the opening balance and date it had if the import set them from the statement.
 */
export async function revertImport(deps: Deps, session: SessionInfo, id: string): Promise<{ message: string }> {
  const row = await requireImport(deps, session.userId, id);
  await deps.db.transaction(async (tx) => {
    await tx.delete(transactions).where(and(eq(transactions.userId, session.userId), eq(transactions.importId, id)));
    if (row.status === 'committed' && row.previousOpeningBalance !== null && row.previousOpeningDate !== null) {
      await tx
        .update(accounts)
        .set({ openingBalance: row.previousOpeningBalance, openingDate: row.previousOpeningDate, updatedAt: deps.now() })
        .where(and(eq(accounts.id, row.accountId), eq(accounts.userId, session.userId)));
    }
    await tx.update(imports).set({ status: 'reverted', content: null }).where(eq(imports.id, row.id));
  });
  return { message: importMessages.reverted };
}
