import { purgeAbandonedImports } from '../db/maintenance.ts';
import { purgeIdempotencyKeys } from '../lib/idempotency.ts';
import { FEED_QUEUE, FEED_QUEUE_OPTIONS, handleFeedJob, runBankFeedWork } from '../modules/bank-feeds/jobs.ts';
import { checkBudgetAlerts } from '../modules/budgets/alerts.ts';
import { refreshReferenceRates } from '../modules/exchange-rates/reference-rates.ts';
import {
  enqueueDueNotices,
  NOTICE_QUEUE,
  NOTICE_QUEUE_OPTIONS,
  sendNoticeJob,
  sentNotices,
} from '../modules/reminders/notices.ts';
import { sweepAttachments } from '../modules/attachments/sweep.ts';
import { purgeSignInTraces } from '../modules/auth/traces.ts';
import { runBillingJobs } from '../modules/subscription/service.ts';
import {
  enqueueWaitingSenders,
  handleSenderJob,
  inboxCounts,
  purgeOldMessages,
  WHATSAPP_QUEUE,
  WHATSAPP_QUEUE_OPTIONS,
} from '../modules/whatsapp/inbox.ts';
import { MAIL_ALERT_QUEUE, MAIL_ALERT_QUEUE_OPTIONS, processAlertJob } from '../modules/mail-alerts/service.ts';
import { RECEIPT_QUEUE, RECEIPT_QUEUE_OPTIONS, readReceiptJob } from '../modules/receipts/reading-job.ts';
import type { Deps } from '../lib/deps.ts';

/**
 * The scheduler's pass is a job too: one per interval across every instance (pg-boss's singleton
 * slot, decision 026), retried once if it fails; the next interval's pass catches up anyway.
 */
export const PASS_QUEUE = 'scheduled-pass';
const PASS_QUEUE_OPTIONS = { policy: 'standard', retryLimit: 1, retryDelay: 10, expireInSeconds: 600 } as const;

/** Declares every queue and its handler on the app's job queue (started by app.ts). */
export function defineJobs(deps: Deps) {
  // PGlite has one connection, but a second worker lets one sender's message be read while
  // another's waits on the database, so a flood from one number never holds everyone else.
  deps.queue.define(
    WHATSAPP_QUEUE,
    WHATSAPP_QUEUE_OPTIONS,
    (job) => handleSenderJob(deps, job),
    deps.database.driver === 'pglite' ? 2 : 4,
  );
  deps.queue.define(NOTICE_QUEUE, NOTICE_QUEUE_OPTIONS, (job) => sendNoticeJob(deps, job), 2);
  // Forwarded bank alerts (decision 035): one job per alert, read after the SMTP session or webhook answered.
  deps.queue.define(
    MAIL_ALERT_QUEUE,
    MAIL_ALERT_QUEUE_OPTIONS,
    (job) => processAlertJob(deps, job),
    deps.database.driver === 'pglite' ? 2 : 4,
  );
  deps.queue.define(FEED_QUEUE, FEED_QUEUE_OPTIONS, (job) => handleFeedJob(deps, job), 2);
  // Receipts (decision 043): one at a time per process, as one Tesseract worker reads them.
  deps.queue.define(RECEIPT_QUEUE, RECEIPT_QUEUE_OPTIONS, (job) => readReceiptJob(deps, job), 1);
  deps.queue.define(PASS_QUEUE, PASS_QUEUE_OPTIONS, () => runPeriodicWork(deps));
}

/**
 * The periodic work: queue the reminder notices due, budget alerts, abandoned imports, billing,
 * old WhatsApp messages, reference rates. Each job takes "today" from each user's own time zone
 * (users.time_zone), not this clock's date, and each is safe to run from several instances.
 */
export async function runPeriodicWork(deps: Deps) {
  const now = deps.now();
  const queued = await enqueueDueNotices(deps, now);
  const alerts = await checkBudgetAlerts(deps, now);
  const purgedImports = await purgeAbandonedImports(deps);
  const billing = await runBillingJobs(deps, now);
  const purgedMessages = await purgeOldMessages(deps);
  // One-time codes and login brakes are kept a day, whoever they were for (decision 036).
  const signInTraces = await purgeSignInTraces(deps);
  // Answers kept for Idempotency-Key retries last 24 h (decision 033).
  await purgeIdempotencyKeys(deps);
  // A floor under the webhook's own enqueue: messages stored while no job stood for their sender
  // (by a version before the queue) are picked up.
  await enqueueWaitingSenders(deps);
  // Daily reference exchange rates (ECB, and a provider for Latin American currencies) when configured.
  const referenceRates = await refreshReferenceRates(deps);
  // Unattended bank-feed pulls and consent reminders (decision 034).
  const bankFeeds = await runBankFeedWork(deps, now);
  // Files no movement holds and nothing can bring back, and S3 objects no row names (decision 042).
  const attachmentFiles = await sweepAttachments(deps);
  return {
    queued,
    alerts,
    purgedImports,
    billing,
    purgedMessages,
    referenceRates,
    signInTraces,
    bankFeeds,
    attachmentFiles,
  };
}

/**
 * One pass run in the caller (tests and `app.jobs.run()`): the periodic work, then every job that
 * is due, run here until none is left. Returns what this process did in it.
 */
export async function runScheduledJobs(deps: Deps) {
  const whatsappBefore = { ...(inboxCounts.get(deps) ?? { done: 0, retry: 0, failed: 0 }) };
  const sentBefore = sentNotices.get(deps)?.sent ?? 0;
  // Jobs in hand finish first (a message being answered is then 'done' before old ones are dropped).
  await deps.queue.drain();
  const { purgedMessages, ...periodic } = await runPeriodicWork(deps);
  await deps.queue.drain();
  const whatsappAfter = inboxCounts.get(deps) ?? { done: 0, retry: 0, failed: 0 };
  return {
    ...periodic,
    sent: (sentNotices.get(deps)?.sent ?? 0) - sentBefore,
    whatsapp: {
      done: whatsappAfter.done - whatsappBefore.done,
      retry: whatsappAfter.retry - whatsappBefore.retry,
      failed: whatsappAfter.failed - whatsappBefore.failed,
      purged: purgedMessages,
    },
  };
}

type SchedulerOptions = {
  intervalMs: number;
  /** The first pass, soon after start (catching up on notices due while the server was down). */
  firstDelayMs?: number;
  run: () => Promise<unknown>;
  onError: (err: unknown) => void;
};

/**
 * Runs `run` every `intervalMs`, never two passes at once in this process. stop() starts no new
 * pass (not even the first) and waits for the current one, so the database can close after it.
 */
export function startScheduler({ intervalMs, firstDelayMs = 1000, run, onError }: SchedulerOptions) {
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = run()
      .catch(onError)
      .finally(() => (running = undefined));
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  const first = setTimeout(tick, firstDelayMs);
  first.unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      clearTimeout(first);
      await running;
    },
  };
}

/**
 * The scheduler as the server runs it: each tick queues the pass into the interval's slot, so
 * whichever instance ticks first queues it, a worker of any instance runs it, and the others'
 * ticks in that interval queue nothing.
 */
export function startJobScheduler(deps: Deps, intervalMs: number) {
  const slotSeconds = Math.max(1, Math.round(intervalMs / 1000));
  return startScheduler({
    intervalMs,
    run: async () => {
      await deps.queue.send(PASS_QUEUE, {}, { singletonKey: 'pass', singletonSeconds: slotSeconds });
      deps.queue.wake(PASS_QUEUE);
    },
    onError: (err) => deps.logger.error({ err }, 'scheduled jobs failed'),
  });
}
