import { and, eq, getTableColumns, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { pgArray } from '../../db/pg-array.ts';
import { transactionSplits, transactions, undoActions, type UndoSnapshot } from '../../db/schema/index.ts';
import type { SessionInfo } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { conflict, HttpError, notFound } from '../../lib/errors.ts';
import { uuidv7 } from '../../lib/ids.ts';

/**
 * The toast offers «Deshacer» for 8 s; the server keeps the copy a little longer so a slow network
 * does not turn a click made in time into a refusal (decision 046).
 */
export const UNDO_GRACE_MS = 30_000;

export const undoMessages = {
  notFound: 'No encontramos ese cambio para deshacer',
  used: 'Este cambio ya se deshizo',
  expired: 'Ya pasó el tiempo para deshacer este cambio',
  missingReference: 'No se puede deshacer: la cuenta o la categoría de esos movimientos ya no existe',
  restored: (count: number) => (count === 1 ? 'Se restauró 1 movimiento' : `Se restauraron ${count} movimientos`),
};

type Kind = 'delete' | 'edit';

async function rowsOf(tx: Tx, query: SQL): Promise<Record<string, unknown>[]> {
  // Both drivers (node-postgres, PGlite) answer raw SQL as `{ rows }`.
  const result = (await tx.execute(query)) as unknown as { rows: { row: Record<string, unknown> }[] };
  return result.rows.map((item) => item.row);
}

/**
 * Every row a change to `ids` touches, whole, as it is now: the movements, their split lines and,
 * for a deletion, what points at them (import proposals and a household's split are deleted with
 * them; prospects, reconciliations and receipts only lose the link).
 */
export async function takeSnapshot(tx: Tx, userId: string, ids: string[], kind: Kind): Promise<UndoSnapshot> {
  const idList = sql`${pgArray(ids)}::uuid[]`;
  const snapshot: UndoSnapshot = {
    transactions: await rowsOf(
      tx,
      sql`select to_jsonb(t) as row from transactions t where t.user_id = ${userId} and t.id = any(${idList})`,
    ),
    splits: await rowsOf(
      tx,
      sql`select to_jsonb(s) as row from transaction_splits s where s.user_id = ${userId} and s.transaction_id = any(${idList})`,
    ),
    proposals: [],
    prospectLinks: [],
    reconciliationLinks: [],
    attachmentLinks: [],
  };
  if (kind === 'delete') {
    snapshot.proposals = await rowsOf(
      tx,
      sql`select to_jsonb(p) as row from transfer_proposals p
           where p.user_id = ${userId} and (p.transaction_id = any(${idList}) or p.counterpart_id = any(${idList}))`,
    );
    snapshot.prospectLinks = (await rowsOf(
      tx,
      sql`select jsonb_build_object('id', id, 'transaction_id', transaction_id) as row from prospects
           where user_id = ${userId} and transaction_id = any(${idList})`,
    )) as UndoSnapshot['prospectLinks'];
    snapshot.reconciliationLinks = (await rowsOf(
      tx,
      sql`select jsonb_build_object('id', id, 'adjustment_id', adjustment_id) as row from reconciliations
           where user_id = ${userId} and adjustment_id = any(${idList})`,
    )) as UndoSnapshot['reconciliationLinks'];
    snapshot.attachmentLinks = (await rowsOf(
      tx,
      sql`select jsonb_build_object('id', id, 'transaction_id', transaction_id) as row from attachments
           where user_id = ${userId} and transaction_id = any(${idList})`,
    )) as UndoSnapshot['attachmentLinks'];
    snapshot.sharedExpenses = await rowsOf(
      tx,
      sql`select to_jsonb(e) as row from shared_expenses e where e.user_id = ${userId} and e.transaction_id = any(${idList})`,
    );
    snapshot.expenseShares = await rowsOf(
      tx,
      sql`select to_jsonb(s) as row from expense_shares s join shared_expenses e on e.transaction_id = s.transaction_id
           where e.user_id = ${userId} and s.transaction_id = any(${idList})`,
    );
    snapshot.receiptLinks = (await rowsOf(
      tx,
      sql`select jsonb_build_object('id', id, 'transaction_id', transaction_id) as row from receipts
           where user_id = ${userId} and transaction_id = any(${idList})`,
    )) as UndoSnapshot['attachmentLinks'];
    // Unlinked now, so the deletion's cascade leaves them (and their bytes) for an undo.
    if (snapshot.attachmentLinks.length) {
      await tx.execute(
        sql`update attachments set transaction_id = null where user_id = ${userId} and transaction_id = any(${idList})`,
      );
    }
  }
  return snapshot;
}

/** Keeps the copy for the grace and answers its id; the user's stale copies go at the same time. */
export async function recordUndo(
  tx: Tx,
  deps: Deps,
  userId: string,
  kind: Kind,
  snapshot: UndoSnapshot,
): Promise<string | null> {
  if (snapshot.transactions.length === 0) return null;
  const now = deps.now();
  await pruneExpired(tx, userId, now);
  const id = uuidv7();
  await tx.insert(undoActions).values({
    id,
    userId,
    kind,
    snapshot,
    createdAt: now,
    expiresAt: new Date(now.getTime() + UNDO_GRACE_MS),
  });
  return id;
}

/**
 * Forgets the user's copies a minute past their expiry (so an undo that arrives just late still
 * hears «ya pasó el tiempo», 410), and deletes the files of deleted movements nobody brought back.
 */
export async function pruneExpired(tx: Tx, userId: string, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - 60_000);
  await tx.execute(sql`
    delete from attachments a
     using undo_actions u, jsonb_to_recordset(u.snapshot -> 'attachmentLinks') as l(id uuid)
     where u.user_id = ${userId} and u.expires_at < ${cutoff.toISOString()}::timestamptz and u.used_at is null
       and u.kind = 'delete' and a.id = l.id and a.user_id = ${userId} and a.transaction_id is null`);
  await tx.delete(undoActions).where(and(eq(undoActions.userId, userId), lt(undoActions.expiresAt, cutoff)));
}

