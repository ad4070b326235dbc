import { and, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { BulkResult, BulkTransactionsInput } from '@cuentas/shared/schemas/transactions';
import type { Tx } from '../../db/client.ts';
import { accounts, transactionSplits, transactions } from '../../db/schema/index.ts';
import type { SessionInfo } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { visibleAccount } from '../../db/visible-accounts.ts';
import { badRequest } from '../../lib/errors.ts';
import { rememberPayees } from '../kernel/payee-memory.ts';
import { requireAccount, requireCategories } from '../kernel/ownership.ts';
import { recordUndo, takeSnapshot, withTransferPartners } from './undo.ts';

export const bulkMessages = {
  categoryRequired: 'Elige la categoría',
  tagRequired: 'Escribe la etiqueta',
  accountRequired: 'Elige la cuenta',
  payeeRequired: 'Escribe el beneficiario',
  otherCurrency: (currency: string) =>
    `La cuenta elegida lleva ${currency}: solo puedes mover a ella movimientos en ${currency}`,
};

type Edit = {
  /** Which of the selected rows the action changes. */
  where: SQL;
  set: { [Key in keyof typeof transactions.$inferInsert]?: (typeof transactions.$inferInsert)[Key] | SQL };
  /** What else moves with the rows, in the same transaction (split lines, the payee memory). */
  also?: (tx: Tx, ids: string[], before: Record<string, unknown>[]) => Promise<void>;
};

/**
 * Changes the rows `where` selects, in one transaction with a copy of them as they were, so the
 * change can be undone for a few seconds (decision 046).
 */
async function editWithUndo(deps: Deps, userId: string, edit: Edit): Promise<BulkResult> {
  return deps.db.transaction(async (tx) => {
    const rows = await tx.select({ id: transactions.id }).from(transactions).where(edit.where).for('update');
    const ids = rows.map((row) => row.id);
    if (ids.length === 0) return { affected: 0, undo_id: null };
    const snapshot = await takeSnapshot(tx, userId, ids, 'edit');
    await tx
      .update(transactions)
      .set(edit.set)
      .where(and(eq(transactions.userId, userId), inArray(transactions.id, ids)));
    await edit.also?.(tx, ids, snapshot.transactions);
    return { affected: ids.length, undo_id: await recordUndo(tx, deps, userId, 'edit', snapshot) };
  });
}

/** Deletes the user's selected rows (a transfer leg takes its partner), keeping a copy to undo. */
export async function deleteWithUndo(deps: Deps, userId: string, selected: string[]): Promise<BulkResult> {
  return deps.db.transaction(async (tx) => {
    const ids = await withTransferPartners(tx, userId, selected);
    const snapshot = await takeSnapshot(tx, userId, ids, 'delete');
    const deleted = await tx
      .delete(transactions)
      .where(and(eq(transactions.userId, userId), inArray(transactions.id, ids)))
      .returning({ id: transactions.id });
    const mine = new Set(selected);
    return {
      // What the user selected, as before: the partner legs go with them without being counted.
      affected: deleted.filter((row) => mine.has(row.id)).length,
      undo_id: await recordUndo(tx, deps, userId, 'delete', snapshot),
    };
  });
}

/** One statement per action over the user's own selected rows; ids of other users simply match nothing. */
export async function bulkUpdate(deps: Deps, session: SessionInfo, input: BulkTransactionsInput): Promise<BulkResult> {
  const userId = session.userId;
  // Another member's private movements (decision 049) are never selected, whatever ids are sent.
  const owned = and(
    eq(transactions.userId, userId),
    inArray(transactions.id, input.ids),
    visibleAccount(transactions.accountId, session),
  )!;
  const updatedAt = deps.now();
  switch (input.action) {
    case 'categorize': {
      if (input.category_id === undefined) throw badRequest(bulkMessages.categoryRequired, 'category_id');
      await requireCategories(deps.db, userId, [input.category_id]);
      const categoryId = input.category_id;
      return editWithUndo(deps, userId, {
        // Transfers and split parents carry no category of their own.
        where: and(owned, isNull(transactions.transferId), eq(transactions.isSplit, false))!,
        set: { categoryId, updatedAt },
        also: async (tx, _ids, before) => {
          if (!categoryId) return;
          // Categorising in bulk teaches the payee memory like one correction per payee.
          const rows = before.map((row) => ({
            payee: String(row.payee),
            previousCategoryId: (row.category_id as string | null) ?? null,
          }));
          await rememberPayees(tx, userId, rows, categoryId, updatedAt);
        },
      });
    }
    case 'tag':
    case 'untag': {
      if (!input.tag) throw badRequest(bulkMessages.tagRequired, 'tag');
      const tags =
        input.action === 'tag'
          ? sql`case when ${input.tag} = any(${transactions.tags}) then ${transactions.tags} else array_append(${transactions.tags}, ${input.tag}) end`
          : sql`array_remove(${transactions.tags}, ${input.tag})`;
      return editWithUndo(deps, userId, { where: owned, set: { tags, updatedAt } });
    }
    case 'move': {
      if (!input.account_id) throw badRequest(bulkMessages.accountRequired, 'account_id');
      const target = await requireAccount(deps.db, userId, input.account_id, 'account_id', session);
      const movable = and(owned, isNull(transactions.transferId), ne(transactions.status, 'reconciled'))!;
      const [otherCurrency] = await deps.db
        .select({ id: transactions.id })
        .from(transactions)
        .innerJoin(accounts, eq(accounts.id, transactions.accountId))
        .where(and(movable, ne(accounts.currency, target.currency)))
        .limit(1);
      if (otherCurrency) throw badRequest(bulkMessages.otherCurrency(target.currency), 'account_id');
      return editWithUndo(deps, userId, {
        // A transfer's legs belong to their accounts, and a reconciled movement is locked there.
        where: movable,
        set: { accountId: target.id, updatedAt },
        // Split lines copy their parent's account, so the rollups need no join.
        also: async (tx, ids) => {
          await tx
            .update(transactionSplits)
            .set({ accountId: target.id })
            .where(and(eq(transactionSplits.userId, userId), inArray(transactionSplits.transactionId, ids)));
        },
      });
    }
    case 'rename': {
      const payee = input.payee?.trim();
      if (!payee) throw badRequest(bulkMessages.payeeRequired, 'payee');
      return editWithUndo(deps, userId, { where: owned, set: { payee, updatedAt } });
    }
    case 'clear':
    case 'unclear':
      return editWithUndo(deps, userId, {
        // A reconciled movement keeps its lock; the register asks before lifting it.
        where: and(owned, ne(transactions.status, 'reconciled'))!,
        set: { status: input.action === 'clear' ? 'cleared' : 'uncleared', updatedAt },
      });
    case 'delete': {
      // A transfer whose other half is hidden from the person is not theirs to delete (decision
      // 056): it stays, as transfers stay out of a bulk category, and is not counted.
      const hidden = session.hiddenAccountIds ?? [];
      const ids = hidden.length
        ? (
            await deps.db
              .select({ id: transactions.id })
              .from(transactions)
              .where(
                and(
                  owned,
                  sql`not exists (select 1 from transactions o where o.user_id = ${userId}
                        and o.transfer_id = ${transactions.transferId} and o.id <> ${transactions.id}
                        and o.account_id in (${sql.join(
                          hidden.map((id) => sql`${id}::uuid`),
                          sql`, `,
                        )}))`,
                ),
              )
          ).map((row) => row.id)
        : input.ids;
      return deleteWithUndo(deps, userId, ids);
    }
  }
}
