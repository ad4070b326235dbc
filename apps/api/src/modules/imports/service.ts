import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type {
  BalanceCheck,
  CommitResult,
  CsvOptions,
  FileStatement,
  ImportAnalysis,
  ImportProgress,
  ImportSummary,
  RowChoice,
  StatementAccount,
  UploadResult,
} from '@cuentas/shared/schemas/imports';
import { CsvOptionsSchema } from '@cuentas/shared/schemas/imports';
import { accounts, categories as categoryTable, importMappings, imports, transactions } from '../../db/schema/index.ts';
import type { SessionInfo } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { HttpError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { isoOrNull } from '../../lib/http.ts';
import { uuidv7 } from '../../lib/ids.ts';
import { loadCategorizer } from '../kernel/categorize.ts';
import { referenceMessages, requireAccount } from '../kernel/ownership.ts';
import { guessOptions } from './columns.ts';
import { detectDelimiter, parseCsv } from './csv-parse.ts';
import { countStatementRows, detectFormat } from './detect-format.ts';
import { type Duplicate, findDuplicates, type IncomingRow } from './duplicates.ts';
import { completeMet, existingAround } from './duplicates-ledger.ts';
import { balanceCheck, hasMovements, statementOpening } from './opening.ts';
import { needsMapping, type ParsedFile, parseImportFile, type StatementPart, statementFile } from './parse-file.ts';
import { parseNorma43 } from './norma43.ts';
import type { QifDateOrder } from './qif.ts';
import { previewRows } from './preview.ts';
import { bookStatement, type RowCategorizer } from './booking.ts';
import { matchImportedTransfers, previewTransfers, unlinkImportTransfers } from './transfer-proposals.ts';
import { cellToText, eachXlsxRow, xlsxMessages } from './xlsx.ts';

// Every column but the stored file, which only parsing needs (loadContent).
const { content: _content, ...summaryColumns } = getTableColumns(imports);
type ImportRow = Omit<typeof imports.$inferSelect, 'content'>;

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
  chooseAccounts: (count: number) =>
    `Este archivo trae los extractos de ${count} cuentas: elige en qué cuenta va cada uno`,
  firstStatementOnly: (count: number) =>
    `Este archivo trae los extractos de ${count} cuentas. Sin elegir, solo vemos el primero en esta cuenta: elige la cuenta de cada extracto.`,
  noSuchStatement: (number: number, count: number) => `El archivo no tiene un extracto ${number}: trae ${count}`,
  statementTwice: (number: number) => `Elegiste dos veces la cuenta del extracto ${number}`,
  statementCurrency: (number: number, file: string, account: string) =>
    `El extracto ${number} está en ${file} y esa cuenta en ${account}: elige una cuenta en ${file}`,
  oneStatementPerAccount: 'Cada extracto va a una cuenta distinta: elegiste la misma cuenta para dos',
  noStatementChosen: 'Elige la cuenta de al menos un extracto',
  noSuchRow: (row: number) => `La fila ${row} no está entre los movimientos del archivo`,
  rowTwice: (row: number) => `Elegiste dos veces qué hacer con la fila ${row}`,
  wrongKind: (row: number, income: boolean) =>
    income
      ? `La fila ${row} es un ingreso: elige una categoría de ingresos`
      : `La fila ${row} es un gasto: elige una categoría de gastos`,
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
    statements:
      several.length > 1
        ? several.map((part, index) => ({
            index,
            account: part.account,
            name: part.name,
            currency: part.currency,
            count: part.rows.length,
            opening: part.balances.opening,
            closing: part.balances.closing,
          }))
        : [],
  };
}

/** The last analysis of each pending import, so committing right after it does not parse the file again. */
const lastParse = new Map<string, { key: string; parsed: ParsedFile }>();

export type ImportChoices = { dateOrder: QifDateOrder | null; statementAccounts: StatementAccount[] };
const NO_CHOICES: ImportChoices = { dateOrder: null, statementAccounts: [] };

/**
 * Where the rows go: the import's account, or for a file with several accounts' statements
 * (Norma 43) each chosen statement into the account the user picked for it, one account each.
 */
type Target = {
  statement: number | null;
  accountId: string;
  currency: string;
  file: ParsedFile;
  duplicates: Duplicate[];
};

