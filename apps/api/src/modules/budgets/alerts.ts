import { eq, inArray } from 'drizzle-orm';
import { hiddenFromAny } from '../../db/visible-accounts.ts';
import { noticeRecipients } from '../kernel/notice-recipients.ts';
import { periodContaining } from '@cuentas/shared/periods';
import { budgetAlerts, budgetLines, configurations, users } from '../../db/schema/index.ts';
import { type Deps, sendMailInBackground } from '../../lib/deps.ts';
import { localDate } from '../../lib/local-date.ts';
import { createNotification } from '../notifications/service.ts';
import { getBudget } from './service.ts';
import { previousMonth } from './spending.ts';

/**
 * Alerts from 80 % of a category's budget and once it is passed (the key 100: more than 100 %;
 * exactly the budget is at the limit, not over it), once per budget, category and month each: the
 * budget_alerts key decides who sends, so two schedulers never alert twice.
 *
 * A personal budget's alerts go to its member; the shared budget's to every member who takes the
 * household's shared notices (decision 054), figured on what all of them may see, so no alert
 * counts a private account one of its readers may not see (decision 049).
 */
export async function checkBudgetAlerts(deps: Deps, now: Date): Promise<number> {
  // Each user's today lies within a day of UTC's; their period is labelled by its month or the one before.
  const nearDays = [-1, 0, 1].map((offset) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10));
  const labels = [...new Set(nearDays.flatMap((day) => [day.slice(0, 7), previousMonth(day.slice(0, 7))]))];
  const candidates = await deps.db
    .selectDistinct({
      userId: budgetLines.userId,
      memberId: budgetLines.memberId,
      startDay: configurations.monthStartDay,
      timeZone: users.timeZone,
    })
    .from(budgetLines)
    .innerJoin(configurations, eq(configurations.userId, budgetLines.userId))
    .innerJoin(users, eq(users.id, budgetLines.userId))
    .where(inArray(budgetLines.month, labels));
  let alerts = 0;
  for (const { userId, memberId, startDay, timeZone } of candidates) {
    const recipients = await noticeRecipients(deps.db, userId, memberId);
    if (recipients.length === 0) continue;
    // The period the ledger is living in, by its founder's calendar.
    const month = periodContaining(localDate(now, timeZone ?? undefined), startDay).label;
    const hidden = await hiddenFromAny(deps.db, userId, recipients);
    const session = { userId, sessionId: '', ...(hidden.length ? { hiddenAccountIds: hidden } : {}) };
    const budget = await getBudget(deps, session, month, { member: memberId ?? undefined });
    for (const line of budget.groups.flatMap((group) => group.categories)) {
      // The exact ratio, not the rounded progress: 79.96 % is not yet 80 %.
      const limit = line.budgeted + line.carried;
      const thresholds =
        line.budgeted <= 0 || limit <= 0
          ? []
          : [line.spent >= limit * 0.8 ? 80 : null, line.spent > limit ? 100 : null].filter(
              (value): value is number => value !== null,
            );
      // Both keys are recorded, but crossing 80 % and 100 % at once sends only the 100 % alert.
      const inserted = thresholds.length
        ? await deps.db
            .insert(budgetAlerts)
            .values(
              thresholds.map((threshold) => ({ userId, categoryId: line.category_id, month, threshold, memberId })),
            )
            .onConflictDoNothing()
            .returning({ threshold: budgetAlerts.threshold })
        : [];
      const toSend = inserted.some((row) => row.threshold === 100) ? [100] : inserted.map((row) => row.threshold);
      for (const threshold of toSend) {
        alerts++;
        const title =
          threshold === 100
            ? `Superaste el presupuesto de ${line.name}`
            : line.spent === limit
              ? `Llegaste al límite del presupuesto de ${line.name}`
              : `Llevas el ${Math.round(line.progress * 100)} % del presupuesto de ${line.name}`;
        const which = memberId ? 'tu presupuesto personal' : 'lo presupuestado';
        const body = `Este mes llevas gastado el ${Math.round(line.progress * 100)} % de ${which} en ${line.name}.`;
        const link = memberId ? `/budget?de=${memberId}` : '/budget';
        for (const recipient of recipients) {
          await createNotification(deps.db, recipient, { kind: 'budget', title, body, link }, deps.now());
          const [user] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, recipient));
          if (user)
            sendMailInBackground(deps, () =>
              deps.mailer.send({
                to: user.email,
                subject: title,
                text: `${body}\n\nRevisa tu presupuesto en ${deps.config.appUrl}${link}\n\n— Cuentas Claras`,
              }),
            );
        }
      }
    }
  }
  return alerts;
}
