import { accountTypes, type Account, type AccountType } from '@cuentas/shared/schemas/accounts';

/** Section titles on the accounts screen, one per type, in plural. */
export const accountGroupTitles = {
  cash: 'Efectivo',
  checking: 'Cuentas corrientes',
  savings: 'Ahorros',
  credit_card: 'Tarjetas de crédito',
  investment: 'Inversiones',
  loan: 'Préstamos',
  other: 'Otras cuentas',
} as const satisfies Record<AccountType, string>;

export type AccountGroup<T extends Pick<Account, 'type'>> = { type: AccountType; title: string; accounts: T[] };

/** Groups accounts by type in a fixed type order, keeping the user's order inside each group. */
export function groupAccountsByType<T extends Pick<Account, 'type'>>(accounts: readonly T[]): AccountGroup<T>[] {
  return accountTypes
    .map((type) => ({
      type,
      title: accountGroupTitles[type],
      accounts: accounts.filter((account) => account.type === type),
    }))
    .filter((group) => group.accounts.length > 0);
}

export type MoveDirection = 'up' | 'down';

/**
 * The full order of ids after moving `id` one place within its type group: it swaps with the
 * nearest account of the same type (and the same archived state) in that direction. Returns null
 * when it is already first or last.
 */
export function moveWithinType(
  accounts: readonly Pick<Account, 'id' | 'type' | 'archived_at'>[],
  id: string,
  direction: MoveDirection,
): string[] | null {
  const index = accounts.findIndex((account) => account.id === id);
  const moving = accounts[index];
  if (!moving) return null;
  const sameGroup = (other: Pick<Account, 'type' | 'archived_at'>) =>
    other.type === moving.type && (other.archived_at === null) === (moving.archived_at === null);
  const step = direction === 'up' ? -1 : 1;
  let target = index + step;
  while (target >= 0 && target < accounts.length && !sameGroup(accounts[target]!)) target += step;
  if (target < 0 || target >= accounts.length) return null;
  const ids = accounts.map((account) => account.id);
  ids[index] = ids[target]!;
  ids[target] = id;
  return ids;
}

/** Whether an account can move in each direction, for disabling the buttons. */
export function movability(accounts: readonly Pick<Account, 'id' | 'type' | 'archived_at'>[], id: string) {
  return { up: moveWithinType(accounts, id, 'up') !== null, down: moveWithinType(accounts, id, 'down') !== null };
}
