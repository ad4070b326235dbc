import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysInMonth } from './periods.ts';
import {
  addDays,
  nextOccurrence,
  occurrencesUntil,
  recurrenceKinds,
  recurrenceLabels,
  type Recurrence,
} from './recurrence.ts';

/** Follows `nextOccurrence` `count` times from `due`. */
function walk(due: string, recurrence: Recurrence, count: number): string[] {
  const dates = [due];
  for (let index = 0; index < count; index++) dates.push(nextOccurrence(dates.at(-1)!, recurrence)!);
  return dates;
}

describe('nextOccurrence', () => {
  it('weekly adds seven days, across month and year ends', () => {
    expect(nextOccurrence('2026-03-02', { kind: 'weekly' })).toBe('2026-03-09');
    expect(nextOccurrence('2026-01-29', { kind: 'weekly' })).toBe('2026-02-05');
    expect(nextOccurrence('2026-12-28', { kind: 'weekly' })).toBe('2027-01-04');
  });

  it('every_n_weeks adds 7·n days (2 and 3 weeks), and at least one week', () => {
    expect(nextOccurrence('2026-03-02', { kind: 'every_n_weeks', interval: 2 })).toBe('2026-03-16');
    expect(nextOccurrence('2026-12-21', { kind: 'every_n_weeks', interval: 2 })).toBe('2027-01-04');
    expect(nextOccurrence('2026-03-02', { kind: 'every_n_weeks', interval: 3 })).toBe('2026-03-23');
    expect(walk('2026-02-10', { kind: 'every_n_weeks', interval: 3 }, 3)).toEqual([
      '2026-02-10',
      '2026-03-03',
      '2026-03-24',
      '2026-04-14',
    ]);
    expect(nextOccurrence('2026-03-02', { kind: 'every_n_weeks' })).toBe('2026-03-09');
    expect(nextOccurrence('2026-03-02', { kind: 'every_n_weeks', interval: null })).toBe('2026-03-09');
  });

  it('monthly_day with an interval counts months: every two months, every quarter, day kept', () => {
    expect(walk('2026-01-31', { kind: 'monthly_day', day: 31, interval: 2 }, 3)).toEqual([
      '2026-01-31',
      '2026-03-31',
      '2026-05-31',
      '2026-07-31',
    ]);
    expect(walk('2026-11-30', { kind: 'monthly_day', day: 30, interval: 3 }, 2)).toEqual([
      '2026-11-30',
      '2027-02-28',
      '2027-05-30',
    ]);
    expect(nextOccurrence('2026-03-05', { kind: 'monthly_day', day: 5, interval: null })).toBe('2026-04-05');
  });

  it('monthly_day 31 falls on 28 February 2026, then returns to 31 March', () => {
    const rule: Recurrence = { kind: 'monthly_day', day: 31 };
    expect(walk('2026-01-31', rule, 4)).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31']);
  });

  it('monthly_day 31 falls on 29 February in the leap year 2028', () => {
    const rule: Recurrence = { kind: 'monthly_day', day: 31 };
    expect(walk('2028-01-31', rule, 2)).toEqual(['2028-01-31', '2028-02-29', '2028-03-31']);
  });

  it('monthly_day 30 clamps in February only', () => {
    const rule: Recurrence = { kind: 'monthly_day', day: 30 };
    expect(walk('2026-01-30', rule, 3)).toEqual(['2026-01-30', '2026-02-28', '2026-03-30', '2026-04-30']);
    expect(nextOccurrence('2028-01-30', rule)).toBe('2028-02-29');
  });

  it('monthly_day moves to the configured day even from another day, and crosses December', () => {
    expect(nextOccurrence('2026-01-10', { kind: 'monthly_day', day: 15 })).toBe('2026-02-15');
    expect(nextOccurrence('2026-12-05', { kind: 'monthly_day', day: 5 })).toBe('2027-01-05');
    expect(nextOccurrence('2026-12-31', { kind: 'monthly_day', day: 31 })).toBe('2027-01-31');
  });

  it('monthly_last lands on the last day of every following month, December → January included', () => {
    const rule: Recurrence = { kind: 'monthly_last' };
    expect(walk('2026-01-31', rule, 4)).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31']);
    expect(walk('2027-11-30', rule, 3)).toEqual(['2027-11-30', '2027-12-31', '2028-01-31', '2028-02-29']);
    expect(nextOccurrence('2026-12-31', rule)).toBe('2027-01-31');
  });

  it('yearly from 29 February 2028 falls on 28 February 2029', () => {
    expect(nextOccurrence('2028-02-29', { kind: 'yearly' })).toBe('2029-02-28');
    expect(nextOccurrence('2026-07-14', { kind: 'yearly' })).toBe('2027-07-14');
    expect(nextOccurrence('2026-12-31', { kind: 'yearly' })).toBe('2027-12-31');
  });

  it('yearly with day 29 returns to 29 February in the next leap year', () => {
    expect(walk('2028-02-29', { kind: 'yearly', day: 29 }, 4)).toEqual([
      '2028-02-29',
      '2029-02-28',
      '2030-02-28',
      '2031-02-28',
      '2032-02-29',
    ]);
  });

  it('once has no next occurrence', () => {
    expect(nextOccurrence('2026-05-01', { kind: 'once' })).toBeNull();
  });

  it('labels every kind in Spanish', () => {
    for (const kind of recurrenceKinds) expect(recurrenceLabels[kind]).toMatch(/^[A-ZÁÉÍÓÚ]/);
  });
});

