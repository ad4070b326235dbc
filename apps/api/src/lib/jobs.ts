import { purgeAbandonedImports, vacuumWhereNeeded } from '../db/maintenance.ts';
import { checkBudgetAlerts } from '../modules/budgets/alerts.ts';
import { enqueueDueNotices, sendPendingNotices } from '../modules/reminders/notices.ts';
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
  const maintenance = await vacuumWhereNeeded(deps, options.vacuumAfterIdleMs ?? 0);
  return { queued, sent, alerts, purgedImports, ...maintenance };
}

/**
 * On PGlite a VACUUM of a large table holds the only connection for seconds, so the scheduler
 * runs it only after this long without a request (PostgreSQL's autovacuum never blocks readers).
 */
const VACUUM_AFTER_IDLE_MS = 30_000;

/** Runs the jobs every `intervalMs`, never two passes at once in this process; stop() waits for the current one. */
export function startScheduler(deps: Deps, intervalMs: number) {
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return;
    running = runScheduledJobs(deps, { vacuumAfterIdleMs: VACUUM_AFTER_IDLE_MS })
      .catch((err: unknown) => deps.logger.error({ err }, 'scheduled jobs failed'))
      .finally(() => (running = undefined));
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  setTimeout(tick, 1000).unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
