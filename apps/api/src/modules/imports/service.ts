import { and, desc, eq } from 'drizzle-orm';
import type { ImportSummary } from '@cuentas/shared/schemas/imports';
import { accounts, imports, transactions } from '../../db/schema/index.ts';
import type { SessionInfo } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { unlinkImportTransfers } from './transfer-proposals.ts';
import { summaryColumns, importMessages, toSummary, requireImport } from './import-records.ts';

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

// The module's face: routes and other modules import from here.
export { analyzeImport, type ImportChoices } from './analysis.ts';
export { commitImport, importProgress } from './commit.ts';
export { importMessages } from './import-records.ts';
export { uploadImport } from './upload.ts';