describe('occurrencesUntil', () => {
  it('includes the start and the limit date itself', () => {
    expect(occurrencesUntil('2026-03-02', { kind: 'weekly' }, '2026-03-23')).toEqual([
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
      '2026-03-23',
    ]);
  });

  it('stops before a limit that falls between occurrences', () => {
    expect(occurrencesUntil('2026-03-02', { kind: 'weekly' }, '2026-03-22')).toEqual([
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
    ]);
  });

  it('is empty when the start is after the limit', () => {
    expect(occurrencesUntil('2026-04-01', { kind: 'monthly_last' }, '2026-03-31')).toEqual([]);
  });

  it('yields a one-off once', () => {
    expect(occurrencesUntil('2026-03-10', { kind: 'once' }, '2030-01-01')).toEqual(['2026-03-10']);
  });

  it('honours the max count', () => {
    expect(occurrencesUntil('2026-01-01', { kind: 'weekly' }, '2099-12-31', 5)).toHaveLength(5);
    expect(occurrencesUntil('2026-01-01', { kind: 'weekly' }, '2099-12-31')).toHaveLength(400);
  });

  it('expands monthly_day 31 over a year with the clamped months', () => {
    const dates = occurrencesUntil('2026-01-31', { kind: 'monthly_day', day: 31 }, '2026-12-31');
    expect(dates).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
      '2026-06-30',
      '2026-07-31',
      '2026-08-31',
      '2026-09-30',
      '2026-10-31',
      '2026-11-30',
      '2026-12-31',
    ]);
  });
});

const isoDateArb = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

const recurrenceArb: fc.Arbitrary<Recurrence> = fc.oneof(
  fc.constant<Recurrence>({ kind: 'once' }),
  fc.constant<Recurrence>({ kind: 'weekly' }),
  fc.integer({ min: 1, max: 52 }).map((interval): Recurrence => ({ kind: 'every_n_weeks', interval })),
  fc.integer({ min: 1, max: 31 }).map((day): Recurrence => ({ kind: 'monthly_day', day })),
  fc.constant<Recurrence>({ kind: 'monthly_last' }),
  fc.constant<Recurrence>({ kind: 'yearly' }),
);

describe('properties', () => {
  it('occurrences are strictly increasing valid calendar dates', () => {
    fc.assert(
      fc.property(isoDateArb, recurrenceArb, fc.integer({ min: 1, max: 2000 }), (due, recurrence, span) => {
        const dates = occurrencesUntil(due, recurrence, addDays(due, span));
        expect(dates[0]).toBe(due);
        for (let index = 1; index < dates.length; index++) {
          expect(dates[index]! > dates[index - 1]!).toBe(true);
          expect(new Date(`${dates[index]}T00:00:00Z`).toISOString().slice(0, 10)).toBe(dates[index]);
        }
        if (recurrence.kind === 'once') expect(dates).toEqual([due]);
      }),
    );
  });

  it('monthly_day occurrences fall on min(day, days in month), one per month', () => {
    fc.assert(
      fc.property(isoDateArb, fc.integer({ min: 1, max: 31 }), fc.integer({ min: 1, max: 40 }), (due, day, count) => {
        const dates = walk(due, { kind: 'monthly_day', day }, count).slice(1);
        let [previousYear, previousMonth] = due.split('-').map(Number) as [number, number];
        for (const date of dates) {
          const [year, month, dayOfMonth] = date.split('-').map(Number) as [number, number, number];
          expect(dayOfMonth).toBe(Math.min(day, daysInMonth(year, month)));
          expect(year * 12 + month).toBe(previousYear * 12 + previousMonth + 1);
          [previousYear, previousMonth] = [year, month];
        }
      }),
    );
  });

  it('monthly_last always lands on a month end', () => {
    fc.assert(
      fc.property(isoDateArb, fc.integer({ min: 1, max: 30 }), (due, count) => {
        for (const date of walk(due, { kind: 'monthly_last' }, count).slice(1)) {
          const [year, month, day] = date.split('-').map(Number) as [number, number, number];
          expect(day).toBe(daysInMonth(year, month));
        }
      }),
    );
  });
});
