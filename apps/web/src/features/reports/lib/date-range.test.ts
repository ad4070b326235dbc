import { describe, expect, it } from 'vitest';
import { earliestDate, isIsoDate, monthStartBefore, resolveRange } from './date-range.ts';

const today = '2026-05-14';

describe('date range presets', () => {
  it('covers whole months ending today', () => {
    expect(resolveRange('3m', today)).toEqual({ from: '2026-03-01', to: today });
    expect(resolveRange('6m', today)).toEqual({ from: '2025-12-01', to: today });
    expect(resolveRange('12m', today)).toEqual({ from: '2025-06-01', to: today });
    expect(resolveRange('ytd', today)).toEqual({ from: '2026-01-01', to: today });
  });

  it('starts "Todo" at the oldest account, or a year back without one', () => {
    expect(resolveRange('all', today, {}, '2019-03-10')).toEqual({ from: '2019-03-10', to: today });
    expect(resolveRange('all', today, {}, null)).toEqual({ from: '2025-06-01', to: today });
    expect(resolveRange('all', today, {}, '2027-01-01')).toEqual({ from: '2025-06-01', to: today });
  });

  it('uses a valid custom range and ignores a broken one', () => {
    expect(resolveRange('custom', today, { from: '2024-01-01', to: '2024-12-31' })).toEqual({ from: '2024-01-01', to: '2024-12-31' });
    expect(resolveRange('custom', today, { from: '2024-12-31', to: '2024-01-01' })).toEqual({ from: '2025-06-01', to: today });
    expect(resolveRange('custom', today, { from: '2024-02-30', to: '2024-03-01' })).toEqual({ from: '2025-06-01', to: today });
  });

  it('handles year boundaries and odd dates', () => {
    expect(monthStartBefore('2026-01-31', 1)).toBe('2025-12-01');
    expect(monthStartBefore('2026-01-31', 13)).toBe('2024-12-01');
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(earliestDate(['2024-05-01', null, 'x', '2023-01-02'])).toBe('2023-01-02');
    expect(earliestDate([])).toBeNull();
  });
});