/** `update … set (a, b) = (s.a, s.b)` over every column but the keys, from snapshot rows. */
function restoreColumns(table: typeof transactions | typeof transactionSplits) {
  const names = Object.values(getTableColumns(table))
    .map((column) => column.name)
    .filter((name) => name !== 'id' && name !== 'user_id');
  const target = sql.raw(names.map((name) => `"${name}"`).join(', '));
  const source = sql.raw(names.map((name) => `s."${name}"`).join(', '));
  return { target, source };
}

async function restoreEdit(tx: Tx, userId: string, snapshot: UndoSnapshot) {
  const rows = restoreColumns(transactions);
  await tx.execute(sql`
    update transactions t set (${rows.target}) = (${rows.source})
      from jsonb_populate_recordset(null::transactions, ${JSON.stringify(snapshot.transactions)}::jsonb) s
     where t.id = s.id and t.user_id = ${userId}`);
  if (snapshot.splits.length === 0) return;
  const lines = restoreColumns(transactionSplits);
  await tx.execute(sql`
    update transaction_splits t set (${lines.target}) = (${lines.source})
      from jsonb_populate_recordset(null::transaction_splits, ${JSON.stringify(snapshot.splits)}::jsonb) s
     where t.id = s.id and t.user_id = ${userId}`);
}

