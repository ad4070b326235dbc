import { and, eq } from 'drizzle-orm';
import type { CreateTransferSchema, Transaction, UpdateTransactionSchema } from '@cuentas/shared/schemas/transactions';
import type { z } from 'zod';
import { transactions } from '../../db/schema/index.ts';
import type { SessionInfo } from '../../lib/auth.ts';
import type { Db, Tx } from '../../db/client.ts';
import { isHiddenAccount } from '../../db/visible-accounts.ts';
import type { Deps } from '../../lib/deps.ts';
import { HttpError, badRequest } from '../../lib/errors.ts';
import { uuidv7 } from '../../lib/ids.ts';
import { requireAccount } from '../kernel/ownership.ts';
import { loadCounterpart, selectTransactionsByIds, type TransactionRow } from './serialize.ts';

export const transferMessages = {
  sameAccount: 'Elige dos cuentas distintas',
  toAmountRequired: 'Las cuentas tienen monedas distintas: indica cuánto llega a la cuenta de destino',
  noCategory: 'Las transferencias no llevan categoría',
  noSplit: 'Las transferencias no se pueden dividir',
  signFlip: 'El importe de esta parte de la transferencia debe mantener su signo',
  currencyChange: 'Para mover la transferencia a una cuenta en otra moneda, elimínala y créala de nuevo',
  otherHalfPrivate:
    'La otra parte de esta transferencia está en una cuenta privada de otra persona del hogar: solo esa persona puede cambiarla o eliminarla',
};

/**
 * A transfer is one thing with two halves (decision 056): whoever changes or deletes it changes
 * both. A member who cannot see one half (another member's private account, decision 049) sees
 * their own half and the words «cuenta privada», and may not change what they cannot see: 403.
 */
export async function assertWholeTransferVisible(db: Db | Tx, session: SessionInfo, leg: TransactionRow) {
  if (!leg.transferId || !session.hiddenAccountIds?.length) return;
  const other = await loadCounterpart(db, leg);
  if (other && isHiddenAccount(session, other.accountId))
    throw new HttpError(403, [{ message: transferMessages.otherHalfPrivate }]);
}

/** Creates both legs at once: money leaves one account and arrives in the other. */
export async function createTransfer(
  deps: Deps,
  session: SessionInfo,
  input: z.output<typeof CreateTransferSchema>,
): Promise<Transaction[]> {
  if (input.from_account_id === input.to_account_id) throw badRequest(transferMessages.sameAccount, 'to_account_id');
  const from = await requireAccount(deps.db, session.userId, input.from_account_id, 'from_account_id', session);
  const to = await requireAccount(deps.db, session.userId, input.to_account_id, 'to_account_id', session);
  const sameCurrency = from.currency === to.currency;
  if (!sameCurrency && input.to_amount === undefined) throw badRequest(transferMessages.toAmountRequired, 'to_amount');
  const toAmount = sameCurrency ? input.amount : input.to_amount!;
  const transferId = uuidv7();
  const now = deps.now();
  const common = {
    userId: session.userId,
    date: input.date,
    payee: input.payee,
    notes: input.notes,
    tags: [...new Set(input.tags)],
    transferId,
    createdAt: now,
    updatedAt: now,
  };
  const rows = await deps.db
    .insert(transactions)
    .values([
      { ...common, id: uuidv7(), accountId: from.id, amount: -input.amount },
      { ...common, id: uuidv7(), accountId: to.id, amount: toAmount },
    ])
    .returning();
  const created = await selectTransactionsByIds(
    deps.db,
    session.userId,
    rows.map((row) => row.id),
  );
  // Source leg first, as sent.
  return created.sort((a, b) => a.amount - b.amount);
}

/**
 * Edits one leg and keeps the pair consistent: date, payee, notes and tags are shared; within one
 * currency the other leg mirrors the amount; across currencies each leg keeps its own amount.
 */
export async function updateTransferLeg(
  deps: Deps,
  session: SessionInfo,
  leg: TransactionRow,
  input: z.output<typeof UpdateTransactionSchema>,
): Promise<void> {
  if (input.category_id) throw badRequest(transferMessages.noCategory, 'category_id');
  if (input.splits && input.splits.length > 0) throw badRequest(transferMessages.noSplit, 'splits');
  const other = await loadCounterpart(deps.db, leg);
  if (other && isHiddenAccount(session, other.accountId))
    throw new HttpError(403, [{ message: transferMessages.otherHalfPrivate }]);
  const legAccount = await requireAccount(deps.db, session.userId, leg.accountId);
  const newAccount = input.account_id
    ? await requireAccount(deps.db, session.userId, input.account_id, 'account_id', session)
    : legAccount;
  if (other && newAccount.id === other.accountId) throw badRequest(transferMessages.sameAccount, 'account_id');
  if (newAccount.currency !== legAccount.currency) throw badRequest(transferMessages.currencyChange, 'account_id');
  if (input.amount !== undefined && Math.sign(input.amount) !== Math.sign(leg.amount))
    throw badRequest(transferMessages.signFlip, 'amount');

  const otherAccount = other ? await requireAccount(deps.db, session.userId, other.accountId) : undefined;
  const mirrored = otherAccount?.currency === legAccount.currency;
  const now = deps.now();
  const shared = {
    date: input.date,
    payee: input.payee,
    notes: input.notes,
    tags: input.tags ? [...new Set(input.tags)] : undefined,
    updatedAt: now,
  };
  await deps.db.transaction(async (tx) => {
    await tx
      .update(transactions)
      .set({ ...shared, accountId: newAccount.id, amount: input.amount })
      .where(and(eq(transactions.id, leg.id), eq(transactions.userId, session.userId)));
    if (other) {
      await tx
        .update(transactions)
        .set({ ...shared, amount: input.amount !== undefined && mirrored ? -input.amount : undefined })
        .where(and(eq(transactions.id, other.id), eq(transactions.userId, session.userId)));
    }
  });
}
