import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { debtsOf, netPositions, type Settlement, type SharedExpense, splitByWeights } from './split-math.ts';

const members = ['ana', 'luis', 'sofia'] as const;

describe('split arithmetic (decision 044)', () => {
  it('splits equally, by shares and by income, always adding up to the total', () => {
    expect(splitByWeights(10_000, [1, 1, 1])).toEqual([3_334, 3_333, 3_333]);
    expect(splitByWeights(184_300, [2, 1])).toEqual([122_867, 61_433]);
    expect(splitByWeights(1_000, [2_400_000, 1_600_000])).toEqual([600, 400]);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9_000_000_000_000 }),
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 6 }).filter((w) => w.some(Boolean)),
        (total, weights) => {
          const parts = splitByWeights(total, weights);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
          parts.forEach((part) => expect(part).toBeGreaterThanOrEqual(0));
          weights.forEach((weight, index) => weight === 0 && expect(parts[index]).toBe(0));
        },
      ),
    );
  });

  it('keeps balances summing to zero and equal to a recomputation through any sequence of changes', () => {
    type Op =
      | { kind: 'add'; paidBy: number; amount: number; weights: number[] }
      | { kind: 'edit'; at: number; weights: number[] }
      | { kind: 'delete'; at: number }
      | { kind: 'settle' };
    const weights = fc
      .array(fc.integer({ min: 0, max: 5 }), { minLength: 3, maxLength: 3 })
      .filter((w) => w.some(Boolean));
    const op: fc.Arbitrary<Op> = fc.oneof(
      fc.record({
        kind: fc.constant('add' as const),
        paidBy: fc.nat(2),
        amount: fc.integer({ min: 1, max: 5_000_000 }),
        weights,
      }),
      fc.record({ kind: fc.constant('edit' as const), at: fc.nat(20), weights }),
      fc.record({ kind: fc.constant('delete' as const), at: fc.nat(20) }),
      fc.constant({ kind: 'settle' as const }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 30 }), (ops) => {
        const expenses: SharedExpense[] = [];
        const settlements: Settlement[] = [];
        const share = (amount: number, w: number[]) =>
          new Map(
            splitByWeights(amount, w)
              .map((part, index) => [members[index]!, part] as const)
              .filter(([, part]) => part > 0),
          );
        for (const step of ops) {
          if (step.kind === 'add')
            expenses.push({
              paidBy: members[step.paidBy]!,
              amount: step.amount,
              currency: 'EUR',
              shares: share(step.amount, step.weights),
            });
          else if (step.kind === 'edit' && expenses.length)
            expenses[step.at % expenses.length] = {
              ...expenses[step.at % expenses.length]!,
              shares: share(expenses[step.at % expenses.length]!.amount, step.weights),
            };
          else if (step.kind === 'delete' && expenses.length) expenses.splice(step.at % expenses.length, 1);
          else if (step.kind === 'settle') {
            // «Saldar»: every debt paid; afterwards nobody owes anybody.
            for (const debt of debtsOf(netPositions(expenses, settlements).get('EUR') ?? new Map()))
              settlements.push({ ...debt, currency: 'EUR' });
            expect(
              [...(netPositions(expenses, settlements).get('EUR') ?? new Map()).values()].every((net) => net === 0),
            ).toBe(true);
          }
          const positions = netPositions(expenses, settlements).get('EUR') ?? new Map<string, number>();
          expect([...positions.values()].reduce((a, b) => a + b, 0)).toBe(0);
          // Recomputed from scratch by the plain definition: paid for the group minus own shares, plus settlements.
          for (const member of members) {
            const paid = expenses.filter((e) => e.paidBy === member).reduce((a, e) => a + e.amount, 0);
            const owed = expenses.reduce((a, e) => a + (e.shares.get(member) ?? 0), 0);
            const given = settlements.filter((s) => s.from === member).reduce((a, s) => a + s.amount, 0);
            const got = settlements.filter((s) => s.to === member).reduce((a, s) => a + s.amount, 0);
            expect(positions.get(member) ?? 0).toBe(paid - owed + given - got);
          }
          // The debts settle exactly the positions.
          const after = new Map(positions);
          for (const debt of debtsOf(positions)) {
            after.set(debt.from, after.get(debt.from)! + debt.amount);
            after.set(debt.to, after.get(debt.to)! - debt.amount);
          }
          expect([...after.values()].every((net) => net === 0)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});
