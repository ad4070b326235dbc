import { and, asc, desc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, transactions } from '../../db/schema/index.ts';

export type LedgerMatch = {
  transaction_id: string;
  date: string;
  amount: number;
  currency: string;
  payee: string;
  account_name: string;
};

const shiftDays = (date: string, days: number) => {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

/**
 * A movement already in the user's ledger (imported, synced from the bank or captured) paying the
 * receipt's amount, in an account of its currency, within three days of its date: the bank books a
 * card payment a day or two late. The nearest day wins. The receipt is then attached to it, never
 * saved a second time (decision 043).
 */
export async function findMatchingMovement(
  db: Db,
  userId: string,
  reading: { amount: number; currency: string; date: string },
): Promise<LedgerMatch | null> {
  const [row] = await db
    .select({
      id: transactions.id,
      date: transactions.date,
      amount: transactions.amount,
      payee: transactions.payee,
      currency: accounts.currency,
      accountName: accounts.name,
    })
    .from(transactions)
    .innerJoin(accounts, eq(accounts.id, transactions.accountId))
    .where(
      and(
        eq(transactions.userId, userId),
        eq(transactions.amount, -reading.amount),
        eq(accounts.currency, reading.currency),
        gte(transactions.date, shiftDays(reading.date, -3)),
        lte(transactions.date, shiftDays(reading.date, 3)),
      ),
    )
    .orderBy(sql`abs(${transactions.date} - ${reading.date}::date)`, asc(transactions.id))
    .limit(1);
  if (!row) return null;
  return {
    transaction_id: row.id,
    date: row.date,
    amount: -row.amount,
    currency: row.currency,
    payee: row.payee,
    account_name: row.accountName,
  };
}

/**
 * The account a receipt is proposed in: of the receipt's currency when the user has one, the one
 * most recently used for a movement first (a card used daily), else the first in the user's order.
 */
export async function proposedAccount(db: Db, userId: string, currency: string | null): Promise<string | null> {
  const open = and(eq(accounts.userId, userId), isNull(accounts.archivedAt));
  const inCurrency = currency ? and(open, eq(accounts.currency, currency)) : open;
  const [recent] = await db
    .select({ id: accounts.id })
    .from(transactions)
    .innerJoin(accounts, eq(accounts.id, transactions.accountId))
    .where(and(eq(transactions.userId, userId), inCurrency, sql`${transactions.amount} < 0`))
    .orderBy(desc(transactions.date), desc(transactions.id))
    .limit(1);
  if (recent) return recent.id;
  const [first] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(inCurrency)
    .orderBy(asc(accounts.position), asc(accounts.createdAt))
    .limit(1);
  return first?.id ?? null;
}
