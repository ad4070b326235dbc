import { eq } from 'drizzle-orm';
import type { BalanceCheck } from '@cuentas/shared/schemas/imports';
import type { Tx } from '../../db/client.ts';
import { transactions } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { projectedBalanceOn } from '../kernel/balance-on.ts';
import type { IncomingRow } from './duplicates.ts';
import type { ParsedFile } from './parse-file.ts';

// The balances an import sets or checks: the statement's against the account's (decisions 019, 020).

const sumOf = (rows: { amount: number }[]) => rows.reduce((sum, item) => sum + item.amount, 0);
const firstDateOf = (rows: { date: string }[]) =>
  rows.reduce((first, item) => (first === '' || item.date < first ? item.date : first), '');

/**
 * A file that states no balance, into an empty account that was never given one (0): the
 * account starts at 0 before the file's first movement, so the movements add up. A balance the
 * user typed is kept true on its date instead (docs/architecture.md §4.5): older movements move it back.
 */
export function untypedOpening(
  account: { balance: number; date: string },
  rows: IncomingRow[],
): { date: string; amount: number } | null {
  if (account.balance !== 0) return null;
  const first = firstDateOf(rows);
  return { date: first < account.date ? first : account.date, amount: 0 };
}

/** Whether the account has any movement yet: an empty account takes its opening balance from the statement. */
export async function hasMovements(db: Deps['db'] | Tx, accountId: string): Promise<boolean> {
  const [found] = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(eq(transactions.accountId, accountId))
    .limit(1);
  return Boolean(found);
}

/**
 * The opening balance a statement implies for an account that has no movements yet: the stated
 * opening, or the closing less the rows that will be imported up to its date.
 */
export function statementOpening(parsed: ParsedFile, toInsert: IncomingRow[]): { date: string; amount: number } | null {
  if (toInsert.length === 0) return null;
  const date = firstDateOf(toInsert);
  const { opening, closing } = parsed.balances;
  if (opening) return { date, amount: opening.amount };
  if (closing) return { date, amount: closing.amount - sumOf(toInsert.filter((item) => item.date <= closing.date)) };
  return null;
}

/** The bank's closing balance beside the account's balance on that date with `toInsert` added. */
export async function balanceCheck(
  db: Deps['db'] | Tx,
  userId: string,
  accountId: string,
  parsed: ParsedFile,
  toInsert: IncomingRow[],
  setsOpening: boolean,
): Promise<BalanceCheck | null> {
  const closing = parsed.balances.closing;
  if (!closing) return null;
  const projected = setsOpening
    ? statementOpening(parsed, toInsert)!.amount + sumOf(toInsert.filter((item) => item.date <= closing.date))
    : await projectedBalanceOn(
        db,
        userId,
        accountId,
        closing.date,
        toInsert.map(({ date, amount }) => ({ date, amount })),
      );
  return {
    date: closing.date,
    bank: closing.amount,
    projected,
    difference: closing.amount - projected,
    sets_opening_balance: setsOpening,
  };
}
