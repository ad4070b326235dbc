import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysInMonth, periodContaining, periodOf } from '@cuentas/shared/periods';
import { daysOf, edgePlan, movedToPeriods, shiftMonth, sideFor, stretchOf } from './month-edges.ts';

// The user's months read as calendar-month totals corrected by edge stretches (decision 022) give
// exactly what summing each movement into the month that contains it gives.

type Row = { month: string; income: number; expense: number };
type Movement = { date: string; amount: number };

const FIRST_DAY = Date.UTC(2023, 0, 1);
const dateOf = (offset: number) => new Date(FIRST_DAY + offset * 86_400_000).toISOString().slice(0, 10);
const monthOf = (date: string) => `${date.slice(0, 7)}-01`;

function sums(movements: Movement[], keyOf: (movement: Movement) => string | null): Map<string, Row> {
  const out = new Map<string, Row>();
  for (const movement of movements) {
    const key = keyOf(movement);
    if (key === null) continue;
    const row = out.get(key) ?? { month: key, income: 0, expense: 0 };
    if (movement.amount > 0) row.income += movement.amount;
    else row.expense += movement.amount;
    out.set(key, row);
  }
  return out;
}

const movementArb = fc.record({
  offset: fc.integer({ min: 0, max: 800 }),
  amount: fc.integer({ min: -50_000, max: 50_000 }).filter((value) => value !== 0),
});

describe('user months from calendar totals and edge stretches', () => {
  it('equal the row-by-row sums for any start day and range', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 31 }),
        fc.array(movementArb, { maxLength: 120 }),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 1, max: 6 }),
        (startDay, raw, firstIndex, count) => {
          const movements = raw.map(({ offset, amount }) => ({ date: dateOf(offset), amount }));
          const periods = Array.from({ length: count }, (_, index) => shiftMonth('2023-01-01', firstIndex + index));
          const plan = edgePlan(periods, startDay);
          // What the database gives: whole calendar months, and the rows of each stretch.
          const whole = [
            ...sums(movements, (m) =>
              monthOf(m.date) >= plan.wholeFirst && monthOf(m.date) <= plan.wholeLast ? monthOf(m.date) : null,
            ).values(),
          ];
          const edges = [
            ...sums(
              movements,
              (m) => plan.stretches.find((s) => m.date >= s.from && m.date <= s.to)?.month ?? null,
            ).values(),
          ];
          const got = new Map(movedToPeriods(plan, whole, edges, () => 'all').map((row) => [row.month, row]));
          // What it must equal: each movement in the user month that contains it.
          const expected = sums(movements, (m) => {
            const key = `${periodContaining(m.date, startDay).label}-01`;
            return periods.includes(key) ? key : null;
          });
          for (const period of periods) {
            const want = expected.get(period) ?? { month: period, income: 0, expense: 0 };
            const have = got.get(period) ?? { month: period, income: 0, expense: 0 };
            expect({ period, startDay, income: have.income, expense: have.expense }).toEqual({
              period,
              startDay,
              income: want.income,
              expense: want.expense,
            });
          }
          expect([...got.keys()].every((key) => periods.includes(key))).toBe(true);
        },
      ),
      { numRuns: 400 },
    );
  });

  it.each([
    [2, '2025-02-01', { from: '2025-02-01', to: '2025-02-01' }],
    [16, '2025-02-01', { from: '2025-02-01', to: '2025-02-15' }],
    [17, '2025-02-01', { from: '2025-02-17', to: '2025-02-28' }],
    [25, '2025-01-01', { from: '2025-01-25', to: '2025-01-31' }],
    [31, '2025-02-01', { from: '2025-02-28', to: '2025-02-28' }],
    [30, '2024-02-01', { from: '2024-02-29', to: '2024-02-29' }],
  ])('start day %i reads the short side of %s', (startDay, month, dates) => {
    expect(stretchOf(month, startDay, sideFor(startDay))).toEqual({ month, ...dates });
  });

  it('lists the days of a stretch, the array the database reads them by', () => {
    expect(daysOf(stretchOf('2025-02-01', 25, 'tail'))).toEqual([
      '2025-02-25',
      '2025-02-26',
      '2025-02-27',
      '2025-02-28',
    ]);
    expect(daysOf(stretchOf('2025-03-01', 3, 'head'))).toEqual(['2025-03-01', '2025-03-02']);
  });

  it('never reads more than 16 days of a month row by row', () => {
    for (let startDay = 2; startDay <= 31; startDay++) {
      for (let index = 0; index < 12; index++) {
        const month = shiftMonth('2024-01-01', index);
        const stretch = stretchOf(month, startDay, sideFor(startDay));
        const days = (Date.parse(stretch.to) - Date.parse(stretch.from)) / 86_400_000 + 1;
        expect(days, `${startDay} ${month}`).toBeLessThanOrEqual(16);
        expect(days).toBeGreaterThan(0);
        // The stretch ends the day before the user month starts, or starts on that day.
        const start = periodOf(2024, index + 1, startDay).from;
        expect(sideFor(startDay) === 'head' ? stretch.to < start : stretch.from === start).toBe(true);
        expect(Number(stretch.to.slice(8))).toBeLessThanOrEqual(daysInMonth(2024, index + 1));
      }
    }
  });
});
