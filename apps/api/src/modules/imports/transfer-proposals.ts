import { and, eq, gte, inArray, isNull, lte, ne, notInArray, sql } from 'drizzle-orm';
import type { Transaction } from '@cuentas/shared/schemas/transactions';
import type { TransferProposal } from '@cuentas/shared/schemas/transfer-proposals';
import type { Db, Tx } from '../../db/client.ts';
import { accounts, transactions, transferProposals, users } from '../../db/schema/index.ts';
import type { SessionInfo } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { uuidv7 } from '../../lib/ids.ts';
import { selectTransactionsByIds } from '../transactions/service.ts';
import { MAX_LEG_DAYS, matchOwnTransfers, type Movement, type OwnAccount } from './own-transfers.ts';

export const proposalMessages = {
  notFound: 'No encontramos esta transferencia propuesta',
  taken: 'Uno de los dos movimientos ya es parte de otra transferencia',
  currency: 'Las dos cuentas tienen monedas distintas: crea la transferencia a mano indicando cuánto llegó',
  rejected: 'Listo: lo dejamos como un movimiento normal',
};

/** Above this many rows an import is a history load: the matcher is skipped to keep the import's time bounded. */
export const MAX_MATCHED_ROWS = 20_000;

const bankText = sql<string>`coalesce(nullif(${transactions.originalText}, ''), ${transactions.payee})`;
const shiftDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function ownAccounts(db: Db | Tx, userId: string): Promise<OwnAccount[]> {
  const rows = await db
    .select({ id: accounts.id, name: accounts.name, type: accounts.type, lastDigits: accounts.lastDigits })
    .from(accounts)
    .where(eq(accounts.userId, userId));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    type: row.type,
    lastDigits: row.lastDigits ? row.lastDigits.split(/[\s,;]+/).filter(Boolean) : [],
  }));
}

/**
 * Runs the own-transfer matcher over what one commit imported (decision 032), inside the commit's
 * transaction: sure pairs become transfers (both legs share a transfer_id and lose their category,
 * so they are neither income nor spending; each account's balance is unchanged), the rest is
 * stored as proposals for the user to confirm or reject.
 */
