import { formatMoney } from '@cuentas/shared/money';
import type { SavingsGoal } from '@cuentas/shared/schemas/savings';
import { describe, expect, it } from 'vitest';
import { goalBadges, goalColor, goalPercent, paceText, remainingAmount, splitGoals } from './goal-view.ts';

const goal = (overrides: Partial<SavingsGoal> = {}): SavingsGoal => ({
  id: overrides.id ?? 'g1',
  name: 'Viaje',
  target_amount: 150000,
  currency: 'EUR',
  target_date: '2027-06-30',
  account_id: null,
  status: 'active',
  saved: 25050,
  progress: 0.167,
  achieved: false,
  monthly_needed: 15619,
  created_at: '2026-11-22T10:00:00.000Z',
  ...overrides,
});
const money = (minor: number) => formatMoney(minor, 'EUR', 'es-ES');

describe('goal view', () => {
  it('turns progress into a whole percent from 0 to 100', () => {
    expect(goalPercent(0.167)).toBe(16);
    expect(goalPercent(1)).toBe(100);
    expect(goalPercent(1.4)).toBe(100);
    expect(goalPercent(-0.1)).toBe(0);
    expect(goalPercent(0.999)).toBe(99);
  });

  it('never shows a negative remainder', () => {
    expect(remainingAmount(goal())).toBe(124950);
    expect(remainingAmount(goal({ saved: 200000 }))).toBe(0);
  });

  it('badges achieved, paused and archived goals', () => {
    expect(goalBadges(goal())).toEqual([]);
    expect(goalBadges(goal({ achieved: true })).map((badge) => badge.label)).toEqual(['¡Logrado!']);
    expect(goalBadges(goal({ status: 'paused' })).map((badge) => badge.label)).toEqual(['En pausa']);
    expect(goalBadges(goal({ achieved: true, status: 'archived' })).map((badge) => badge.label)).toEqual([
      '¡Logrado!',
      'Archivada',
    ]);
    expect(goalColor(goal({ achieved: true }))).toBe('teal');
    expect(goalColor(goal({ status: 'paused' }))).toBe('gray');
    expect(goalColor(goal())).toBe('cyan');
  });

  it('says how much to save each month, or why not', () => {
    const today = '2026-11-22';
    expect(paceText(goal(), today, money)).toBe(`Necesitas ahorrar ${money(15619)} al mes`);
    expect(paceText(goal({ achieved: true, monthly_needed: null }), today, money)).toBeNull();
    expect(paceText(goal({ target_date: null, monthly_needed: null }), today, money)).toBe(
      'Ponle una fecha y te diremos cuánto ahorrar cada mes.',
    );
    expect(paceText(goal({ target_date: '2026-10-01', monthly_needed: null }), today, money)).toContain(
      'La fecha ya pasó',
    );
    expect(paceText(goal({ status: 'paused' }), today, money)).toContain('En pausa');
  });

  it('lists active goals first and keeps archived ones apart', () => {
    const goals = [
      goal({ id: 'archived', status: 'archived' }),
      goal({ id: 'paused', status: 'paused' }),
      goal({ id: 'done', achieved: true }),
      goal({ id: 'going' }),
    ];
    const { current, archived } = splitGoals(goals);
    expect(current.map((item) => item.id)).toEqual(['going', 'done', 'paused']);
    expect(archived.map((item) => item.id)).toEqual(['archived']);
  });
});