async function readFile(
  deps: Deps,
  row: ImportRow,
  options: CsvOptions | null,
  currency: string,
  dateOrder: QifDateOrder | null,
): Promise<ParsedFile> {
  const effective = needsMapping(row.format) ? options : null;
  const order = row.format === 'qif' ? dateOrder : null;
  const key = `${currency}|${JSON.stringify(effective)}|${order}`;
  const cached = lastParse.get(row.id);
  let parsed: ParsedFile;
  if (cached?.key === key) {
    parsed = cached.parsed;
  } else {
    const content = await loadContent(deps, row.id);
    if (!content) throw conflict(importMessages.notPending);
    parsed = await parseImportFile(row.format, content, effective, currency, order);
  }
  lastParse.set(row.id, { key, parsed });
  setTimeout(() => lastParse.delete(row.id), 10 * 60_000).unref();
  return parsed;
}

async function duplicatesIn(deps: Deps, accountId: string, rows: IncomingRow[]): Promise<Duplicate[]> {
  return findDuplicates(rows, await existingAround(deps.db, accountId, rows));
}

/**
 * The accounts a several-statement file's statements go to, checked: each statement of the file
 * at most once, each account the user's (another's is not found: a field error, as every referenced account), in the statement's currency
 * and given one statement only. Without a choice the first statement goes to the import's account
 * (the analysis warns; the commit asks for the choice).
 */
async function chooseTargets(
  deps: Deps,
  userId: string,
  row: ImportRow,
  parsed: ParsedFile,
  choices: ImportChoices,
  forCommit: boolean,
) {
  const field = 'statement_accounts';
  const count = parsed.statements.length;
  if (choices.statementAccounts.length === 0) {
    if (forCommit) throw badRequest(importMessages.chooseAccounts(count), field);
    return { chosen: [{ statement: 0, account_id: row.accountId }], warning: importMessages.firstStatementOnly(count) };
  }
  const seenStatements = new Set<number>();
  const seenAccounts = new Set<string>();
  const chosen: { statement: number; account_id: string }[] = [];
  for (const choice of choices.statementAccounts) {
    if (choice.statement >= count) throw badRequest(importMessages.noSuchStatement(choice.statement + 1, count), field);
    if (seenStatements.has(choice.statement))
      throw badRequest(importMessages.statementTwice(choice.statement + 1), field);
    seenStatements.add(choice.statement);
    if (choice.account_id === null) continue;
    const account = await requireAccount(deps.db, userId, choice.account_id, field);
    const part = parsed.statements[choice.statement]!;
    if (part.currency && part.currency !== account.currency)
      throw badRequest(importMessages.statementCurrency(choice.statement + 1, part.currency, account.currency), field);
    if (seenAccounts.has(choice.account_id)) throw badRequest(importMessages.oneStatementPerAccount, field);
    seenAccounts.add(choice.account_id);
    chosen.push({ statement: choice.statement, account_id: choice.account_id });
  }
  if (chosen.length === 0) throw badRequest(importMessages.noStatementChosen, field);
  return { chosen, warning: null };
}

async function parseAndCompare(
  deps: Deps,
  userId: string,
  row: ImportRow,
  options: CsvOptions | null,
  choices: ImportChoices = NO_CHOICES,
  forCommit = false,
) {
  if (row.status !== 'pending') throw conflict(importMessages.notPending);
  const account = await requireAccount(deps.db, userId, row.accountId);
  const parsed = await readFile(deps, row, options, account.currency, choices.dateOrder);
  if (parsed.statements.length <= 1) {
    const duplicates = await duplicatesIn(deps, row.accountId, parsed.rows);
    const targets: Target[] = [
      { statement: null, accountId: row.accountId, currency: account.currency, file: parsed, duplicates },
    ];
    return { parsed, targets, warnings: parsed.warnings, currency: account.currency };
  }
  const { chosen, warning } = await chooseTargets(deps, userId, row, parsed, choices, forCommit);
  const targets: Target[] = [];
  for (const choice of chosen) {
    const file = statementFile(parsed, choice.statement);
    const target = await requireAccount(deps.db, userId, choice.account_id);
    targets.push({
      statement: choice.statement,
      accountId: choice.account_id,
      currency: target.currency,
      file,
      duplicates: await duplicatesIn(deps, choice.account_id, file.rows),
    });
  }
  const warnings = [
    ...(warning ? [warning] : []),
    ...targets.flatMap((target) => target.file.warnings),
    ...parsed.warnings.filter((text) => !parsed.statements.some((part) => part.warnings.includes(text))),
  ];
  return { parsed, targets, warnings, currency: account.currency };
}

