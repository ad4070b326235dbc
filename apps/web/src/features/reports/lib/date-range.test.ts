import { describe, expect, it } from 'vitest';
import {
  earliestDate,
  isIsoDate,
  monthStartBefore,
  resolveRange,
  userMonthStartBefore,
  userMonthsNote,
} from './date-range.ts';

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
    expect(resolveRange('custom', today, { from: '2024-01-01', to: '2024-12-31' })).toEqual({
      from: '2024-01-01',
      to: '2024-12-31',
    });
    expect(resolveRange('custom', today, { from: '2024-12-31', to: '2024-01-01' })).toEqual({
      from: '2025-06-01',
      to: today,
    });
    expect(resolveRange('custom', today, { from: '2024-02-30', to: '2024-03-01' })).toEqual({
      from: '2025-06-01',
      to: today,
    });
  });

  it('handles year boundaries and odd dates', () => {
    expect(monthStartBefore('2026-01-31', 1)).toBe('2025-12-01');
    expect(monthStartBefore('2026-01-31', 13)).toBe('2024-12-01');
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(earliestDate(['2024-05-01', null, 'x', '2023-01-02'])).toBe('2023-01-02');
    expect(earliestDate([])).toBeNull();
  });

  it("counts the user's months when they start on payday", () => {
    // 14 May 2026 falls in the month that started on 25 April; twelve months back is 25 May 2025.
    expect(resolveRange('12m', today, {}, null, 25)).toEqual({ from: '2025-05-25', to: today });
    expect(resolveRange('3m', today, {}, null, 25)).toEqual({ from: '2026-02-25', to: today });
    // On the 26th a new month has begun: it is the twelfth.
    expect(resolveRange('12m', '2026-05-26', {}, null, 25)).toEqual({ from: '2025-06-25', to: '2026-05-26' });
    // Other ranges start where the user's month of their first day starts.
    expect(resolveRange('ytd', today, {}, null, 25)).toEqual({ from: '2025-12-25', to: today });
    expect(resolveRange('custom', today, { from: '2026-01-10', to: '2026-01-31' }, null, 25)).toEqual({
      from: '2025-12-25',
      to: '2026-01-31',
    });
    expect(resolveRange('all', today, {}, '2019-03-30', 25)).toEqual({ from: '2019-03-25', to: today });
    expect(resolveRange('custom', today, { from: 'x' }, null, 25)).toEqual({ from: '2025-05-25', to: today });
    // A start day past a short month's end starts that month on its last day, as the budget does.
    expect(userMonthStartBefore('2026-03-10', 1, 31)).toBe('2026-01-31');
    expect(userMonthStartBefore('2026-03-31', 1, 31)).toBe('2026-02-28');
  });

  it('says how the months run only when they do not start on the 1st', () => {
    expect(userMonthsNote(1)).toBeNull();
    expect(userMonthsNote(25)).toBe('meses del 25 al 24, como en tu presupuesto');
  });
});
