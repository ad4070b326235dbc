import { type SQL, type SQLWrapper, isNull, notInArray, or, sql } from 'drizzle-orm';
import { type Db, type Tx, queryRows } from './client.ts';

/**
 * What one person may see of a ledger: everything but the other members' private accounts
 * (decision 049). The session look-up lists those (`SessionInfo.hiddenAccountIds`); every read of
 * accounts, movements and the figures built from them passes its account column through
 * `visibleAccount`, so the rule lives here once. Nearly every viewer has nothing hidden: then the
 * condition is `undefined`, which `and(…)` drops, and the statement (and its prepared plan and
 * caches) stay exactly what they were.
 */
export type AccountView = { readonly hiddenAccountIds?: readonly string[] | undefined };

/** The condition "this account column names an account the viewer may see", or none. */
export function visibleAccount(column: SQLWrapper, view: AccountView): SQL | undefined {
  const hidden = view.hiddenAccountIds;
  if (!hidden?.length) return undefined;
  return notInArray(column as Parameters<typeof notInArray>[0], [...hidden]);
}

/** The same condition as raw SQL for hand-written statements: `true` when nothing is hidden. */
export function visibleAccountSql(column: SQL, view: AccountView): SQL {
  return visibleAccount(column, view) ?? sql`true`;
}

export const isHiddenAccount = (view: AccountView, accountId: string | null | undefined) =>
  accountId != null && (view.hiddenAccountIds?.includes(accountId) ?? false);

export const hiddenAccountCount = (view: AccountView) => view.hiddenAccountIds?.length ?? 0;

/**
 * A key part for caches of figures: the same ledger version read by two people who see different
 * accounts must not share an entry. Empty for a viewer who sees everything.
 */
export const viewKey = (view: AccountView) =>
  view.hiddenAccountIds?.length ? `~${[...view.hiddenAccountIds].sort().join(',')}` : '';

/**
 * The same condition for an optional account column (a goal's or a reminder's account): a row
 * with no account is everyone's; one linked to a hidden account is hidden with it. `not in` alone
 * would also drop the rows whose column is null.
 */
export function visibleOptionalAccount(column: SQLWrapper, view: AccountView): SQL | undefined {
  const visible = visibleAccount(column, view);
  return visible && or(isNull(column as Parameters<typeof isNull>[0]), visible);
}

/**
 * The ids a person may not see in a ledger, for work done outside a request (the WhatsApp chat,
 * notices): the same rule as the session look-up in `lib/auth.ts` — another current member's
 * private accounts. One probe of the partial index that holds only private accounts.
 */
export async function hiddenAccountIdsFor(db: Db | Tx, ledgerId: string, personId: string): Promise<string[]> {
  return hiddenFromAny(db, ledgerId, [personId]);
}

/**
 * What is hidden from at least one of these people: a figure sent to all of them (a shared
 * budget alert) counts only what every one of them may see.
 */
export async function hiddenFromAny(db: Db | Tx, ledgerId: string, personIds: readonly string[]): Promise<string[]> {
  if (personIds.length === 0) return [];
  const people = sql.join(
    personIds.map((id) => sql`(${id}::uuid)`),
    sql`, `,
  );
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select a.id::text as id from accounts a
         where a.user_id = ${ledgerId} and a.private
           and exists (select 1 from (values ${people}) as p(id) where p.id <> a.owner_id)
           and exists (select 1 from household_members o where o.ledger_id = a.user_id and o.member_id = a.owner_id)`,
  );
  return rows.map((row) => row.id);
}
