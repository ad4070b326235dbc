import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Permissions } from '@cuentas/shared/schemas/me';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { accounts, savingsGoals, subscriptions } from '../../db/schema/index.ts';
import { sessionOf } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { HttpError } from '../../lib/errors.ts';
import { type Permission, permissionsFor } from './permissions.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type Plan = Permissions['plan'];

/** Gratis limits (decision 014); Premium and self-hosting have none. */
export const freeLimits = { accounts: 3, reportHistoryMonths: 12, savingsGoals: 3 } as const;

/** Stripe statuses in which the customer is still subscribed (past_due: Stripe is retrying the card). */
const SUBSCRIBED_STATUSES = new Set(['active', 'trialing', 'past_due']);

/**
 * The plan in force now. A stored 'premium' stops counting at the end of a cancelled period or of
 * the grace after a failed payment even before the webhook or the scheduler writes it down, and
 * never counts beside a status Stripe does not call subscribed (canceled, unpaid…; decision 036).
 */
export function effectivePlan(deps: Pick<Deps, 'config'>, row: SubscriptionRow | undefined, now: Date): Plan {
  if (deps.config.BILLING_MODE === 'off') return 'self_hosted';
  if (!row || row.plan !== 'premium' || !SUBSCRIBED_STATUSES.has(row.status)) return 'free';
  if (row.cancelAtPeriodEnd && row.currentPeriodEnd && row.currentPeriodEnd <= now) return 'free';
  if (row.graceUntil && row.graceUntil <= now) return 'free';
  return 'premium';
}

export async function loadSubscription(deps: Deps, userId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await deps.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
  return row;
}

export async function planOf(deps: Deps, userId: string): Promise<Plan> {
  if (deps.config.BILLING_MODE === 'off') return 'self_hosted';
  return effectivePlan(deps, await loadSubscription(deps, userId), deps.now());
}

export async function hasPermission(deps: Deps, userId: string, permission: Permission): Promise<boolean> {
  return permissionsFor(await planOf(deps, userId)).permissions.includes(permission);
}

export const upgradeMessages: Record<
  'accounts.unlimited' | 'reports.advanced' | 'forecast.view' | 'whatsapp.capture' | 'savings.unlimited',
  string
> = {
  'accounts.unlimited': `El plan Gratis incluye hasta ${freeLimits.accounts} cuentas activas. Pásate a Premium para agregar más; tus cuentas actuales siguen siendo tuyas.`,
  'reports.advanced': `El plan Gratis muestra reportes de los últimos ${freeLimits.reportHistoryMonths} meses. Pásate a Premium para ver todo tu historial; tus movimientos anteriores siguen en Transacciones y en la exportación CSV.`,
  'forecast.view': 'La proyección de flujo de caja es parte de Premium. Pásate a Premium para verla.',
  'whatsapp.capture': 'Registrar movimientos por WhatsApp es parte de Premium. Pásate a Premium para usarlo.',
  'savings.unlimited': `El plan Gratis incluye hasta ${freeLimits.savingsGoals} metas de ahorro sin archivar. Pásate a Premium para crear más; tus metas actuales siguen siendo tuyas.`,
};

/** Header that tells the web app this 403 is the plan's, so it shows the upgrade prompt. */
export const PLAN_REQUIRED_HEADER = 'x-plan-required';

export class PlanRequiredError extends HttpError {
  constructor(message: string) {
    super(403, [{ message }]);
  }
}

export function planRequired(permission: keyof typeof upgradeMessages): PlanRequiredError {
  return new PlanRequiredError(upgradeMessages[permission]);
}

/** Throws the Spanish 403 unless the user's plan has `permission`. */
export async function assertPermission(
  deps: Deps,
  userId: string,
  permission: keyof typeof upgradeMessages,
): Promise<void> {
  if (!(await hasPermission(deps, userId, permission))) throw planRequired(permission);
}

/** preHandler for a route that Premium unlocks as a whole. */
export function requirePermission(deps: Deps, permission: keyof typeof upgradeMessages) {
  return async (request: FastifyRequest) => assertPermission(deps, sessionOf(request).userId, permission);
}

const limited = {
  accounts: {
    permission: 'accounts.unlimited',
    max: freeLimits.accounts,
    count: (tx: Tx, userId: string) =>
      tx
        .select({ total: count() })
        .from(accounts)
        .where(and(eq(accounts.userId, userId), isNull(accounts.archivedAt))),
  },
  savingsGoals: {
    permission: 'savings.unlimited',
    max: freeLimits.savingsGoals,
    count: (tx: Tx, userId: string) =>
      tx
        .select({ total: count() })
        .from(savingsGoals)
        .where(and(eq(savingsGoals.userId, userId), ne(savingsGoals.status, 'archived'))),
  },
} as const;

/**
 * Adds one row of a resource Gratis limits (decision 014): active accounts, goals not archived.
 * The count and the insert run in one transaction under a per-user, per-resource advisory lock,
 * so creations sent at once are counted one after the other and never pass the limit together
 * (decision 033). `insert` must use `tx` only: the lock holds a connection of the pool.
 */
export async function insertWithinPlan<T>(
  deps: Deps,
  userId: string,
  resource: keyof typeof limited,
  insert: (tx: Tx) => Promise<T>,
): Promise<T> {
  const limit = limited[resource];
  const capped = deps.config.BILLING_MODE !== 'off' && !(await hasPermission(deps, userId, limit.permission));
  return deps.db.transaction(async (tx) => {
    if (capped) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`plan-limit:${resource}:${userId}`}, 0))`);
      const [row] = await limit.count(tx, userId);
      if ((row?.total ?? 0) >= limit.max) throw planRequired(limit.permission);
    }
    return insert(tx);
  });
}
