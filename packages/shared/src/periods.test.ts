import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysInMonth, monthEnd, periodContaining, periodOf, toIsoDate } from './periods.ts';

const addDays = (iso: string, days: number) => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/** Any calendar date from 1990 to 2099. */
const isoDateArb = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const startDayArb = fc.integer({ min: 1, max: 31 });

describe('periodOf', () => {
  it('with start day 1 is the calendar month', () => {
    expect(periodOf(2026, 1, 1)).toEqual({ from: '2026-01-01', to: '2026-01-31', label: '2026-01' });
    expect(periodOf(2026, 2, 1)).toEqual({ from: '2026-02-01', to: '2026-02-28', label: '2026-02' });
    expect(periodOf(2028, 2, 1)).toEqual({ from: '2028-02-01', to: '2028-02-29', label: '2028-02' });
    expect(periodOf(2026, 12, 1)).toEqual({ from: '2026-12-01', to: '2026-12-31', label: '2026-12' });
  });

  it('with start day 15 runs from the 15th to the 14th of the next month', () => {
    expect(periodOf(2026, 1, 15)).toEqual({ from: '2026-01-15', to: '2026-02-14', label: '2026-01' });
    expect(periodOf(2026, 2, 15)).toEqual({ from: '2026-02-15', to: '2026-03-14', label: '2026-02' });
  });

  it('with start day 25 crosses December into January of the next year', () => {
    expect(periodOf(2026, 12, 25)).toEqual({ from: '2026-12-25', to: '2027-01-24', label: '2026-12' });
    expect(periodOf(2027, 1, 25)).toEqual({ from: '2027-01-25', to: '2027-02-24', label: '2027-01' });
  });

  it('with start day 31 clamps to the last day of shorter months', () => {
    // February has no 31st: its period starts on the 28th, so January's ends on the 27th.
    expect(periodOf(2026, 1, 31)).toEqual({ from: '2026-01-31', to: '2026-02-27', label: '2026-01' });
    expect(periodOf(2026, 2, 31)).toEqual({ from: '2026-02-28', to: '2026-03-30', label: '2026-02' });
    expect(periodOf(2026, 4, 31)).toEqual({ from: '2026-04-30', to: '2026-05-30', label: '2026-04' });
    expect(periodOf(2026, 12, 31)).toEqual({ from: '2026-12-31', to: '2027-01-30', label: '2026-12' });
  });

  it('uses 29 February in the leap year 2028', () => {
    expect(periodOf(2028, 1, 31)).toEqual({ from: '2028-01-31', to: '2028-02-28', label: '2028-01' });
    expect(periodOf(2028, 2, 31)).toEqual({ from: '2028-02-29', to: '2028-03-30', label: '2028-02' });
    expect(periodOf(2028, 2, 30)).toEqual({ from: '2028-02-29', to: '2028-03-29', label: '2028-02' });
    expect(periodOf(2028, 1, 30)).toEqual({ from: '2028-01-30', to: '2028-02-28', label: '2028-01' });
  });

  it('property: consecutive periods are contiguous and 28 to 31 days long', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1990, max: 2099 }),
        fc.integer({ min: 1, max: 12 }),
        startDayArb,
        (year, month, startDay) => {
          const period = periodOf(year, month, startDay);
          const next = month === 12 ? periodOf(year + 1, 1, startDay) : periodOf(year, month + 1, startDay);
          expect(addDays(period.to, 1)).toBe(next.from);
          const length = daysBetween(period.from, period.to) + 1;
          expect(length).toBeGreaterThanOrEqual(28);
          expect(length).toBeLessThanOrEqual(31);
          expect(period.from.slice(0, 7)).toBe(period.label);
        },
      ),
    );
  });
});

