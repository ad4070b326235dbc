import { and, asc, eq, isNull, max } from 'drizzle-orm';
import type { Account } from '@cuentas/shared/schemas/accounts';
import { CreateAccountSchema, UpdateAccountSchema } from '@cuentas/shared/schemas/accounts';
import { isCurrencyCode } from '@cuentas/shared/money';
import type { z } from 'zod';
import { accounts } from '../../db/schema/index.ts';
import type { SessionInfo } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { isoOrNull } from '../../lib/http.ts';
import { uuidv7 } from '../../lib/ids.ts';

type AccountRow = typeof accounts.$inferSelect;

export const accountMessages = {
  notFound: 'No encontramos esta cuenta',
  unknownCurrency: 'No reconocemos esta moneda',
  creditLimitOnlyCards: 'Solo las tarjetas de crédito tienen cupo',
};

function toAccount(row: AccountRow): Account {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    currency: row.currency,
    opening_balance: row.openingBalance,
    opening_date: row.openingDate,
    credit_limit: row.creditLimit,
    position: row.position,
    archived_at: isoOrNull(row.archivedAt),
    // Until transactions exist, the balance is the opening balance.
    balance: row.openingBalance,
    created_at: row.createdAt.toISOString(),
  };
}

const today = (deps: Deps) => deps.now().toISOString().slice(0, 10);

function checkCurrency(currency: string | undefined) {
  if (currency !== undefined && !isCurrencyCode(currency)) throw badRequest(accountMessages.unknownCurrency, 'currency');
}

export async function listAccounts(deps: Deps, session: SessionInfo, includeArchived: boolean): Promise<Account[]> {
  const rows = await deps.db
    .select()
    .from(accounts)
    .where(includeArchived ? eq(accounts.userId, session.userId) : and(eq(accounts.userId, session.userId), isNull(accounts.archivedAt)))
    .orderBy(asc(accounts.position), asc(accounts.createdAt));
  return rows.map(toAccount);
}

async function loadOwned(deps: Deps, session: SessionInfo, id: string): Promise<AccountRow> {
  const [row] = await deps.db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, id), eq(accounts.userId, session.userId)))
    .limit(1);
  if (!row) throw notFound(accountMessages.notFound);
  return row;
}

export async function getAccount(deps: Deps, session: SessionInfo, id: string): Promise<Account> {
  return toAccount(await loadOwned(deps, session, id));
}

export async function createAccount(deps: Deps, session: SessionInfo, input: z.output<typeof CreateAccountSchema>): Promise<Account> {
  checkCurrency(input.currency);
  if (input.credit_limit != null && input.type !== 'credit_card') throw badRequest(accountMessages.creditLimitOnlyCards, 'credit_limit');
  const [last] = await deps.db.select({ position: max(accounts.position) }).from(accounts).where(eq(accounts.userId, session.userId));
  const now = deps.now();
  const [row] = await deps.db
    .insert(accounts)
    .values({
      id: uuidv7(),
      userId: session.userId,
      name: input.name,
      type: input.type,
      currency: input.currency,
      openingBalance: input.opening_balance,
      openingDate: input.opening_date ?? today(deps),
      creditLimit: input.credit_limit ?? null,
      position: (last?.position ?? -1) + 1,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return toAccount(row!);
}

export async function updateAccount(
  deps: Deps,
  session: SessionInfo,
  id: string,
  input: z.output<typeof UpdateAccountSchema>,
): Promise<Account> {
  const current = await loadOwned(deps, session, id);
  checkCurrency(input.currency);
  const type = input.type ?? current.type;
  const creditLimit = input.credit_limit === undefined ? current.creditLimit : input.credit_limit;
  if (creditLimit != null && type !== 'credit_card') throw badRequest(accountMessages.creditLimitOnlyCards, 'credit_limit');
  const now = deps.now();
  const [row] = await deps.db
    .update(accounts)
    .set({
      name: input.name,
      type: input.type,
      currency: input.currency,
      openingBalance: input.opening_balance,
      openingDate: input.opening_date,
      creditLimit: type === 'credit_card' ? creditLimit : null,
      position: input.position,
      archivedAt: input.archived === undefined ? undefined : input.archived ? (current.archivedAt ?? now) : null,
      updatedAt: now,
    })
    .where(and(eq(accounts.id, id), eq(accounts.userId, session.userId)))
    .returning();
  return toAccount(row!);
}

export async function deleteAccount(deps: Deps, session: SessionInfo, id: string): Promise<{ message: string }> {
  await loadOwned(deps, session, id);
  await deps.db.delete(accounts).where(and(eq(accounts.id, id), eq(accounts.userId, session.userId)));
  return { message: 'Cuenta eliminada' };
}

