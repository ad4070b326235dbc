import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { periodContaining, periodOf } from '@cuentas/shared/periods';
import { configurations } from '../../db/schema/index.ts';
import { sessionOf, todayFor } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { assertPermission, freeLimits } from '../kernel/plan.ts';

/**
 * The first day of the oldest month Gratis reports cover: this month and the 11 before it. With a
 * month start day other than 1, reports count the user's months (decision 022), so the twelfth
 * user month back may start a few days earlier than the calendar one: the earlier of the two.
 */
export function oldestFreeReportDate(today: string, startDay = 1): string {
  const back = freeLimits.reportHistoryMonths - 1;
  const [year, month] = today.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - back;
  const calendar = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
  if (startDay === 1) return calendar;
  const [labelYear, labelMonth] = periodContaining(today, startDay).label.split('-').map(Number) as [number, number];
  const first = labelYear * 12 + (labelMonth - 1) - back;
  const userMonth = periodOf(Math.floor(first / 12), (first % 12) + 1, startDay).from;
  return userMonth < calendar ? userMonth : calendar;
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
    const today = todayFor(deps, session);
    if (from >= oldestFreeReportDate(today)) return;
    // Only a `from` just before the calendar limit needs the user's month start day.
    const [config] = await deps.db
      .select({ startDay: configurations.monthStartDay })
      .from(configurations)
      .where(eq(configurations.userId, session.userId));
    if (from >= oldestFreeReportDate(today, config?.startDay ?? 1)) return;
    await assertPermission(deps, session.userId, 'reports.advanced');
  };
}
