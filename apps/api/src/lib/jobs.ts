import { checkBudgetAlerts } from '../modules/budgets/alerts.ts';
import { enqueueDueNotices, sendPendingNotices } from '../modules/reminders/notices.ts';
import type { Deps } from './deps.ts';

/** One pass of the background work: reminder notices and budget alerts. Safe to run from several instances at once. */
export async function runScheduledJobs(deps: Deps): Promise<{ queued: number; sent: number; alerts: number }> {
  const today = deps.now().toISOString().slice(0, 10);
  const queued = await enqueueDueNotices(deps, today);
  const sent = await sendPendingNotices(deps, today);
  const alerts = await checkBudgetAlerts(deps, today);
  return { queued, sent, alerts };
}

/** Runs the jobs every `intervalMs`, never two passes at once in this process; stop() waits for the current one. */
export function startScheduler(deps: Deps, intervalMs: number) {
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return;
    running = runScheduledJobs(deps)
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