describe('periodContaining', () => {
  it('with start day 1 is the calendar month of the date', () => {
    expect(periodContaining('2026-03-01', 1)).toEqual(periodOf(2026, 3, 1));
    expect(periodContaining('2026-03-31', 1)).toEqual(periodOf(2026, 3, 1));
  });

  it('with start day 15 goes back to the previous month before the 15th', () => {
    expect(periodContaining('2026-03-14', 15)).toEqual({ from: '2026-02-15', to: '2026-03-14', label: '2026-02' });
    expect(periodContaining('2026-03-15', 15)).toEqual({ from: '2026-03-15', to: '2026-04-14', label: '2026-03' });
  });

  it('goes back from January to December of the previous year', () => {
    expect(periodContaining('2027-01-10', 25)).toEqual({ from: '2026-12-25', to: '2027-01-24', label: '2026-12' });
    expect(periodContaining('2027-01-24', 25)).toEqual({ from: '2026-12-25', to: '2027-01-24', label: '2026-12' });
    expect(periodContaining('2027-01-25', 25)).toEqual({ from: '2027-01-25', to: '2027-02-24', label: '2027-01' });
    expect(periodContaining('2026-01-05', 15)).toEqual({ from: '2025-12-15', to: '2026-01-14', label: '2025-12' });
  });

  it('with start day 31 finds the right period around February', () => {
    expect(periodContaining('2026-02-27', 31)).toEqual({ from: '2026-01-31', to: '2026-02-27', label: '2026-01' });
    expect(periodContaining('2026-02-28', 31)).toEqual({ from: '2026-02-28', to: '2026-03-30', label: '2026-02' });
    expect(periodContaining('2026-03-05', 31)).toEqual({ from: '2026-02-28', to: '2026-03-30', label: '2026-02' });
    expect(periodContaining('2026-03-31', 31)).toEqual({ from: '2026-03-31', to: '2026-04-29', label: '2026-03' });
    expect(periodContaining('2028-02-29', 31)).toEqual({ from: '2028-02-29', to: '2028-03-30', label: '2028-02' });
    expect(periodContaining('2028-02-28', 31)).toEqual({ from: '2028-01-31', to: '2028-02-28', label: '2028-01' });
  });

  it('property: the period contains the date, and the day after it starts the next one', () => {
    fc.assert(
      fc.property(isoDateArb, startDayArb, (date, startDay) => {
        const period = periodContaining(date, startDay);
        expect(period.from <= date && date <= period.to).toBe(true);
        const [year, month] = period.label.split('-').map(Number) as [number, number];
        expect(periodOf(year, month, startDay)).toEqual(period);
        expect(periodContaining(period.from, startDay)).toEqual(period);
        expect(periodContaining(period.to, startDay)).toEqual(period);
        expect(periodContaining(addDays(period.to, 1), startDay).from).toBe(addDays(period.to, 1));
      }),
    );
  });

  it('property: a period starts on the start day, or on the last day of a shorter month', () => {
    fc.assert(
      fc.property(isoDateArb, startDayArb, (date, startDay) => {
        const { from } = periodContaining(date, startDay);
        const [year, month, day] = from.split('-').map(Number) as [number, number, number];
        expect(day).toBe(Math.min(startDay, daysInMonth(year, month)));
      }),
    );
  });
});

describe('monthEnd', () => {
  it.each([
    ['2026-01-15', '2026-01-31'],
    ['2026-02-01', '2026-02-28'],
    ['2028-02-10', '2028-02-29'],
    ['2100-02-01', '2100-02-28'],
    ['2000-02-01', '2000-02-29'],
    ['2026-04-30', '2026-04-30'],
    ['2026-12-01', '2026-12-31'],
  ])('the month of %s ends on %s', (date, end) => {
    expect(monthEnd(date)).toBe(end);
  });

  it('property: the day after the month end is the first of a month', () => {
    fc.assert(
      fc.property(isoDateArb, (date) => {
        const end = monthEnd(date);
        expect(end.slice(0, 7)).toBe(date.slice(0, 7));
        expect(end >= date).toBe(true);
        expect(addDays(end, 1).slice(8)).toBe('01');
      }),
    );
  });
});

describe('toIsoDate and daysInMonth', () => {
  it('pad and count days', () => {
    expect(toIsoDate(2026, 3, 5)).toBe('2026-03-05');
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2026, 12)).toBe(31);
  });
});