/** The errors that concern what will be imported: the file's own, and those of the chosen statements. */
function errorsOf(parsed: ParsedFile, targets: Target[]) {
  if (targets.length === 1 && targets[0]!.statement === null) return targets[0]!.file.errors;
  const ofStatements = new Set(parsed.statements.flatMap((part) => part.errors));
  return [
    ...parsed.errors.filter((error) => !ofStatements.has(error)),
    ...targets.flatMap((target) => parsed.statements[target.statement!]!.errors),
  ];
}

/** The rows a target will import: all but the duplicates the user did not keep and the rows they left out. */
const rowsToInsert = (target: Target, keep: Set<number> | null, leftOut: ReadonlySet<number> = NO_ROWS) => {
  const skipped = new Set(
    target.duplicates.filter((duplicate) => !keep?.has(duplicate.row)).map((duplicate) => duplicate.row),
  );
  return skipped.size === 0 && leftOut.size === 0
    ? target.file.rows
    : target.file.rows.filter((item) => !skipped.has(item.row) && !leftOut.has(item.row));
};
const NO_ROWS: ReadonlySet<number> = new Set();

/**
 * The review's per-row choices, checked: each row once, each a row of what the file brings (a
 * movement or a row in error), each category the user's (another's is not found, a field error as
 * everywhere a body names a category) and of the row's kind (an expense category on money in would
 * file income as spending). Gives the rows left out and the categories chosen by row.
 */
async function rowChoicesOf(
  deps: Deps,
  userId: string,
  targets: Target[],
  errors: { row: number }[],
  choices: RowChoice[],
) {
  const leftOut = new Set<number>();
  const categories = new Map<number, string | null>();
  if (choices.length === 0) return { leftOut, categories };
  const field = 'row_choices';
  const known = new Set<number>(errors.map((error) => error.row));
  const amounts = new Map<number, number>();
  for (const target of targets)
    for (const item of target.file.rows) {
      known.add(item.row);
      amounts.set(item.row, item.amount);
    }
  const seen = new Set<number>();
  for (const choice of choices) {
    if (!known.has(choice.row)) throw badRequest(importMessages.noSuchRow(choice.row), field);
    if (seen.has(choice.row)) throw badRequest(importMessages.rowTwice(choice.row), field);
    seen.add(choice.row);
    if (choice.skip) leftOut.add(choice.row);
    else if (choice.category_id !== undefined) categories.set(choice.row, choice.category_id);
  }
  // Up to 100,000 choices may name as many ids: compared with the user's own categories in memory,
  // never as one IN list (past 65,535 parameters the driver would fail).
  const wanted = new Set([...categories.values()].filter((id): id is string => id !== null));
  if (wanted.size > 0) {
    const own = new Map(
      (
        await deps.db
          .select({ id: categoryTable.id, kind: categoryTable.kind })
          .from(categoryTable)
          .where(eq(categoryTable.userId, userId))
      ).map((item) => [item.id, item.kind]),
    );
    for (const id of wanted) if (!own.has(id)) throw badRequest(referenceMessages.category, field);
    for (const [row, id] of categories) {
      const amount = amounts.get(row);
      // A row in error has no amount to judge by; it is imported only once fixed, then checked.
      if (id === null || amount === undefined) continue;
      const income = amount > 0;
      if (own.get(id) !== (income ? 'income' : 'expense'))
        throw badRequest(importMessages.wrongKind(row, income), field);
    }
  }
  return { leftOut, categories };
}

const statementSummary = (part: StatementPart): FileStatement => ({
  index: part.index,
  account: part.account,
  name: part.name,
  currency: part.currency,
  count: part.rows.length,
  opening: part.balances.opening,
  closing: part.balances.closing,
});

