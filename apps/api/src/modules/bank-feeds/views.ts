import { type SQL, and, eq, gte, inArray, lte, notInArray, sql } from 'drizzle-orm';
import type { BankConnection, ConnectionStatus, FeedAccount } from '@cuentas/shared/schemas/bank-feeds';
import type { Db } from '../../db/client.ts';
import { type bankConnections, bankFeedAccounts, purchaseReviews, transactions } from '../../db/schema/index.ts';
import { isoOrNull } from '../../lib/http.ts';
import { projectedBalanceOn } from '../kernel/balance-on.ts';
import { PENDING_FEED_PREFIX } from '../imports/service.ts';

export type ConnectionRow = typeof bankConnections.$inferSelect;
export type FeedAccountRow = typeof bankFeedAccounts.$inferSelect;

const DAY = 86_400_000;
/** Reminders and the «por caducar» state start this many days before the consent ends. */
export const EXPIRING_DAYS = 14;

export function daysLeft(row: ConnectionRow, now: Date): number | null {
  if (!row.validUntil) return null;
  return Math.max(Math.floor((row.validUntil.getTime() - now.getTime()) / DAY), 0);
}

export function statusOf(row: ConnectionRow, now: Date): ConnectionStatus {
  if (row.status !== 'active') return row.status;
  if (!row.validUntil || row.validUntil.getTime() <= now.getTime()) return 'expired';
  return daysLeft(row, now)! < EXPIRING_DAYS ? 'expiring' : 'active';
}

const DAYS_BEFORE_CONNECTION = 89;
const shift = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const sumOf = async (db: Db, condition: SQL | undefined) => {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${transactions.amount}), 0)` })
    .from(transactions)
    .where(condition);
  return Number(row?.sum ?? 0);
};

/**
 * The bank's booked balance beside the account's on its date, pending movements left out as the
 * bank does, and where a difference comes from: the bank's rows waiting for the user's answer
 * (decision 048), movements typed here the bank has not booked since the connection's first pull
 * (which reached 90 days back), and the rest, from before that.
 */
async function balanceCompare(db: Db, row: FeedAccountRow): Promise<FeedAccount['balance_check']> {
  if (!row.accountId || row.bankBalance === null || !row.bankBalanceDate) return null;
  const date = row.bankBalanceDate;
  const since = shift(row.createdAt.toISOString().slice(0, 10), -DAYS_BEFORE_CONNECTION);
  const projected = await projectedBalanceOn(db, row.userId, row.accountId, date, []);
  const inAccount = and(eq(transactions.accountId, row.accountId), lte(transactions.date, date));
  const pending = await sumOf(
    db,
    and(
      inAccount,
      eq(transactions.status, 'uncleared'),
      sql`${transactions.externalId} like ${`${PENDING_FEED_PREFIX}%`}`,
    ),
  );
  const notAtBank = await sumOf(
    db,
    and(
      inAccount,
      gte(transactions.date, since),
      notInArray(transactions.origin, ['import', 'adjustment']),
      sql`not (${transactions.arrivals} && array['feed', 'file']::text[])`,
    ),
  );
  const [review] = await db
    .select({ sum: sql<string>`coalesce(sum(${purchaseReviews.amount}), 0)` })
    .from(purchaseReviews)
    .where(
      and(
        eq(purchaseReviews.accountId, row.accountId),
        eq(purchaseReviews.road, 'feed'),
        eq(purchaseReviews.status, 'open'),
        lte(purchaseReviews.date, date),
      ),
    );
  const inReview = Number(review?.sum ?? 0);
  const app = projected - pending;
  const difference = row.bankBalance - app;
  return {
    date,
    bank: row.bankBalance,
    app,
    difference,
    explained: {
      since,
      pending,
      in_review: inReview,
      not_at_bank: notAtBank,
      before_connection: difference - inReview + notAtBank,
    },
  };
}

export async function toFeedAccount(db: Db, row: FeedAccountRow): Promise<FeedAccount> {
  return {
    id: row.id,
    name: row.name,
    iban_last4: row.ibanLast4,
    currency: row.currency,
    account_id: row.accountId,
    synced_through: row.syncedThrough,
    balance_check: await balanceCompare(db, row),
  };
}

export async function toConnections(db: Db, rows: ConnectionRow[], now: Date): Promise<BankConnection[]> {
  const feeds = rows.length
    ? await db
        .select()
        .from(bankFeedAccounts)
        .where(
          inArray(
            bankFeedAccounts.connectionId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(bankFeedAccounts.id)
    : [];
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      aspsp_name: row.aspspName,
      aspsp_country: row.aspspCountry,
      status: statusOf(row, now),
      valid_until: isoOrNull(row.validUntil),
      days_left: daysLeft(row, now),
      last_synced_at: isoOrNull(row.lastSyncedAt),
      last_error: row.lastError,
      accounts: await Promise.all(
        feeds.filter((feed) => feed.connectionId === row.id).map((feed) => toFeedAccount(db, feed)),
      ),
    })),
  );
}
