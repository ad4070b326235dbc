import { type SQL, type SQLWrapper, notInArray, sql } from 'drizzle-orm';

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
