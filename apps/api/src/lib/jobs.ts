import { purgeAbandonedImports, vacuumWhereNeeded } from '../db/maintenance.ts';
import { checkBudgetAlerts } from '../modules/budgets/alerts.ts';
import { refreshReferenceRates } from '../modules/exchange-rates/reference-rates.ts';
import { enqueueDueNotices, sendPendingNotices } from '../modules/reminders/notices.ts';
import { runBillingJobs } from '../modules/subscription/service.ts';
import { runInboxJobs } from '../modules/whatsapp/inbox.ts';
import type { Deps } from './deps.ts';

/**
 * One pass of the background work: reminder notices, budget alerts, abandoned imports and (on
 * PGlite) the vacuuming PostgreSQL would do by itself. Safe to run from several instances at once.
 */
export async function runScheduledJobs(deps: Deps, options: { vacuumAfterIdleMs?: number } = {}) {
  // Each job takes "today" from each user's own time zone (users.time_zone), not this clock's date.
  const now = deps.now();
  const queued = await enqueueDueNotices(deps, now);
  const sent = await sendPendingNotices(deps);
  const alerts = await checkBudgetAlerts(deps, now);
  const purgedImports = await purgeAbandonedImports(deps);
  const billing = await runBillingJobs(deps, now);
  // WhatsApp messages whose handling or reply failed right after the webhook answered (bounded retries).
  const whatsapp = await runInboxJobs(deps);
  // Daily reference exchange rates (ECB, and a provider for Latin American currencies) when configured.
  const referenceRates = await refreshReferenceRates(deps);
  const maintenance = await vacuumWhereNeeded(deps, options.vacuumAfterIdleMs ?? 0);
  return { queued, sent, alerts, purgedImports, whatsapp, billing, referenceRates, ...maintenance };
}

/**
 * On PGlite a VACUUM of a large table holds the only connection for seconds, so the scheduler
 * runs it only after this long without a request (PostgreSQL's autovacuum never blocks readers).
 */
const VACUUM_AFTER_IDLE_MS = 30_000;

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

/** The scheduler of the jobs above, as the server runs it. */
export function startJobScheduler(deps: Deps, intervalMs: number) {
  return startScheduler({
    intervalMs,
    run: () => runScheduledJobs(deps, { vacuumAfterIdleMs: VACUUM_AFTER_IDLE_MS }),
    onError: (err) => deps.logger.error({ err }, 'scheduled jobs failed'),
  });
}