export async function matchImportedTransfers(
  tx: Tx,
  userId: string,
  importIds: string[],
): Promise<{ linked: number; proposed: number }> {
  const movementColumns = {
    id: transactions.id,
    accountId: transactions.accountId,
    date: transactions.date,
    amount: transactions.amount,
    text: bankText,
  };
  const imported: Movement[] = await tx
    .select(movementColumns)
    .from(transactions)
    .where(
      and(eq(transactions.userId, userId), inArray(transactions.importId, importIds), isNull(transactions.transferId)),
    )
    .limit(MAX_MATCHED_ROWS + 1);
  // A history load of tens of thousands of rows keeps its bounded import time: no matching.
  if (imported.length === 0 || imported.length > MAX_MATCHED_ROWS) return { linked: 0, proposed: 0 };
  let first = imported[0]!.date;
  let last = first;
  for (const movement of imported) {
    if (movement.date < first) first = movement.date;
    if (movement.date > last) last = movement.date;
  }
  const amounts = [...new Set(imported.map((movement) => -movement.amount))];
  // Movements the user already said are not a transfer are left alone.
  const rejected = tx
    .select({ id: transferProposals.transactionId })
    .from(transferProposals)
    .where(and(eq(transferProposals.userId, userId), eq(transferProposals.status, 'rejected')));
  const existing: Movement[] =
    amounts.length > 5000
      ? []
      : await tx
          .select(movementColumns)
          .from(transactions)
          .where(
            and(
              eq(transactions.userId, userId),
              isNull(transactions.transferId),
              eq(transactions.isSplit, false),
              gte(transactions.date, shiftDays(first, -MAX_LEG_DAYS)),
              lte(transactions.date, shiftDays(last, MAX_LEG_DAYS)),
              inArray(transactions.amount, amounts),
              notInArray(transactions.id, rejected),
            ),
          );
  const [user] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
  const result = matchOwnTransfers({
    imported,
    existing,
    accounts: await ownAccounts(tx, userId),
    holder: user?.name ?? '',
  });
  const now = new Date();
  for (const link of result.links) {
    await tx
      .update(transactions)
      .set({ transferId: uuidv7(), categoryId: null, updatedAt: now })
      .where(and(eq(transactions.userId, userId), inArray(transactions.id, [link.outgoing, link.incoming])));
    // Both legs share one id: set it from the first.
    await tx.execute(
      sql`update ${transactions} set transfer_id = (select transfer_id from ${transactions} where id = ${link.outgoing}) where id = ${link.incoming}`,
    );
  }
  const linkedIds = result.links.flatMap((link) => [link.outgoing, link.incoming]);
  if (linkedIds.length)
    await tx
      .delete(transferProposals)
      .where(
        and(
          eq(transferProposals.userId, userId),
          inArray(transferProposals.transactionId, linkedIds),
          eq(transferProposals.status, 'pending'),
        ),
      );
  const importOf = new Map(
    (
      await tx
        .select({ id: transactions.id, importId: transactions.importId })
        .from(transactions)
        .where(
          inArray(
            transactions.id,
            result.proposals.map((item) => item.transactionId).concat(['00000000-0000-0000-0000-000000000000']),
          ),
        )
    ).map((row) => [row.id, row.importId]),
  );
  if (result.proposals.length) {
    // A new pair proposal replaces the one-leg proposal an earlier import made for either leg.
    const involved = result.proposals.flatMap((item) =>
      item.counterpartId ? [item.transactionId, item.counterpartId] : [item.transactionId],
    );
    await tx
      .delete(transferProposals)
      .where(
        and(
          eq(transferProposals.userId, userId),
          inArray(transferProposals.transactionId, involved),
          eq(transferProposals.status, 'pending'),
        ),
      );
    await tx
      .insert(transferProposals)
      .values(
        result.proposals.map((proposal) => ({
          id: uuidv7(),
          userId,
          importId: importOf.get(proposal.transactionId) ?? null,
          transactionId: proposal.transactionId,
          counterpartId: proposal.counterpartId,
          accountId: proposal.accountId,
          reason: proposal.reason,
          createdAt: now,
        })),
      )
      .onConflictDoNothing();
  }
  return { linked: result.links.length, proposed: result.proposals.length };
}

export type TransferPreview = {
  row: number;
  date: string;
  amount: number;
  payee: string;
  account_id: string;
  account_name: string;
  linked: boolean;
};

/**
 * What the matcher would do with a statement's rows before they are booked, for the review step:
 * the same matcher over the same movements, with the rows standing in for the new transactions.
 */
