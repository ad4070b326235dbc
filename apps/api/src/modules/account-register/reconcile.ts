import { and, eq, lte } from 'drizzle-orm';
import { formatMoney } from '@cuentas/shared/money';
import type { Reconciliation, ReconciliationPreview } from '@cuentas/shared/schemas/register';
import type { Db, Tx } from '../../db/client.ts';
import { accounts, reconciliations, transactions } from '../../db/schema/index.ts';
import type { SessionInfo } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { HttpError } from '../../lib/errors.ts';
import { uuidv7 } from '../../lib/ids.ts';
import { balanceOn } from '../kernel/balance-on.ts';
import { requireOwnedAccount, unclearedThrough } from './service.ts';

export const ADJUSTMENT_PAYEE = 'Ajuste de conciliación';

const spanishDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

export const reconcileMessages = {
  beforeOpening: (opening: string) =>
    `La cuenta abre el ${spanishDate(opening)} con el saldo que escribiste: concilia desde esa fecha, o cambia la fecha de apertura si el extracto es anterior.`,
  difference: (input: { date: string; cleared: string; statement: string; difference: string; missing: boolean }) =>
    `Al ${spanishDate(input.date)} tus movimientos confirmados suman ${input.cleared} y el banco dice ${input.statement}: ` +
    `${input.missing ? 'faltan' : 'sobran'} ${input.difference}. Marca los movimientos que ves en el extracto o registra un ajuste por la diferencia.`,
};

async function preview(
  db: Db | Tx,
  userId: string,
  accountId: string,
  date: string,
  statementBalance: number,
): Promise<ReconciliationPreview> {
  const [balance, uncleared] = await Promise.all([
    balanceOn(db, userId, accountId, date),
    unclearedThrough(db, accountId, date),
  ]);
  const cleared = balance - uncleared.sum;
  return {
    date,
    statement_balance: statementBalance,
    cleared_balance: cleared,
    difference: statementBalance - cleared,
    uncleared_count: uncleared.count,
  };
}

/** How far the movements seen at the bank are from the bank's balance on a date. */
export async function reconciliationPreview(
  deps: Deps,
  session: SessionInfo,
  accountId: string,
  date: string,
  statementBalance: number,
) {
  await requireOwnedAccount(deps.db, session.userId, accountId, session);
  return preview(deps.db, session.userId, accountId, date, statementBalance);
}

/**
 * Finishes a reconciliation: the cleared movements up to the date are locked as reconciled. A
 * difference left is refused with an explanation, unless the user asked to record it as a dated
 * adjustment, which is then reconciled too. All in one database transaction.
 */
export async function createReconciliation(
  deps: Deps,
  session: SessionInfo,
  accountId: string,
  input: { date: string; statement_balance: number; adjust: boolean },
): Promise<Reconciliation> {
  const account = await requireOwnedAccount(deps.db, session.userId, accountId, session);
  // Before the opening date the typed balance decides every balance: a movement there moves the
  // opening back and could never close a difference.
  if (input.date < account.openingDate)
    throw new HttpError(400, [{ field: 'date', message: reconcileMessages.beforeOpening(account.openingDate) }]);
  return deps.db.transaction(async (tx) => {
    // The account row is locked before the difference is computed, so the same reconciliation
    // sent twice at once is computed twice in turn: the second sees the first's adjustment and
    // finds nothing left to adjust (decision 033).
    await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.id, accountId), eq(accounts.userId, session.userId)))
      .for('update');
    const check = await preview(tx, session.userId, accountId, input.date, input.statement_balance);
    if (check.difference !== 0 && !input.adjust) {
      const money = (minor: number) => formatMoney(minor, account.currency);
      throw new HttpError(400, [
        {
          field: 'statement_balance',
          message: reconcileMessages.difference({
            date: input.date,
            cleared: money(check.cleared_balance),
            statement: money(input.statement_balance),
            difference: money(Math.abs(check.difference)),
            missing: check.difference > 0,
          }),
        },
      ]);
    }
    const now = deps.now();
    let adjustmentId: string | null = null;
    if (check.difference !== 0) {
      adjustmentId = uuidv7();
      await tx.insert(transactions).values({
        id: adjustmentId,
        userId: session.userId,
        accountId,
        date: input.date,
        amount: check.difference,
        payee: ADJUSTMENT_PAYEE,
        notes: `Diferencia con el saldo del banco al ${spanishDate(input.date)}`,
        status: 'reconciled',
        origin: 'adjustment',
        createdAt: now,
        updatedAt: now,
      });
    }
    const locked = await tx
      .update(transactions)
      .set({ status: 'reconciled', updatedAt: now })
      .where(
        and(
          eq(transactions.accountId, accountId),
          eq(transactions.status, 'cleared'),
          lte(transactions.date, input.date),
        ),
      )
      .returning({ id: transactions.id });
    const [row] = await tx
      .insert(reconciliations)
      .values({
        id: uuidv7(),
        userId: session.userId,
        accountId,
        date: input.date,
        statementBalance: input.statement_balance,
        adjustmentId,
        adjustmentAmount: check.difference,
        reconciledCount: locked.length + (adjustmentId ? 1 : 0),
        createdAt: now,
      })
      .returning();
    return {
      id: row!.id,
      account_id: accountId,
      date: row!.date,
      statement_balance: row!.statementBalance,
      adjustment_id: row!.adjustmentId,
      adjustment_amount: row!.adjustmentAmount,
      reconciled_count: row!.reconciledCount,
      created_at: row!.createdAt.toISOString(),
    };
  });
}
