import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { accounts, categories } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';
import { type AccountView, visibleAccount } from '../../db/visible-accounts.ts';

export const referenceMessages = {
  account: 'No encontramos esta cuenta',
  category: 'No encontramos esta categoría',
};

/**
 * A referenced account must be the ledger's, and not another member's private one (decision 049);
 * otherwise it is a field error, never someone else's data.
 */
export async function requireAccount(
  db: Db | Tx,
  userId: string,
  accountId: string,
  field = 'account_id',
  view: AccountView = {},
) {
  const [account] = await db
    .select({ id: accounts.id, currency: accounts.currency })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.userId, userId), visibleAccount(accounts.id, view)))
    .limit(1);
  if (!account) throw badRequest(referenceMessages.account, field);
  return account;
}

export async function requireCategories(
  db: Db | Tx,
  userId: string,
  ids: (string | null | undefined)[],
  field = 'category_id',
) {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return;
  const found = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.userId, userId), inArray(categories.id, wanted)));
  if (found.length !== wanted.length) throw badRequest(referenceMessages.category, field);
}
