import { eq } from 'drizzle-orm';
import type {
  BalanceCheck,
  CsvOptions,
  ImportAnalysis,
  RowChoice,
  StatementAccount,
} from '@cuentas/shared/schemas/imports';
import { categories as categoryTable } from '../../db/schema/index.ts';
import type { SessionInfo } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { referenceMessages, requireAccount } from '../kernel/ownership.ts';
import { type Duplicate, findDuplicates, type IncomingRow } from './duplicates.ts';
import { existingAround } from './duplicates-ledger.ts';
import { balanceCheck, hasMovements, statementOpening } from './opening.ts';
import { needsMapping, type ParsedFile, parseImportFile, statementFile } from './parse-file.ts';
import type { QifDateOrder } from './qif.ts';
import { previewRows } from './preview.ts';
import { collectAfterLargeWork } from '../../lib/large-work.ts';
import { previewTransfers } from './transfer-proposals.ts';
import { type ImportRow, importMessages, requireImport, loadContent, statementSummary } from './import-records.ts';

// The second step: read the whole file with the chosen options, find what is already in the
// ledger, and show what the commit would do. The last analysis is kept for the commit.

/** The last analysis of each pending import, so committing right after it does not parse the file again. */
const lastParse = new Map<string, { key: string; parsed: ParsedFile }>();

/** Drops an import's kept analysis once it is committed (or failed to be). */
export const forgetParse = (id: string) => lastParse.delete(id);

export type ImportChoices = { dateOrder: QifDateOrder | null; statementAccounts: StatementAccount[] };
export const NO_CHOICES: ImportChoices = { dateOrder: null, statementAccounts: [] };

/**
 * Where the rows go: the import's account, or for a file with several accounts' statements
 * (Norma 43) each chosen statement into the account the user picked for it, one account each.
 */
export type Target = {
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
  // After a parse the stored file's bytes and text are garbage; before a commit, the analysis's
  // answer is. Either way the next step starts from the rows alone.
  collectAfterLargeWork(parsed.total);
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

export async function parseAndCompare(
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
export function errorsOf(parsed: ParsedFile, targets: Target[]) {
  if (targets.length === 1 && targets[0]!.statement === null) return targets[0]!.file.errors;
  const ofStatements = new Set(parsed.statements.flatMap((part) => part.errors));
  return [
    ...parsed.errors.filter((error) => !ofStatements.has(error)),
    ...targets.flatMap((target) => parsed.statements[target.statement!]!.errors),
  ];
}

/** The rows a target will import: all but the duplicates the user did not keep and the rows they left out. */
export const rowsToInsert = (target: Target, keep: Set<number> | null, leftOut: ReadonlySet<number> = NO_ROWS) => {
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
export async function rowChoicesOf(
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
              ...statementSummary(part, part.index),
              account_id: target?.accountId ?? null,
              balance_check: target ? (checks.get(part.index) ?? null) : null,
            };
          }),
  };
}
