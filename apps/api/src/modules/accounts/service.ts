import { and, asc, eq, inArray, isNotNull, isNull, max, ne } from 'drizzle-orm';
import { type Account, accountOwnerMessages } from '@cuentas/shared/schemas/accounts';
import type { CreateAccountSchema, UpdateAccountSchema } from '@cuentas/shared/schemas/accounts';
import { isCurrencyCode } from '@cuentas/shared/money';
import type { z } from 'zod';
import { accounts, householdMembers, transactions } from '../../db/schema/index.ts';
import { type AccountView, visibleAccount } from '../../db/visible-accounts.ts';
import { balanceBeforeMovements, cachedMonthlySums, totalByAccount, transactionSums } from '../kernel/balances.ts';
import { actorOf, type SessionInfo, todayFor } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { isoOrNull } from '../../lib/http.ts';
import { uuidv7 } from '../../lib/ids.ts';
import { insertWithinPlan } from '../kernel/plan.ts';
import { accountMessages } from '../kernel/account-messages.ts';

type AccountRow = typeof accounts.$inferSelect;

function toAccount(row: AccountRow, transactionSum = 0): Account {
  const balance = balanceBeforeMovements(row) + transactionSum;
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    currency: row.currency,
    opening_balance: row.openingBalance,
    opening_date: row.openingDate,
    credit_limit: row.creditLimit,
    last_digits: row.lastDigits,
    bank: row.bank,
    position: row.position,
    archived_at: isoOrNull(row.archivedAt),
    balance,
    available_credit: row.type === 'credit_card' && row.creditLimit !== null ? row.creditLimit + balance : null,
    created_at: row.createdAt.toISOString(),
    owner_id: row.ownerId,
    private: row.private,
  };
}

/**
 * An owner is a member of the ledger; only the owner may make an account private, so nobody hides
 * an account from themselves or chooses for someone else what the household does not see.
 */
async function checkOwner(deps: Deps, session: SessionInfo, ownerId: string | null, isPrivate: boolean) {
  if (isPrivate && ownerId === null) throw badRequest(accountOwnerMessages.privateNeedsOwner, 'private');
  if (ownerId === null) return;
  const [member] = await deps.db
    .select({ id: householdMembers.memberId })
    .from(householdMembers)
    .where(and(eq(householdMembers.ledgerId, session.userId), eq(householdMembers.memberId, ownerId)))
    .limit(1);
  if (!member) throw badRequest(accountOwnerMessages.notMember, 'owner_id');
  if (isPrivate && ownerId !== actorOf(session)) throw badRequest(accountOwnerMessages.privateOnlyYours, 'private');
}

function checkCurrency(currency: string | undefined) {
  if (currency !== undefined && !isCurrencyCode(currency))
    throw badRequest(accountMessages.unknownCurrency, 'currency');
}

export async function listAccounts(deps: Deps, session: SessionInfo, includeArchived: boolean): Promise<Account[]> {
  const rows = await deps.db
    .select()
    .from(accounts)
    .where(
      includeArchived
        ? and(eq(accounts.userId, session.userId), visibleAccount(accounts.id, session))
        : and(eq(accounts.userId, session.userId), isNull(accounts.archivedAt), visibleAccount(accounts.id, session)),
    )
    .orderBy(asc(accounts.position), asc(accounts.createdAt));
  const sums = totalByAccount(await cachedMonthlySums(deps, session.userId));
  return rows.map((row) => toAccount(row, sums.get(row.id)));
}

/** The ledger's account, unless it is another member's private one: that answers 404 as an unknown id (decision 049). */
async function loadOwned(deps: Deps, session: SessionInfo & AccountView, id: string): Promise<AccountRow> {
  const [row] = await deps.db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, id), eq(accounts.userId, session.userId), visibleAccount(accounts.id, session)))
    .limit(1);
  if (!row) throw notFound(accountMessages.notFound);
  return row;
}

export async function getAccount(deps: Deps, session: SessionInfo, id: string): Promise<Account> {
  return withBalance(deps, session, await loadOwned(deps, session, id));
}

async function withBalance(deps: Deps, session: SessionInfo, row: AccountRow): Promise<Account> {
  const sums = await transactionSums(deps.db, session.userId, [row.id]);
  return toAccount(row, sums.get(row.id));
}

