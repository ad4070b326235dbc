import { describe, expect, it } from 'vitest';
import { progressCaption, progressPercent, statusColor, statusLabel, usedPercentLabel } from './budget-status.ts';

describe('budget status', () => {
  it('colours green, yellow and red', () => {
    expect(statusColor('ok')).toBe('teal');
    expect(statusColor('warning')).toBe('yellow');
    expect(statusColor('over')).toBe('red');
    expect(statusColor('at_limit')).toBe('orange');
  });

  it('puts the status in words too', () => {
    expect(statusLabel('ok')).toBe('Vas bien');
    expect(statusLabel('warning')).toBe('Cerca del límite');
    expect(statusLabel('over')).toBe('Te pasaste');
    expect(statusLabel('at_limit')).toBe('Al límite');
  });

  it('clamps the bar between 0 and 100', () => {
    expect(progressPercent(0)).toBe(0);
    expect(progressPercent(0.456)).toBe(46);
    expect(progressPercent(1.3)).toBe(100);
    expect(progressPercent(-0.2)).toBe(0);
    expect(progressPercent(Number.NaN)).toBe(0);
  });

  it('shows the real percent used, also past 100', () => {
    expect(usedPercentLabel(0.8)).toBe('80 %');
    expect(usedPercentLabel(1.125)).toBe('113 %');
    expect(usedPercentLabel(-1)).toBe('0 %');
  });

  it('says "Sin presupuesto" when money left an empty category', () => {
    expect(progressCaption({ budgeted: 0, carried: 0, spent: 500, progress: 1, status: 'over' })).toBe(
      'Sin presupuesto',
    );
    expect(progressCaption({ budgeted: 1000, carried: -1000, spent: 500, progress: 1, status: 'over' })).toBe(
      'Sin presupuesto',
    );
    expect(progressCaption({ budgeted: 1000, carried: 0, spent: 850, progress: 0.85, status: 'warning' })).toBe(
      '85 % · Cerca del límite',
    );
  });
});