export async function previewTransfers(
  db: Db,
  userId: string,
  targets: { accountId: string; rows: { row: number; date: string; amount: number; payee: string }[] }[],
): Promise<TransferPreview[]> {
  const imported: Movement[] = targets.flatMap((target) =>
    target.rows.map((row) => ({
      id: `row:${target.accountId}:${row.row}`,
      accountId: target.accountId,
      date: row.date,
      amount: row.amount,
      text: row.payee,
    })),
  );
  if (imported.length === 0 || imported.length > MAX_MATCHED_ROWS) return [];
  let first = imported[0]!.date;
  let last = first;
  for (const movement of imported) {
    if (movement.date < first) first = movement.date;
    if (movement.date > last) last = movement.date;
  }
  const amounts = [...new Set(imported.map((movement) => -movement.amount))];
  const rejected = db
    .select({ id: transferProposals.transactionId })
    .from(transferProposals)
    .where(and(eq(transferProposals.userId, userId), eq(transferProposals.status, 'rejected')));
  const existing: Movement[] =
    amounts.length > 5000
      ? []
      : await db
          .select({
            id: transactions.id,
            accountId: transactions.accountId,
            date: transactions.date,
            amount: transactions.amount,
            text: bankText,
          })
          .from(transactions)
          .where(
            and(
              eq(transactions.userId, userId),
              isNull(transactions.transferId),
              eq(transactions.isSplit, false),
              gte(transactions.date, shiftDays(first, -MAX_LEG_DAYS)),
              lte(transactions.date, shiftDays(last, MAX_LEG_DAYS)),
              inArray(transactions.amount, amounts),
              notInArray(transactions.id, rejected),
            ),
          );
  const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  const own = await ownAccounts(db, userId);
  const names = new Map(own.map((account) => [account.id, account.name]));
  const result = matchOwnTransfers({ imported, existing, accounts: own, holder: user?.name ?? '' });
  const byId = new Map([...imported, ...existing].map((movement) => [movement.id, movement]));
  const rowOf = (id: string) => {
    const target = targets.find((item) => id.startsWith(`row:${item.accountId}:`));
    return target?.rows.find((row) => `row:${target.accountId}:${row.row}` === id);
  };
  const shown: TransferPreview[] = [];
  const add = (id: string, otherAccount: string, linked: boolean) => {
    const row = rowOf(id);
    if (row)
      shown.push({
        row: row.row,
        date: row.date,
        amount: row.amount,
        payee: row.payee,
        account_id: otherAccount,
        account_name: names.get(otherAccount) ?? '',
        linked,
      });
  };
  for (const link of result.links) {
    const outgoing = byId.get(link.outgoing)!;
    const incoming = byId.get(link.incoming)!;
    add(link.outgoing, incoming.accountId, true);
    add(link.incoming, outgoing.accountId, true);
  }
  for (const proposal of result.proposals) add(proposal.transactionId, proposal.accountId, false);
  return shown.sort((a, b) => a.row - b.row);
}

/** The user's pending proposals, oldest movement first; of one import when asked. */
export async function listTransferProposals(
  deps: Deps,
  session: SessionInfo,
  importId?: string,
): Promise<TransferProposal[]> {
  const conditions = [eq(transferProposals.userId, session.userId), eq(transferProposals.status, 'pending')];
  if (importId) conditions.push(eq(transferProposals.importId, importId));
  const rows = await deps.db
    .select()
    .from(transferProposals)
    .where(and(...conditions))
    .limit(500);
  if (rows.length === 0) return [];
  const legIds = [
    ...new Set(
      rows.flatMap((row) => (row.counterpartId ? [row.transactionId, row.counterpartId] : [row.transactionId])),
    ),
  ];
  const legs = new Map(
    (
      await deps.db
        .select({
          id: transactions.id,
          account_id: transactions.accountId,
          date: transactions.date,
          amount: transactions.amount,
          text: bankText,
        })
        .from(transactions)
        .where(and(eq(transactions.userId, session.userId), inArray(transactions.id, legIds)))
    ).map((leg) => [leg.id, leg]),
  );
  const names = new Map(
    (
      await deps.db
        .select({ id: accounts.id, name: accounts.name })
        .from(accounts)
        .where(eq(accounts.userId, session.userId))
    ).map((row) => [row.id, row.name]),
  );
  return rows
    .filter((row) => legs.has(row.transactionId))
    .map((row) => ({
      id: row.id,
      import_id: row.importId,
      transaction_id: row.transactionId,
      counterpart_id: row.counterpartId,
      account_id: row.accountId,
      account_name: names.get(row.accountId) ?? '',
      reasons: row.reason.split(',').filter(Boolean),
      transaction: legs.get(row.transactionId)!,
      counterpart: row.counterpartId ? (legs.get(row.counterpartId) ?? null) : null,
    }))
    .sort((a, b) => a.transaction.date.localeCompare(b.transaction.date) || a.id.localeCompare(b.id));
}

async function requireProposal(deps: Deps, userId: string, id: string) {
  const [row] = await deps.db
    .select()
    .from(transferProposals)
    .where(
      and(eq(transferProposals.id, id), eq(transferProposals.userId, userId), eq(transferProposals.status, 'pending')),
    )
    .limit(1);
  if (!row) throw notFound(proposalMessages.notFound);
  return row;
}