export async function analyzeImport(
  deps: Deps,
  session: SessionInfo,
  id: string,
  options: CsvOptions | null,
  choices: ImportChoices = NO_CHOICES,
  previewPage: { from: number; limit: number } = { from: 0, limit: 20 },
): Promise<ImportAnalysis> {
  const row = await requireImport(deps, session.userId, id);
  const { parsed, targets, warnings, currency } = await parseAndCompare(
    deps,
    session.userId,
    row,
    options ?? (row.options as CsvOptions | null),
    choices,
  );
  // Duplicates are skipped unless kept at commit: the projection counts the rows imported by default.
  const checks = new Map<number | null, BalanceCheck | null>();
  for (const target of targets) {
    const toInsert = rowsToInsert(target, null);
    const setsOpening =
      toInsert.length > 0 &&
      statementOpening(target.file, toInsert) !== null &&
      !(await hasMovements(deps.db, target.accountId));
    // With rows in error it tells what leaving them out would leave the account at.
    checks.set(
      target.statement,
      await balanceCheck(deps.db, session.userId, target.accountId, target.file, toInsert, setsOpening),
    );
  }
  const main = targets.find((target) => target.accountId === row.accountId) ?? targets[0]!;
  const errors = errorsOf(parsed, targets);
  const duplicates = targets.flatMap((target) => target.duplicates);
  const rows = targets.flatMap((target) => target.file.rows);
  return {
    total: rows.length + errors.length,
    valid: rows.length,
    errors: errors.slice(0, 200),
    error_count: errors.length,
    duplicates: duplicates
      .slice(0, 500)
      .map(({ fitid: _fitid, crossRoad: _crossRoad, certain: _certain, ...rest }) => rest),
    duplicate_count: duplicates.length,
    preview: await previewRows(deps.db, session.userId, main.accountId, rows, previewPage),
    currency,
    statement: main.file.balances,
    balance_check: checks.get(main.statement) ?? null,
    warnings,
    // The own transfers the commit would link or propose, on the rows it would import (decision 032).
    transfers: await previewTransfers(
      deps.db,
      session.userId,
      targets.map((target) => ({ accountId: target.accountId, rows: rowsToInsert(target, null) })),
    ),
    statements:
      parsed.statements.length <= 1
        ? []
        : parsed.statements.map((part) => {
            const target = targets.find((item) => item.statement === part.index);
            return {
              ...statementSummary(part),
              account_id: target?.accountId ?? null,
              balance_check: target ? (checks.get(part.index) ?? null) : null,
            };
          }),
  };
}

/**
 * Imports every valid row in one database transaction: all or nothing (rows in error only when
 * the user chose to leave them out). Rows flagged as
 * duplicates are skipped unless the user chose to keep them; rules categorise the rest. A file
 * with several accounts' statements books each into the account chosen for it, the ones that
 * are not the import's own account under an import of their own (listed and undone per account).
 */
