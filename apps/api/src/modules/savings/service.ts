import { changedColumns } from '../../db/changes.ts';
import { and, asc, eq, gt, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { isCurrencyCode } from '@cuentas/shared/money';
import type {
  CreateContributionSchema,
  CreateSavingsGoalSchema,
  SavingsGoal,
  UpdateSavingsGoalSchema,
} from '@cuentas/shared/schemas/savings';
import type { z } from 'zod';
import { savingsContributions, savingsGoals, transactions } from '../../db/schema/index.ts';
import { type SessionInfo, todayFor } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { uuidv7 } from '../../lib/ids.ts';
import { type AccountView, visibleOptionalAccount } from '../../db/visible-accounts.ts';
import { requireAccount } from '../kernel/ownership.ts';
import { insertWithinPlan } from '../kernel/plan.ts';

type GoalRow = typeof savingsGoals.$inferSelect;

export const savingsMessages = {
  notFound: 'No encontramos esta meta',
  unknownCurrency: 'No reconocemos esta moneda',
  accountCurrency: 'La cuenta vinculada debe estar en la moneda de la meta',
  deleted: 'Meta eliminada',
  contributionDeleted: 'Aporte eliminado',
};

/** Whole months from `from` to `to`, counting the current one (at least 1). */
export function monthsLeft(from: string, to: string): number {
  const [fy, fm] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  return Math.max(1, (ty - fy) * 12 + (tm - fm) + 1);
}

export function goalView(row: GoalRow, saved: number, today: string): SavingsGoal {
  const achieved = saved >= row.targetAmount;
  const remaining = Math.max(0, row.targetAmount - saved);
  return {
    id: row.id,
    name: row.name,
    target_amount: row.targetAmount,
    currency: row.currency,
    target_date: row.targetDate,
    account_id: row.accountId,
    status: row.status,
    saved,
    progress: Math.max(0, Math.min(1, Math.round((saved / row.targetAmount) * 1000) / 1000)),
    achieved,
    monthly_needed:
      achieved || !row.targetDate || row.targetDate < today
        ? null
        : Math.ceil(remaining / monthsLeft(today, row.targetDate)),
    created_at: row.createdAt.toISOString(),
  };
}

/** Manual contributions plus, for a linked account, the transfers that arrived there since the goal began. */
async function savedAmounts(deps: Deps, userId: string, goals: GoalRow[]): Promise<Map<string, number>> {
  const saved = new Map<string, number>(goals.map((goal) => [goal.id, 0]));
  if (goals.length === 0) return saved;
  const manual = await deps.db
    .select({ goalId: savingsContributions.goalId, sum: sql<string>`sum(${savingsContributions.amount})` })
    .from(savingsContributions)
    .where(
      and(
        eq(savingsContributions.userId, userId),
        inArray(
          savingsContributions.goalId,
          goals.map((goal) => goal.id),
        ),
      ),
    )
    .groupBy(savingsContributions.goalId);
  for (const row of manual) saved.set(row.goalId, Number(row.sum));
  for (const goal of goals.filter((candidate) => candidate.accountId)) {
    const [row] = await deps.db
      .select({ sum: sql<string>`coalesce(sum(${transactions.amount}), 0)` })
      .from(transactions)
      .where(
        and(
          eq(transactions.userId, userId),
          eq(transactions.accountId, goal.accountId!),
          isNotNull(transactions.transferId),
          gt(transactions.amount, 0),
          gte(transactions.date, goal.createdAt.toISOString().slice(0, 10)),
        ),
      );
    saved.set(goal.id, (saved.get(goal.id) ?? 0) + Number(row?.sum ?? 0));
  }
  return saved;
}

/**
 * A goal linked to another member's private account is theirs: its progress is that account's
 * movements, so it is hidden with the account (decision 049) and answers 404 like an unknown id.
 */
async function requireGoal(deps: Deps, session: SessionInfo, id: string): Promise<GoalRow> {
  const [row] = await deps.db
    .select()
    .from(savingsGoals)
    .where(
      and(
        eq(savingsGoals.id, id),
        eq(savingsGoals.userId, session.userId),
        visibleOptionalAccount(savingsGoals.accountId, session),
      ),
    )
    .limit(1);
  if (!row) throw notFound(savingsMessages.notFound);
  return row;
}

export async function listGoals(deps: Deps, session: SessionInfo): Promise<SavingsGoal[]> {
  const rows = await deps.db
    .select()
    .from(savingsGoals)
    .where(and(eq(savingsGoals.userId, session.userId), visibleOptionalAccount(savingsGoals.accountId, session)))
    .orderBy(asc(savingsGoals.createdAt));
  const saved = await savedAmounts(deps, session.userId, rows);
  const today = todayFor(deps, session);
  return rows.map((row) => goalView(row, saved.get(row.id) ?? 0, today));
}

export async function getGoal(deps: Deps, session: SessionInfo, id: string): Promise<SavingsGoal> {
  const row = await requireGoal(deps, session, id);
  const saved = await savedAmounts(deps, session.userId, [row]);
  return goalView(row, saved.get(row.id) ?? 0, todayFor(deps, session));
}

async function checkGoalInput(
  deps: Deps,
  session: SessionInfo & AccountView,
  currency: string,
  accountId: string | null | undefined,
) {
  if (!isCurrencyCode(currency)) throw badRequest(savingsMessages.unknownCurrency, 'currency');
  if (accountId) {
    const account = await requireAccount(deps.db, session.userId, accountId, 'account_id', session);
    if (account.currency !== currency) throw badRequest(savingsMessages.accountCurrency, 'account_id');
  }
}

export async function createGoal(
  deps: Deps,
  session: SessionInfo,
  input: z.output<typeof CreateSavingsGoalSchema>,
): Promise<SavingsGoal> {
  await checkGoalInput(deps, session, input.currency, input.account_id);
  // Gratis keeps up to 3 goals that are not archived (decision 014), counted under a lock.
  const row = await insertWithinPlan(deps, session.userId, 'savingsGoals', async (tx) => {
    const [inserted] = await tx
      .insert(savingsGoals)
      .values({
        id: uuidv7(),
        userId: session.userId,
        name: input.name,
        targetAmount: input.target_amount,
        currency: input.currency,
        targetDate: input.target_date ?? null,
        accountId: input.account_id ?? null,
        createdAt: deps.now(),
      })
      .returning();
    return inserted!;
  });
  return goalView(row, 0, todayFor(deps, session));
}

export async function updateGoal(
  deps: Deps,
  session: SessionInfo,
  id: string,
  input: z.output<typeof UpdateSavingsGoalSchema>,
): Promise<SavingsGoal> {
  const current = await requireGoal(deps, session, id);
  await checkGoalInput(
    deps,
    session,
    input.currency ?? current.currency,
    input.account_id === undefined ? current.accountId : input.account_id,
  );
  const changes = changedColumns({
    name: input.name,
    targetAmount: input.target_amount,
    currency: input.currency,
    targetDate: input.target_date,
    accountId: input.account_id,
    status: input.status,
  });
  if (!changes) return getGoal(deps, session, id);
  await deps.db
    .update(savingsGoals)
    .set(changes)
    .where(and(eq(savingsGoals.id, id), eq(savingsGoals.userId, session.userId)));
  return getGoal(deps, session, id);
}

export async function deleteGoal(deps: Deps, session: SessionInfo, id: string): Promise<{ message: string }> {
  await requireGoal(deps, session, id);
  await deps.db.delete(savingsGoals).where(and(eq(savingsGoals.id, id), eq(savingsGoals.userId, session.userId)));
  return { message: savingsMessages.deleted };
}

export async function listContributions(deps: Deps, session: SessionInfo, id: string) {
  const goal = await requireGoal(deps, session, id);
  const manual = await deps.db
    .select()
    .from(savingsContributions)
    .where(eq(savingsContributions.goalId, goal.id))
    .orderBy(asc(savingsContributions.date));
  const transfers = goal.accountId
    ? await deps.db
        .select({ id: transactions.id, amount: transactions.amount, date: transactions.date, note: transactions.payee })
        .from(transactions)
        .where(
          and(
            eq(transactions.userId, session.userId),
            eq(transactions.accountId, goal.accountId),
            isNotNull(transactions.transferId),
            gt(transactions.amount, 0),
            gte(transactions.date, goal.createdAt.toISOString().slice(0, 10)),
          ),
        )
    : [];
  return [
    ...manual.map((row) => ({
      id: row.id,
      amount: row.amount,
      date: row.date,
      note: row.note,
      source: 'manual' as const,
    })),
    ...transfers.map((row) => ({ ...row, source: 'transfer' as const })),
  ].sort((a, b) => (a.date < b.date ? 1 : -1));
}

export async function addContribution(
  deps: Deps,
  session: SessionInfo,
  id: string,
  input: z.output<typeof CreateContributionSchema>,
): Promise<SavingsGoal> {
  await requireGoal(deps, session, id);
  await deps.db.insert(savingsContributions).values({
    id: uuidv7(),
    goalId: id,
    userId: session.userId,
    amount: input.amount,
    date: input.date,
    note: input.note,
  });
  return getGoal(deps, session, id);
}

export async function deleteContribution(
  deps: Deps,
  session: SessionInfo,
  id: string,
  contributionId: string,
): Promise<{ message: string }> {
  await requireGoal(deps, session, id);
  const deleted = await deps.db
    .delete(savingsContributions)
    .where(
      and(
        eq(savingsContributions.id, contributionId),
        eq(savingsContributions.goalId, id),
        eq(savingsContributions.userId, session.userId),
      ),
    )
    .returning({ id: savingsContributions.id });
  if (deleted.length === 0) throw notFound('No encontramos este aporte');
  return { message: savingsMessages.contributionDeleted };
}