/**
 * Confirms a proposal: the two legs share a transfer id, or for a one-leg transfer the other leg is
 * created in the named account (same date, opposite amount). Either way neither leg keeps a category.
 */
export async function confirmTransferProposal(deps: Deps, session: SessionInfo, id: string): Promise<Transaction[]> {
  const proposal = await requireProposal(deps, session.userId, id);
  const transferId = uuidv7();
  const now = deps.now();
  const ids = await deps.db.transaction(async (tx) => {
    // The proposal is claimed first, so the same confirm sent twice at once acts once: the second
    // waits for the first to commit and then finds nothing to claim. The legs are locked, so two
    // proposals on one movement cannot both link it.
    const [claimed] = await tx
      .delete(transferProposals)
      .where(and(eq(transferProposals.id, proposal.id), eq(transferProposals.status, 'pending')))
      .returning({ id: transferProposals.id });
    if (!claimed) throw notFound(proposalMessages.notFound);
    const legIds = proposal.counterpartId ? [proposal.transactionId, proposal.counterpartId] : [proposal.transactionId];
    const legs = await tx
      .select()
      .from(transactions)
      .where(and(eq(transactions.userId, session.userId), inArray(transactions.id, legIds)))
      .for('update');
    if (legs.length !== legIds.length) throw notFound(proposalMessages.notFound);
    if (legs.some((leg) => leg.transferId !== null || leg.isSplit)) throw conflict(proposalMessages.taken);
    const mine = legs.find((leg) => leg.id === proposal.transactionId)!;
    if (!proposal.counterpartId) {
      const [from] = await tx
        .select({ currency: accounts.currency })
        .from(accounts)
        .where(eq(accounts.id, mine.accountId));
      const [to] = await tx
        .select({ currency: accounts.currency })
        .from(accounts)
        .where(and(eq(accounts.id, proposal.accountId), eq(accounts.userId, session.userId)));
      if (!to) throw notFound(proposalMessages.notFound);
      if (from?.currency !== to.currency) throw badRequest(proposalMessages.currency, 'account_id');
      const otherId = uuidv7();
      await tx.insert(transactions).values({
        id: otherId,
        userId: session.userId,
        accountId: proposal.accountId,
        date: mine.date,
        amount: -mine.amount,
        payee: mine.payee,
        transferId,
        createdAt: now,
        updatedAt: now,
      });
      legIds.push(otherId);
    }
    await tx
      .update(transactions)
      .set({ transferId, categoryId: null, updatedAt: now })
      .where(and(eq(transactions.userId, session.userId), inArray(transactions.id, legIds)));
    await tx
      .delete(transferProposals)
      .where(and(eq(transferProposals.userId, session.userId), inArray(transferProposals.transactionId, legIds)));
    // Other proposals that counted on either leg no longer hold.
    await tx
      .delete(transferProposals)
      .where(
        and(
          eq(transferProposals.userId, session.userId),
          inArray(transferProposals.counterpartId, legIds),
          ne(transferProposals.status, 'rejected'),
        ),
      );
    return legIds;
  });
  const legs = await selectTransactionsByIds(deps.db, session.userId, ids);
  return legs.sort((a, b) => a.amount - b.amount);
}

/** Rejects a proposal: the movement stays as it is, and is not proposed again. */
export async function rejectTransferProposal(
  deps: Deps,
  session: SessionInfo,
  id: string,
): Promise<{ message: string }> {
  const proposal = await requireProposal(deps, session.userId, id);
  await deps.db.update(transferProposals).set({ status: 'rejected' }).where(eq(transferProposals.id, proposal.id));
  return { message: proposalMessages.rejected };
}

/** Before an import is undone: the other legs of its transfers stay, as plain movements. */
export async function unlinkImportTransfers(tx: Tx, userId: string, importId: string): Promise<void> {
  await tx.execute(sql`
    update ${transactions} set transfer_id = null
     where user_id = ${userId}
       and import_id is distinct from ${importId}::uuid
       and transfer_id in (select transfer_id from ${transactions} where user_id = ${userId} and import_id = ${importId}::uuid and transfer_id is not null)`);
}
