import type { Account } from '@cuentas/shared/schemas/accounts';

/** Open accounts for pickers, plus the current one if it has been archived since. */
export function accountOptions(accounts: readonly Account[], keep?: string | null) {
  return accounts
    .filter((account) => account.archived_at === null || account.id === keep)
    .map((account) => ({ value: account.id, label: `${account.name} · ${account.currency}` }));
}