async function restoreDelete(tx: Tx, userId: string, snapshot: UndoSnapshot) {
  const json = (rows: unknown[]) => sql`${JSON.stringify(rows)}::jsonb`;
  // The snapshot was written by the server for this user; the user filter is a second lock.
  await tx.execute(sql`
    insert into transactions select * from jsonb_populate_recordset(null::transactions, ${json(snapshot.transactions)})
     where user_id = ${userId}`);
  if (snapshot.splits.length) {
    await tx.execute(sql`
      insert into transaction_splits select * from jsonb_populate_recordset(null::transaction_splits, ${json(snapshot.splits)})
       where user_id = ${userId}`);
  }
  if (snapshot.proposals.length) {
    await tx.execute(sql`
      insert into transfer_proposals select * from jsonb_populate_recordset(null::transfer_proposals, ${json(snapshot.proposals)})
       where user_id = ${userId} on conflict do nothing`);
  }
  for (const link of snapshot.prospectLinks) {
    await tx.execute(
      sql`update prospects set transaction_id = ${link.transaction_id} where id = ${link.id} and user_id = ${userId} and transaction_id is null`,
    );
  }
  if (snapshot.sharedExpenses?.length) {
    await tx.execute(sql`
      insert into shared_expenses select * from jsonb_populate_recordset(null::shared_expenses, ${json(snapshot.sharedExpenses)})
       where user_id = ${userId}`);
    await tx.execute(sql`
      insert into expense_shares select * from jsonb_populate_recordset(null::expense_shares, ${json(snapshot.expenseShares ?? [])})`);
  }
  for (const link of snapshot.receiptLinks ?? []) {
    await tx.execute(
      sql`update receipts set transaction_id = ${link.transaction_id} where id = ${link.id} and user_id = ${userId} and transaction_id is null`,
    );
  }
  for (const link of snapshot.attachmentLinks) {
    await tx.execute(
      sql`update attachments set transaction_id = ${link.transaction_id} where id = ${link.id} and user_id = ${userId} and transaction_id is null`,
    );
  }
  for (const link of snapshot.reconciliationLinks) {
    await tx.execute(
      sql`update reconciliations set adjustment_id = ${link.adjustment_id} where id = ${link.id} and user_id = ${userId} and adjustment_id is null`,
    );
  }
}

const isMissingReference = (err: unknown) => {
  const cause = (err as { cause?: { code?: string } }).cause ?? (err as { code?: string });
  // 23503: an account or category deleted since; 23505: a restored id taken again (not expected).
  return cause.code === '23503' || cause.code === '23505';
};

/**
 * Puts back exactly what the change replaced, once: the copy is claimed with a compare-and-set on
 * `used_at` inside the same transaction as the restore, so two undos at once restore once, and a
 * failed restore leaves the copy unused. Triggers keep balances and monthly totals in step.
 */
export async function undoChange(
  deps: Deps,
  session: SessionInfo,
  id: string,
): Promise<{ restored: number; message: string }> {
  const now = deps.now();
  try {
    return await deps.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(undoActions)
        .set({ usedAt: now })
        .where(
          and(
            eq(undoActions.id, id),
            eq(undoActions.userId, session.userId),
            sql`${undoActions.usedAt} is null`,
            sql`${undoActions.expiresAt} > ${now.toISOString()}::timestamptz`,
          ),
        )
        .returning();
      if (!claimed) {
        const [row] = await tx
          .select({ usedAt: undoActions.usedAt })
          .from(undoActions)
          .where(and(eq(undoActions.id, id), eq(undoActions.userId, session.userId)));
        if (!row) throw notFound(undoMessages.notFound);
        if (row.usedAt) throw conflict(undoMessages.used);
        throw new HttpError(410, [{ message: undoMessages.expired }]);
      }
      if (claimed.kind === 'delete') await restoreDelete(tx, session.userId, claimed.snapshot);
      else await restoreEdit(tx, session.userId, claimed.snapshot);
      const restored = claimed.snapshot.transactions.length;
      return { restored, message: undoMessages.restored(restored) };
    });
  } catch (err) {
    if (isMissingReference(err)) throw conflict(undoMessages.missingReference);
    throw err;
  }
}

/** The movements a change to `ids` reaches: a transfer leg brings its partner. */
export async function withTransferPartners(tx: Tx, userId: string, ids: string[]): Promise<string[]> {
  const legs = await tx
    .select({ id: transactions.id })
    .from(transactions)
    .where(
      and(
        eq(transactions.userId, userId),
        inArray(
          transactions.transferId,
          tx
            .select({ transferId: transactions.transferId })
            .from(transactions)
            .where(
              and(
                eq(transactions.userId, userId),
                inArray(transactions.id, ids),
                sql`${transactions.transferId} is not null`,
              ),
            ),
        ),
      ),
    );
  return [...new Set([...ids, ...legs.map((leg) => leg.id)])];
}