export async function commitImport(
  deps: Deps,
  session: SessionInfo,
  id: string,
  options: CsvOptions | null,
  includeDuplicateRows: number[],
  skipErrorRows = false,
  choices: ImportChoices = NO_CHOICES,
  rowChoices: RowChoice[] = [],
): Promise<CommitResult> {
  const row = await requireImport(deps, session.userId, id);
  const effective = needsMapping(row.format) ? (options ?? (row.options as CsvOptions | null)) : null;
  const { parsed, targets } = await parseAndCompare(deps, session.userId, row, effective, choices, true);
  // Rows in error block the commit unless the user chose to leave them out: never a silent half import.
  const errors = errorsOf(parsed, targets);
  if (errors.length > 0 && !skipErrorRows) {
    throw new HttpError(400, [
      {
        message: importMessages.hasErrors(errors.length),
        field: 'file',
        errors: errors.slice(0, 200).map((error) => ({ message: `Fila ${error.row}: ${error.message}` })),
      },
    ]);
  }
  const { leftOut, categories: chosen } = await rowChoicesOf(deps, session.userId, targets, errors, rowChoices);
  const keep = new Set(includeDuplicateRows);
  // A row left out is not booked, so it is not counted nor matched as an own transfer.
  const planned = targets.map((target) => ({ target, toInsert: rowsToInsert(target, keep, leftOut) }));
  const total = planned.reduce((sum, item) => sum + item.toInsert.length, 0);
  const own = planned.find((item) => item.target.accountId === row.accountId);
  const automatic = await loadCategorizer(deps.db, session.userId);
  // The category the user chose for a row wins over rules, the payee memory and the dictionary.
  const categorize: RowCategorizer = (input, row) => {
    const decided = automatic(input);
    return chosen.has(row) ? { ...decided, categoryId: chosen.get(row)! } : decided;
  };
  const now = deps.now();
  const summary = toSummary(row);
  progress.set(id, { userId: session.userId, summary, processed: 0, total });
  let processed = 0;
  const onBatch = (count: number) => {
    processed += count;
    progress.set(id, { userId: session.userId, summary, processed, total });
  };
  try {
    const committed = await deps.db.transaction(async (tx) => {
      // Claiming the import first makes a second, concurrent commit of the same file fail cleanly.
      const [claimed] = await tx
        .update(imports)
        .set({
          status: 'committed',
          committedAt: now,
          importedCount: own?.toInsert.length ?? 0,
          duplicateCount: own?.target.duplicates.length ?? 0,
          content: null,
          options: effective,
          totalRows: own?.target.file.total ?? parsed.total,
        })
        .where(and(eq(imports.id, id), eq(imports.status, 'pending')))
        .returning(summaryColumns);
      if (!claimed) throw conflict(importMessages.notPending);
      const setsOpening = new Map<number | null, boolean>();
      const booked: string[] = [];
      const related: ImportRow[] = [];
      for (const { target, toInsert } of planned) {
        let importId = id;
        if (target.accountId !== row.accountId) {
          // Another account's statement: an import of its own, so it is listed and undone with that account.
          importId = uuidv7();
          const part = parsed.statements[target.statement!]!;
          await tx.insert(imports).values({
            id: importId,
            userId: session.userId,
            accountId: target.accountId,
            fileName: `${row.fileName} · ${part.account}`.slice(0, 200),
            format: row.format,
            status: 'committed',
            content: null,
            options: null,
            totalRows: target.file.total,
            importedCount: toInsert.length,
            duplicateCount: target.duplicates.length,
            createdAt: row.createdAt,
            committedAt: now,
          });
          const [made] = await tx.select(summaryColumns).from(imports).where(eq(imports.id, importId));
          related.push(made!);
        }
        booked.push(importId);
        setsOpening.set(
          target.statement,
          await bookStatement(
            tx,
            { userId: session.userId, accountId: target.accountId, importId, now, road: 'file' },
            target.file,
            toInsert,
            categorize,
            onBatch,
          ),
        );
      }
      // A row left as a duplicate that another road brought completes that movement (decision 048).
      for (const { target } of planned) {
        const left = target.duplicates.filter((duplicate) => !keep.has(duplicate.row));
        const around = await existingAround(tx, target.accountId, left);
        await completeMet(tx, { userId: session.userId, road: 'file', duplicates: left, existing: around, now });
      }
      // Own transfers among what was just booked and the other accounts' movements (decision 032).
      await matchImportedTransfers(tx, session.userId, booked);
      if (effective) {
        await tx
          .insert(importMappings)
          .values({ accountId: row.accountId, userId: session.userId, options: effective, updatedAt: now })
          .onConflictDoUpdate({ target: importMappings.accountId, set: { options: effective, updatedAt: now } });
      }
      return { claimed, setsOpening, related };
    });
    // Fresh statistics after a large insert. PostgreSQL's autovacuum sees to it; PGlite has no
    // autovacuum, so it is done here, after the answer: nobody waits for it.
    if (total > 1000 && deps.database.driver === 'pglite') {
      setImmediate(() =>
        deps.db
          .execute(sql`analyze transactions`)
          .catch((err: unknown) => deps.logger.warn({ err }, 'analyze after import failed')),
      );
    }
    const main = own?.target ?? targets[0]!;
    const check = await balanceCheck(deps.db, session.userId, main.accountId, main.file, [], false);
    return {
      ...toSummary(committed.claimed),
      balance_check: check && { ...check, sets_opening_balance: committed.setsOpening.get(main.statement) ?? false },
      related_imports: committed.related.map(toSummary),
    };
  } finally {
    lastParse.delete(id);
    setTimeout(() => progress.delete(id), 60_000).unref();
  }
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
  const rows = await deps.db
    .select(summaryColumns)
    .from(imports)
    .where(and(...conditions))
    .orderBy(desc(imports.createdAt))
    .limit(50);
  return rows.map(toSummary);
}

/**
 * Undoes a committed import by deleting exactly the transactions it created, and gives the account
 * back the opening balance and date it had if the import set them from the statement.
 */
export async function revertImport(deps: Deps, session: SessionInfo, id: string): Promise<{ message: string }> {
  const row = await requireImport(deps, session.userId, id);
  await deps.db.transaction(async (tx) => {
    await unlinkImportTransfers(tx, session.userId, id);
    await tx.delete(transactions).where(and(eq(transactions.userId, session.userId), eq(transactions.importId, id)));
    if (row.status === 'committed' && row.previousOpeningBalance !== null && row.previousOpeningDate !== null) {
      await tx
        .update(accounts)
        .set({
          openingBalance: row.previousOpeningBalance,
          openingDate: row.previousOpeningDate,
          updatedAt: deps.now(),
        })
        .where(and(eq(accounts.id, row.accountId), eq(accounts.userId, session.userId)));
    }
    await tx.update(imports).set({ status: 'reverted', content: null }).where(eq(imports.id, row.id));
  });
  return { message: importMessages.reverted };
}

// Bank feeds book through the same pipeline (feed-booking.ts); other modules reach it here.
export { bookFeedRowApart, bookFeedRows, type FeedBooking, type FeedRow, PENDING_FEED_PREFIX } from './feed-booking.ts';
