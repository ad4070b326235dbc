import type { FastifyRequest } from 'fastify';
import { sessionOf, todayFor } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { assertPermission, freeLimits } from './plan.ts';

/** The first day of the oldest month Gratis reports cover: this month and the 11 before it. */
export function oldestFreeReportDate(today: string): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - (freeLimits.reportHistoryMonths - 1);
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/**
 * preHandler for the reports: a `from` older than 12 months needs Premium. The movements
 * themselves stay in the transaction list and its CSV export on every plan (decision 014).
 */
export function requireReportHistory(deps: Deps) {
  return async (request: FastifyRequest) => {
    if (deps.config.BILLING_MODE === 'off') return;
    const from = (request.query as { from?: unknown } | undefined)?.from;
    if (typeof from !== 'string') return;
    const session = sessionOf(request);
    if (from >= oldestFreeReportDate(todayFor(deps, session))) return;
    await assertPermission(deps, session.userId, 'reports.advanced');
  };
}
