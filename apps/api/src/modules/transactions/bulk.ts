import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { BulkTransactionsInput } from '@cuentas/shared/schemas/transactions';
import { transactions } from '../../db/schema/index.ts';
import type { SessionInfo } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { badRequest } from '../../lib/errors.ts';
import { rememberPayees } from '../kernel/payee-memory.ts';
import { requireCategories } from '../kernel/ownership.ts';

export const bulkMessages = {
  categoryRequired: 'Elige la categoría',
  tagRequired: 'Escribe la etiqueta',
};

/** One statement per action over the user's own selected rows; ids of other users simply match nothing. */
export async function bulkUpdate(
  deps: Deps,
  session: SessionInfo,
  input: BulkTransactionsInput,
): Promise<{ affected: number }> {
  const owned = and(eq(transactions.userId, session.userId), inArray(transactions.id, input.ids));
  const now = deps.now();
  switch (input.action) {
    case 'categorize': {
      if (input.category_id === undefined) throw badRequest(bulkMessages.categoryRequired, 'category_id');
      await requireCategories(deps.db, session.userId, [input.category_id]);
      // Transfers and split parents carry no category of their own.
      const categorizable = and(owned, isNull(transactions.transferId), eq(transactions.isSplit, false));
      const categoryId = input.category_id;
      const rows = await deps.db.transaction(async (tx) => {
        const before = await tx
          .select({ payee: transactions.payee, previousCategoryId: transactions.categoryId })
          .from(transactions)
          .where(categorizable);
        const updated = await tx
          .update(transactions)
          .set({ categoryId, updatedAt: now })
          .where(categorizable)
          .returning({ id: transactions.id });
        // Categorising in bulk teaches the payee memory like one correction per payee.
        if (categoryId) await rememberPayees(tx, session.userId, before, categoryId, now);
        return updated;
      });
      return { affected: rows.length };
    }
    case 'tag':
    case 'untag': {
      if (!input.tag) throw badRequest(bulkMessages.tagRequired, 'tag');
      const tags =
        input.action === 'tag'
          ? sql`case when ${input.tag} = any(${transactions.tags}) then ${transactions.tags} else array_append(${transactions.tags}, ${input.tag}) end`
          : sql`array_remove(${transactions.tags}, ${input.tag})`;
      const rows = await deps.db
        .update(transactions)
        .set({ tags, updatedAt: now })
        .where(owned)
        .returning({ id: transactions.id });
      return { affected: rows.length };
    }
    case 'delete': {
      // A selected transfer leg takes its partner with it.
      const rows = await deps.db.transaction(async (tx) => {
        const legs = await tx
          .select({ transferId: transactions.transferId })
          .from(transactions)
          .where(and(owned, sql`${transactions.transferId} is not null`));
        const transferIds = legs.map((leg) => leg.transferId!);
        const deleted = await tx.delete(transactions).where(owned).returning({ id: transactions.id });
        if (transferIds.length) {
          await tx
            .delete(transactions)
            .where(and(eq(transactions.userId, session.userId), inArray(transactions.transferId, transferIds)));
        }
        return deleted;
      });
      return { affected: rows.length };
    }
  }
}
