import type { Statement } from '@cuentas/shared/schemas/imports';

export type DatedAmount = { date: string; amount: number };
export const NO_BALANCES: Statement = { opening: null, closing: null };

type Movement = { date: string; amount: number; balance: number };

/**
 * Reads a running-balance column ("Saldo", "Disponible") as the statement's opening and closing
 * balances, whichever order the bank lists its rows in: each row's balance must follow from its
 * neighbour's by the row's amount, read top-down (oldest first) or bottom-up (newest first, as
 * Santander and BBVA list them). Holds three rows, not the file.
 */
export function createBalanceTracker() {
  let first: Movement | null = null;
  let previous: Movement | null = null;
  let ascending = 0;
  let descending = 0;
  let usable = true;
  return {
    /** A null balance (an empty or unreadable cell) makes the column unusable as a statement. */
    push(date: string, amount: number, balance: number | null) {
      if (balance === null) {
        usable = false;
        return;
      }
      const current = { date, amount, balance };
      if (previous) {
        if (previous.balance + amount === balance) ascending++;
        if (balance + previous.amount === previous.balance) descending++;
      }
      first ??= current;
      previous = current;
    },
    result(): Statement {
      const last = previous;
      if (!usable || !first || !last) return NO_BALANCES;
      const newestFirst = descending > ascending || (descending === ascending && first.date > last.date);
      const oldest = newestFirst ? last : first;
      const newest = newestFirst ? first : last;
      return {
        opening: { date: oldest.date, amount: oldest.balance - oldest.amount },
        closing: { date: newest.date, amount: newest.balance },
      };
    },
  };
}
