import { and, eq } from 'drizzle-orm';
import { bankConnections, bankFeedAccounts } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { bookFeedRows, type FeedBooking } from '../imports/service.ts';
import { EnableBankingError, type EbTransaction, UNATTENDED_DAILY_LIMIT } from './client.ts';
import { bookedBalance, toFeedRows } from './mapping.ts';
import { bankFeedMessages } from './messages.ts';
import { bankProvider } from './provider.ts';
import type { ConnectionRow, FeedAccountRow } from './views.ts';

const DAY = 86_400_000;
/** Enable Banking's and PSD2's usual reach in one request: 90 days of transactions. */
export const WINDOW_DAYS = 90;
/** A pull starts this many days before the last booked date: late bookings land in the past. */
const OVERLAP_DAYS = 7;

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const shift = (iso: string, days: number) => dayOf(new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY));

/** Windows of at most WINDOW_DAYS days from `from` through `to`, oldest first. */
export function windows(from: string, to: string): { date_from: string; date_to: string }[] {
  const out: { date_from: string; date_to: string }[] = [];
  for (let start = from; start <= to; start = shift(start, WINDOW_DAYS)) {
    const end = shift(start, WINDOW_DAYS - 1);
    out.push({ date_from: start, date_to: end < to ? end : to });
  }
  return out;
}

export type SyncMode = { psuIp?: string | undefined; unattended: boolean };
export type SyncOutcome = FeedBooking & { error: string | null };

/** A pull that cannot go on: recorded on the connection; `retry` says whether the queue should try again. */
export class FeedSyncError extends Error {
  readonly retry: boolean;
  constructor(message: string, retry: boolean) {
    super(message);
    this.name = 'FeedSyncError';
    this.retry = retry;
  }
}

/**
 * One pull of one bank account into its account here (decision 034): every page of every window
 * (a pull books nothing unless it read them all), the booked balance, then the import pipeline.
 * Unattended pulls stop at four a day per account; a pull with the user present carries their IP.
 */
export async function syncFeedAccount(
  deps: Deps,
  connection: ConnectionRow,
  feed: FeedAccountRow,
  mode: SyncMode,
): Promise<SyncOutcome> {
  const provider = bankProvider(deps);
  const now = deps.now();
  const today = dayOf(now);
  const none = (error: string): SyncOutcome => ({ importId: null, imported: 0, duplicates: 0, pending: 0, error });
  if (!provider) return none(bankFeedMessages.notConfigured);
  if (connection.status !== 'active' || !connection.sessionId || !feed.accountId)
    return none(bankFeedMessages.notActive);
  if (!connection.validUntil || connection.validUntil.getTime() <= now.getTime())
    return none(bankFeedMessages.consentEnded);
  if (mode.unattended) {
    const count = feed.pullsDay === today ? feed.pullsCount : 0;
    if (count >= UNATTENDED_DAILY_LIMIT) return none(bankFeedMessages.dailyLimit);
    await deps.db
      .update(bankFeedAccounts)
      .set({ pullsDay: today, pullsCount: count + 1 })
      .where(eq(bankFeedAccounts.id, feed.id));
  }
  try {
    const from = feed.syncedThrough ? shift(feed.syncedThrough, -OVERLAP_DAYS) : shift(today, -(WINDOW_DAYS - 1));
    const pulled: EbTransaction[] = [];
    for (const window of windows(from < today ? from : today, today)) {
      const seen = new Set<string>();
      let key: string | undefined;
      do {
        const page = await provider.client.transactions(feed.uid, { ...window, continuation_key: key }, mode.psuIp);
        pulled.push(...(page.transactions ?? []));
        key = page.continuation_key ?? undefined;
        // A bank handing the same key back would page for ever: stop, and book nothing of this pull.
        if (key && seen.has(key)) throw new FeedSyncError(bankFeedMessages.bankUnavailable, false);
        if (key) seen.add(key);
      } while (key);
    }
    const balances = await provider.client.balances(feed.uid, mode.psuIp);
    const closing = bookedBalance(balances.balances ?? [], feed.currency, today);
    const rows = toFeedRows(pulled, feed.currency);
    const booking = await bookFeedRows(deps, feed.userId, {
      accountId: feed.accountId,
      label: `${connection.aspspName} · ${feed.name}`,
      rows,
      closing,
    });
    const lastBooked = rows.reduce((last, row) => (!row.pending && row.date > last ? row.date : last), '');
    await deps.db
      .update(bankFeedAccounts)
      .set({
        syncedThrough:
          lastBooked && (!feed.syncedThrough || lastBooked > feed.syncedThrough) ? lastBooked : feed.syncedThrough,
        bankBalance: closing?.amount ?? feed.bankBalance,
        bankBalanceDate: closing?.date ?? feed.bankBalanceDate,
      })
      .where(eq(bankFeedAccounts.id, feed.id));
    await deps.db
      .update(bankConnections)
      .set({ lastSyncedAt: now, lastError: null, updatedAt: now })
      .where(eq(bankConnections.id, connection.id));
    return { ...booking, error: null };
  } catch (err) {
    const failure = classify(err);
    await deps.db
      .update(bankConnections)
      .set({
        lastError: failure.message,
        updatedAt: now,
        ...(failure.consentEnded ? { status: 'error' as const } : {}),
      })
      .where(and(eq(bankConnections.id, connection.id), eq(bankConnections.status, 'active')));
    throw new FeedSyncError(failure.message, failure.retry);
  }
}

function classify(err: unknown): { message: string; retry: boolean; consentEnded: boolean } {
  if (err instanceof FeedSyncError) return { message: err.message, retry: err.retry, consentEnded: false };
  if (err instanceof EnableBankingError) {
    if (err.rateLimited) return { message: bankFeedMessages.rateLimited, retry: true, consentEnded: false };
    if (err.consentEnded) return { message: bankFeedMessages.consentEnded, retry: false, consentEnded: true };
    return { message: bankFeedMessages.bankUnavailable, retry: err.status >= 500, consentEnded: false };
  }
  return { message: bankFeedMessages.bankUnavailable, retry: true, consentEnded: false };
}
