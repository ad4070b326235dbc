import { describe, expect, it } from 'vitest';
import { donutSectors, monotonePath, niceTicks, polar } from './chart-geometry.ts';

describe('the y axis of the net worth chart', () => {
  it('takes five round steps that cover the range, with zero among them when it crosses zero', () => {
    // A ledger that went from −8 M to +1.5 M: steps of 3 M, as the chart library drew it.
    expect(niceTicks(-8_000_000, 1_500_000)).toEqual([-9_000_000, -6_000_000, -3_000_000, 0, 3_000_000]);
    expect(niceTicks(0, 1234)).toEqual([0, 350, 700, 1050, 1400]);
    expect(niceTicks(0, 0.3)).toEqual([0, 0.075, 0.15, 0.225, 0.3]);
    // Only debts: the spare steps go below.
    expect(niceTicks(-5, 0)).toEqual([-8, -6, -4, -2, 0]);
  });

  it('still draws an axis when every month is the same', () => {
    expect(niceTicks(0, 0)).toHaveLength(5);
  });
});

describe('the net worth line', () => {
  it('is a monotone cubic curve: never above or below the months it joins', () => {
    const path = monotonePath([
      { x: 0, y: 100 },
      { x: 50, y: 40 },
      { x: 100, y: 40 },
      { x: 150, y: 0 },
    ]);
    expect(path).toBe('M0,100C16.667,70,33.333,40,50,40C66.667,40,83.333,40,100,40C116.667,40,133.333,20,150,0');
    // Control points of the flat middle month stay at its height: no bump above 40.
    const numbers = path.match(/-?[\d.]+/g)!.map(Number);
    expect(Math.min(...numbers.filter((_, index) => index % 2 === 1))).toBeGreaterThanOrEqual(0);
  });

  it('is a straight line between two months and a point for one', () => {
    expect(monotonePath([{ x: 0, y: 1 }])).toBe('M0,1');
    expect(
      monotonePath([
        { x: 0, y: 1 },
        { x: 10, y: 5 },
      ]),
    ).toBe('M0,1L10,5');
    expect(monotonePath([])).toBe('');
  });
});

describe('the spending donut', () => {
  const ring = { cx: 85, cy: 85, inner: 59, outer: 85, padding: 2 };

  it('shares the circle by amount, counter-clockwise from three o’clock, 2° between slices', () => {
    const [housing, food] = donutSectors([1_500_000, 600_000], ring);
    // 360° less 2° per slice, shared 5 to 2.
    expect(housing!.startAngle).toBe(0);
    expect(housing!.endAngle).toBeCloseTo((356 * 5) / 7, 6);
    expect(food!.startAngle).toBeCloseTo(housing!.endAngle + 2, 6);
    expect(food!.endAngle).toBeCloseTo(358, 6);
    // Three o'clock is to the right of the centre, and the angles grow upwards.
    expect(polar(85, 85, 85, 0)).toEqual({ x: 170, y: 85 });
    expect(polar(85, 85, 85, 90).y).toBeCloseTo(0, 6);
    expect(housing!.path.startsWith('M170,85A85,85,0,1,0,')).toBe(true);
  });

  it('draws one slice as a whole ring', () => {
    const [only] = donutSectors([42], ring);
    expect(only!.endAngle).toBe(358);
    expect(only!.path).toContain('A85,85,0,1,0,');
  });
});
