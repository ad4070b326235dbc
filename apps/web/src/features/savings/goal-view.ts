import type { SavingsGoal } from '@cuentas/shared/schemas/savings';

/** The API's progress (0–1) as a whole percent from 0 to 100. */
export function goalPercent(progress: number): number {
  if (!Number.isFinite(progress) || progress <= 0) return 0;
  return Math.min(100, Math.floor(progress * 100));
}

/** What is still missing to reach the target (never negative). */
export function remainingAmount(goal: Pick<SavingsGoal, 'target_amount' | 'saved'>): number {
  return Math.max(0, goal.target_amount - goal.saved);
}

export type GoalBadge = { label: string; color: string };

/** The badges a goal card shows, in order: achieved first, then paused or archived. */
export function goalBadges(goal: Pick<SavingsGoal, 'achieved' | 'status'>): GoalBadge[] {
  const badges: GoalBadge[] = [];
  if (goal.achieved) badges.push({ label: '¡Logrado!', color: 'teal' });
  if (goal.status === 'paused') badges.push({ label: 'En pausa', color: 'gray' });
  if (goal.status === 'archived') badges.push({ label: 'Archivada', color: 'dark' });
  return badges;
}

/** Ring colour: achieved green, paused and archived grey, otherwise the app's colour. */
export function goalColor(goal: Pick<SavingsGoal, 'achieved' | 'status'>): string {
  if (goal.achieved) return 'teal';
  if (goal.status !== 'active') return 'gray';
  return 'cyan';
}

/**
 * The sentence under the numbers: how much to set aside each month, or why there is no such
 * figure (achieved, no date, date passed, paused).
 */
export function paceText(goal: SavingsGoal, today: string, money: (minor: number) => string): string | null {
  if (goal.achieved) return null;
  if (goal.status === 'paused') return 'En pausa: no cuenta para tu plan de ahorro mientras tanto.';
  if (goal.status === 'archived') return null;
  if (goal.target_date && goal.target_date < today)
    return `La fecha ya pasó y te faltan ${money(remainingAmount(goal))}. Ponle una nueva fecha.`;
  if (goal.monthly_needed !== null) return `Necesitas ahorrar ${money(goal.monthly_needed)} al mes`;
  return 'Ponle una fecha y te diremos cuánto ahorrar cada mes.';
}

const statusOrder = { active: 0, paused: 1, archived: 2 } as const satisfies Record<SavingsGoal['status'], number>;

/** Active goals first (the unfinished before the achieved), then paused; archived ones apart. */
export function splitGoals(goals: readonly SavingsGoal[]): { current: SavingsGoal[]; archived: SavingsGoal[] } {
  const current = goals
    .filter((goal) => goal.status !== 'archived')
    .sort((a, b) => statusOrder[a.status] - statusOrder[b.status] || Number(a.achieved) - Number(b.achieved));
  return { current, archived: goals.filter((goal) => goal.status === 'archived') };
}
