import { and, eq, sql } from 'drizzle-orm';
import type {
  CommitResult,
  CsvOptions,
  ImportProgress,
  ImportSummary,
  RowChoice,
} from '@cuentas/shared/schemas/imports';
import { importMappings, imports } from '../../db/schema/index.ts';
import type { SessionInfo } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { HttpError, conflict } from '../../lib/errors.ts';
import { uuidv7 } from '../../lib/ids.ts';
import { collectAfterLargeWork } from '../../lib/large-work.ts';
import { loadCategorizer } from '../kernel/categorize.ts';
import { completeMet, existingAround } from './duplicates-ledger.ts';
import { balanceCheck } from './opening.ts';
import { needsMapping } from './parse-file.ts';
import { bookStatement, type RowCategorizer } from './booking.ts';
import { matchImportedTransfers } from './transfer-proposals.ts';
import { summaryColumns, type ImportRow, importMessages, toSummary, requireImport } from './import-records.ts';
import {
  type ImportChoices,
  NO_CHOICES,
  parseAndCompare,
  errorsOf,
  rowsToInsert,
  rowChoicesOf,
  forgetParse,
} from './analysis.ts';

// The last step: book every chosen row in one database transaction, with progress for the bar.

/**
 * Commit progress per import, for the progress bar (this instance's commits only). It is read
 * from memory: on PGlite the one connection is busy inside the import's transaction.
 */
const progress = new Map<string, { userId: string; summary: ImportSummary; processed: number; total: number }>();

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
    forgetParse(id);
    collectAfterLargeWork(total);
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
