import { and, count, eq, inArray } from 'drizzle-orm';
import type { HiddenAccounts } from '@cuentas/shared/schemas/accounts';
import { accounts, users } from '../../db/schema/index.ts';
import type { AccountView } from '../../db/visible-accounts.ts';
import type { SessionInfo } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';

/**
 * What the viewer's figures leave out, so no total differs in silence (decision 049): how many
 * private accounts of other members there are, and whose. Their names, balances and movements
 * stay out; a viewer who sees everything gets a count of 0 without a query.
 */
export async function hiddenAccounts(deps: Deps, session: SessionInfo & AccountView): Promise<HiddenAccounts> {
  const ids = session.hiddenAccountIds ?? [];
  if (ids.length === 0) return { count: 0, owners: [] };
  const rows = await deps.db
    .select({ memberId: users.id, name: users.name, count: count() })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.ownerId))
    .where(and(eq(accounts.userId, session.userId), inArray(accounts.id, [...ids])))
    .groupBy(users.id, users.name)
    .orderBy(users.name);
  return {
    count: rows.reduce((sum, row) => sum + row.count, 0),
    owners: rows.map((row) => ({ member_id: row.memberId, name: row.name, count: row.count })),
  };
}
