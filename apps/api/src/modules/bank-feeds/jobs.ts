import { and, eq, gt, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Job } from 'pg-boss';
import { bankConnections, bankFeedAccounts, users } from '../../db/schema/index.ts';
import { type Deps, sendMailInBackground } from '../../lib/deps.ts';
import { createNotification } from '../notifications/service.ts';
import { UNATTENDED_DAILY_LIMIT } from './client.ts';
import { bankFeedMessages } from './messages.ts';
import { FeedSyncError, syncFeedAccount } from './sync.ts';
import { daysLeft, EXPIRING_DAYS } from './views.ts';

/**
 * Unattended pulls (decision 034): one job per bank account, queued by the scheduler's pass when
 * the account was last pulled more than a quarter of a day ago, so at most four a day, each sent
 * at a random minute of the next ten so accounts do not all hit the banks at once. `stately` keeps
 * one queued and one running job per account. A 429 fails the job, and pg-boss retries it after
 * 15 minutes, then 30 and 60: never a loop.
 */
export const FEED_QUEUE = 'bank-feed-sync';
export const FEED_QUEUE_OPTIONS = {
  policy: 'stately',
  retryLimit: 3,
  retryDelay: 900,
  retryBackoff: true,
  expireInSeconds: 600,
} as const;
const PULL_GAP_MS = (24 / UNATTENDED_DAILY_LIMIT) * 3_600_000;
const SPREAD_SECONDS = 600;

export async function handleFeedJob(deps: Deps, job: Job<Record<string, unknown>>) {
  const id = String(job.data.feed_account_id ?? '');
  const [found] = await deps.db
    .select({ feed: bankFeedAccounts, connection: bankConnections })
    .from(bankFeedAccounts)
    .innerJoin(bankConnections, eq(bankConnections.id, bankFeedAccounts.connectionId))
    .where(eq(bankFeedAccounts.id, id))
    .limit(1);
  // Disconnected, unmapped or gone since it was queued: nothing to do.
  if (!found || found.connection.status !== 'active' || !found.feed.accountId) return { skipped: true };
  try {
    const outcome = await syncFeedAccount(deps, found.connection, found.feed, { unattended: true });
    return { imported: outcome.imported, error: outcome.error };
  } catch (err) {
    if (err instanceof FeedSyncError && !err.retry) return { error: err.message };
    throw err;
  }
}

/** Queues the unattended pulls that are due. */
export async function enqueueDueFeedPulls(deps: Deps, now: Date): Promise<number> {
  const today = now.toISOString().slice(0, 10);
  const due = await deps.db
    .select({ id: bankFeedAccounts.id })
    .from(bankFeedAccounts)
    .innerJoin(bankConnections, eq(bankConnections.id, bankFeedAccounts.connectionId))
    .where(
      and(
        eq(bankConnections.status, 'active'),
        gt(bankConnections.validUntil, now),
        isNotNull(bankFeedAccounts.accountId),
        or(
          isNull(bankConnections.lastSyncedAt),
          lt(bankConnections.lastSyncedAt, new Date(now.getTime() - PULL_GAP_MS)),
        ),
        or(
          isNull(bankFeedAccounts.pullsDay),
          sql`${bankFeedAccounts.pullsDay} <> ${today}`,
          lt(bankFeedAccounts.pullsCount, UNATTENDED_DAILY_LIMIT),
        ),
      ),
    )
    .limit(5000);
  let queued = 0;
  for (const row of due) {
    const startAfter = Math.floor(Math.random() * SPREAD_SECONDS);
    const sent = await deps.queue.send(FEED_QUEUE, { feed_account_id: row.id }, { singletonKey: row.id, startAfter });
    if (sent) queued++;
  }
  return queued;
}

/**
 * Consent reminders 14, 7 and 0 days before the end, in the app, by mail and by WhatsApp to a
 * linked phone: each threshold once per consent (`reminded_days` keeps the smallest sent; a
 * renewal clears it). Mail and WhatsApp leave after the notice is committed; a failed send is
 * logged, the in-app notice stays.
 */
export async function remindExpiringConsents(deps: Deps, now: Date): Promise<number> {
  const rows = await deps.db
    .select()
    .from(bankConnections)
    .where(
      and(
        eq(bankConnections.status, 'active'),
        isNotNull(bankConnections.validUntil),
        lte(bankConnections.validUntil, new Date(now.getTime() + EXPIRING_DAYS * 86_400_000)),
        gt(bankConnections.validUntil, new Date(now.getTime() - 86_400_000)),
      ),
    );
  let sent = 0;
  for (const row of rows) {
    const left = daysLeft(row, now)!;
    const threshold = left <= 0 ? 0 : left <= 7 ? 7 : 14;
    if (row.remindedDays !== null && row.remindedDays <= threshold) continue;
    await deps.db.transaction(async (tx) => {
      await createNotification(
        tx,
        row.userId,
        {
          kind: 'bank_consent',
          title: bankFeedMessages.reminderTitle(row.aspspName),
          body: bankFeedMessages.reminderBody(row.aspspName, left),
          link: '/accounts',
        },
        now,
      );
      await tx.update(bankConnections).set({ remindedDays: threshold }).where(eq(bankConnections.id, row.id));
    });
    const [owner] = await deps.db
      .select({ email: users.email, phone: users.phone })
      .from(users)
      .where(eq(users.id, row.userId));
    // By WhatsApp too, to a linked phone, as reminders' notices go (decision 048).
    if (owner?.phone) {
      const phone = owner.phone;
      const text = `${bankFeedMessages.reminderTitle(row.aspspName)}. ${bankFeedMessages.reminderBody(row.aspspName, left)} ${deps.config.appUrl}/accounts`;
      deps.whatsapp
        .sendText(phone, text)
        .catch((err: unknown) => deps.logger.warn({ err, connection: row.id }, 'consent reminder by WhatsApp failed'));
    }
    if (owner) {
      sendMailInBackground(deps, () =>
        deps.mailer.send({
          to: owner.email,
          subject: bankFeedMessages.reminderTitle(row.aspspName),
          text: `${bankFeedMessages.reminderBody(row.aspspName, left)}\n\nRenuévalo en ${deps.config.appUrl}/accounts\n\n— Cuentas Claras`,
        }),
      );
    }
    sent++;
  }
  return sent;
}

/** Authorisations started and never finished (the user left the bank's page): dropped after a day. */
async function dropAbandonedAuthorisations(deps: Deps, now: Date) {
  await deps.db
    .delete(bankConnections)
    .where(
      and(
        eq(bankConnections.status, 'pending'),
        isNull(bankConnections.sessionId),
        lt(bankConnections.createdAt, new Date(now.getTime() - 86_400_000)),
      ),
    );
}

/** The bank-feed part of the scheduler's pass. */
export async function runBankFeedWork(deps: Deps, now: Date) {
  await dropAbandonedAuthorisations(deps, now);
  return { pulls: await enqueueDueFeedPulls(deps, now), consentReminders: await remindExpiringConsents(deps, now) };
}