export async function createAccount(
  deps: Deps,
  session: SessionInfo,
  input: z.output<typeof CreateAccountSchema>,
): Promise<Account> {
  checkCurrency(input.currency);
  if (input.credit_limit != null && input.type !== 'credit_card')
    throw badRequest(accountMessages.creditLimitOnlyCards, 'credit_limit');
  await checkOwner(deps, session, input.owner_id ?? null, input.private ?? false);
  const now = deps.now();
  const row = await insertWithinPlan(deps, session.userId, 'accounts', async (tx) => {
    const [last] = await tx
      .select({ position: max(accounts.position) })
      .from(accounts)
      .where(eq(accounts.userId, session.userId));
    const [inserted] = await tx
      .insert(accounts)
      .values({
        id: uuidv7(),
        userId: session.userId,
        name: input.name,
        type: input.type,
        currency: input.currency,
        openingBalance: input.opening_balance,
        openingDate: input.opening_date ?? todayFor(deps, session),
        creditLimit: input.credit_limit ?? null,
        lastDigits: input.last_digits ?? null,
        bank: input.bank || null,
        position: (last?.position ?? -1) + 1,
        ownerId: input.owner_id ?? null,
        private: input.private ?? false,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return inserted!;
  });
  if (row.private) deps.sessionCache.forgetLedger(session.userId);
  return toAccount(row, 0);
}

export async function updateAccount(
  deps: Deps,
  session: SessionInfo,
  id: string,
  input: z.output<typeof UpdateAccountSchema>,
): Promise<Account> {
  const current = await loadOwned(deps, session, id);
  checkCurrency(input.currency);
  if (input.currency !== undefined && input.currency !== current.currency) {
    const [used] = await deps.db
      .select({ id: transactions.id })
      .from(transactions)
      .where(eq(transactions.accountId, id))
      .limit(1);
    if (used) throw badRequest(accountMessages.currencyLocked, 'currency');
  }
  const type = input.type ?? current.type;
  const creditLimit = input.credit_limit === undefined ? current.creditLimit : input.credit_limit;
  if (creditLimit != null && type !== 'credit_card')
    throw badRequest(accountMessages.creditLimitOnlyCards, 'credit_limit');
  const ownerId = input.owner_id === undefined ? current.ownerId : input.owner_id;
  const isPrivate = input.private ?? (ownerId === null ? false : current.private);
  if (ownerId !== current.ownerId || isPrivate !== current.private) await checkOwner(deps, session, ownerId, isPrivate);
  const now = deps.now();
  const [row] = await deps.db
    .update(accounts)
    .set({
      name: input.name,
      type: input.type,
      currency: input.currency,
      openingBalance: input.opening_balance,
      // A new opening date changes which movements lie before it: a trigger recomputes prior_sum (migration 0018).
      openingDate: input.opening_date,
      creditLimit: type === 'credit_card' ? creditLimit : null,
      lastDigits: input.last_digits,
      bank: input.bank === undefined ? undefined : input.bank || null,
      position: input.position,
      ownerId,
      private: isPrivate,
      archivedAt: input.archived === undefined ? undefined : input.archived ? (current.archivedAt ?? now) : null,
      updatedAt: now,
    })
    .where(and(eq(accounts.id, id), eq(accounts.userId, session.userId)))
    .returning();
  // Who may see it changed: every member's cached session lists the hidden accounts.
  if (isPrivate !== current.private || (isPrivate && ownerId !== current.ownerId))
    deps.sessionCache.forgetLedger(session.userId);
  return withBalance(deps, session, row!);
}

/**
 * Deletes the account and its transactions. Transfer legs in other accounts stay, as plain income
 * or expense, so those accounts' balances do not change behind the user's back.
 */
export async function deleteAccount(deps: Deps, session: SessionInfo, id: string): Promise<{ message: string }> {
  await loadOwned(deps, session, id);
  await deps.db.transaction(async (tx) => {
    const legs = tx
      .select({ transferId: transactions.transferId })
      .from(transactions)
      .where(
        and(
          eq(transactions.userId, session.userId),
          eq(transactions.accountId, id),
          isNotNull(transactions.transferId),
        ),
      );
    await tx
      .update(transactions)
      .set({ transferId: null, updatedAt: deps.now() })
      .where(
        and(
          eq(transactions.userId, session.userId),
          ne(transactions.accountId, id),
          inArray(transactions.transferId, legs),
        ),
      );
    await tx.delete(accounts).where(and(eq(accounts.id, id), eq(accounts.userId, session.userId)));
  });
  return { message: 'Cuenta eliminada' };
}

/** Sets the order of the user's accounts as listed; ids not listed keep their place after them. */
export async function reorderAccounts(deps: Deps, session: SessionInfo, ids: string[]): Promise<Account[]> {
  await deps.db.transaction(async (tx) => {
    for (const [position, accountId] of ids.entries()) {
      await tx
        .update(accounts)
        .set({ position })
        .where(
          and(eq(accounts.id, accountId), eq(accounts.userId, session.userId), visibleAccount(accounts.id, session)),
        );
    }
  });
  return listAccounts(deps, session, true);
}
