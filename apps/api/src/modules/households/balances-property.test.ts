import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { inLedger, join, type Person, person } from '../../../test/helpers/households.ts';

// The households' balance property (docs/households.md), through the API and the database rather
// than the arithmetic alone (split-math.test.ts): any sequence of shared expenses, splits, edits,
// deletes and settlements keeps the members' positions summing to zero, equal to a recomputation
// from the expenses and settlements the same answer lists, and settled exactly by the payments it
// proposes.

let ctx: TestContext;
let ana: Person;
let luis: Person;
let vera: Person;
let accountId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  ana = await person(ctx, 'Ana Gómez');
  luis = await person(ctx, 'Luis Soto');
  vera = await person(ctx, 'Vera Ruiz');
  await join(ctx, ana, luis, 'member');
  await join(ctx, ana, vera, 'member');
  const account = await call(ctx, 'POST', '/api/accounts', {
    token: ana.token,
    body: { name: 'Común', type: 'checking', currency: 'COP', opening_balance: 50_000_000 },
  });
  accountId = account.data.id as string;
  for (const [who, income] of [
    [ana, 3_000_000],
    [luis, 2_000_000],
    [vera, 1_000_000],
  ] as const) {
    const res = await call(ctx, 'PUT', `/api/households/${ana.id}/members/${who.id}/income`, {
      token: ana.token,
      body: { income },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
}, 120_000);
afterAll(async () => ctx.close());

type Balances = {
  currencies: {
    currency: string;
    positions: { member_id: string; net: number }[];
    debts: { from_member: string; to_member: string; amount: number }[];
  }[];
  expenses: {
    transaction_id: string;
    amount: number;
    paid_by: string;
    shares: { member_id: string; amount: number }[];
  }[];
  settlements: { from_member: string; to_member: string; amount: number; currency: string }[];
};

type Op =
  | {
      kind: 'add';
      actor: number;
      payer: number;
      amount: number;
      method: 'equal' | 'shares' | 'amounts' | 'income';
      weights: number[];
    }
  | { kind: 'edit'; at: number; amount: number }
  | { kind: 'delete'; at: number }
  | { kind: 'unshare'; at: number }
  | { kind: 'settle'; half: boolean };

const people = () => [ana, luis, vera];
const as = (who: Person) => ({ token: who.token, headers: inLedger(ana.id) });

async function balances(): Promise<Balances> {
  const res = await call(ctx, 'GET', `/api/households/${ana.id}/balances`, as(ana));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.data as unknown as Balances;
}

/** What the positions must be, recomputed from the rows the same answer lists. */
function recomputed(state: Balances): Map<string, number> {
  const net = new Map<string, number>();
  const add = (member: string, amount: number) => net.set(member, (net.get(member) ?? 0) + amount);
  for (const expense of state.expenses) {
    add(expense.paid_by, Math.abs(expense.amount));
    for (const share of expense.shares) add(share.member_id, -share.amount);
  }
  for (const settlement of state.settlements) {
    add(settlement.from_member, settlement.amount);
    add(settlement.to_member, -settlement.amount);
  }
  return net;
}

async function check(live: Set<string>) {
  const state = await balances();
  const expected = recomputed(state);
  expect(new Set(state.expenses.map((expense) => expense.transaction_id))).toEqual(live);
  for (const expense of state.expenses) {
    // The parts add up to the movement as it is now, after any edit.
    const movement = await call(ctx, 'GET', `/api/transactions/${expense.transaction_id}`, as(ana));
    expect(Math.abs(movement.data.amount as number)).toBe(Math.abs(expense.amount));
    expect(expense.shares.reduce((sum, share) => sum + share.amount, 0)).toBe(Math.abs(expense.amount));
  }
  for (const currency of state.currencies) {
    expect(currency.positions.reduce((sum, position) => sum + position.net, 0)).toBe(0);
    for (const position of currency.positions)
      expect(position.net, position.member_id).toBe(expected.get(position.member_id) ?? 0);
    // Paying the proposed debts leaves everyone at zero.
    const after = new Map(currency.positions.map((position) => [position.member_id, position.net]));
    for (const debt of currency.debts) {
      after.set(debt.from_member, after.get(debt.from_member)! + debt.amount);
      after.set(debt.to_member, after.get(debt.to_member)! - debt.amount);
    }
    expect([...after.values()].every((net) => net === 0)).toBe(true);
  }
}

async function apply(op: Op, live: string[]) {
  const members = people();
  if (op.kind === 'add') {
    const actor = members[op.actor % 3]!;
    const created = await call(ctx, 'POST', '/api/transactions', {
      ...as(actor),
      body: { account_id: accountId, amount: -op.amount, date: '2026-01-10', payee: 'Gasto' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.data.id as string;
    let values: { member_id: string; value: number }[] | undefined;
    if (op.method === 'shares')
      values = members.map((who, index) => ({ member_id: who.id, value: op.weights[index]! }));
    if (op.method === 'amounts') {
      const first = Math.floor((op.amount * op.weights[0]!) / 10);
      values = [
        { member_id: members[0]!.id, value: first },
        { member_id: members[1]!.id, value: op.amount - first },
      ];
    }
    const body = {
      paid_by: members[op.payer % 3]!.id,
      method: op.method,
      ...(values ? { values } : { members: members.map((who) => who.id) }),
    };
    const shared = await call(ctx, 'PUT', `/api/households/${ana.id}/shared-expenses/${id}`, { ...as(actor), body });
    // Weights that are all zero are refused in Spanish; the movement then stays unshared.
    if (shared.status === 400) {
      expect(shared.errors![0]!.message).toBeTruthy();
      await call(ctx, 'DELETE', `/api/transactions/${id}`, as(actor));
      return;
    }
    expect(shared.status, JSON.stringify(shared.body)).toBe(200);
    live.push(id);
  } else if (op.kind === 'edit' && live.length) {
    const id = live[op.at % live.length]!;
    const res = await call(ctx, 'PATCH', `/api/transactions/${id}`, { ...as(luis), body: { amount: -op.amount } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  } else if (op.kind === 'delete' && live.length) {
    const [id] = live.splice(op.at % live.length, 1);
    expect((await call(ctx, 'DELETE', `/api/transactions/${id!}`, as(vera))).status).toBe(200);
  } else if (op.kind === 'unshare' && live.length) {
    const [id] = live.splice(op.at % live.length, 1);
    const res = await call(ctx, 'DELETE', `/api/households/${ana.id}/shared-expenses/${id!}`, as(ana));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  } else if (op.kind === 'settle') {
    const debt = (await balances()).currencies[0]?.debts[0];
    if (!debt) return;
    const amount = op.half && debt.amount > 1 ? Math.floor(debt.amount / 2) : debt.amount;
    const res = await call(ctx, 'POST', `/api/households/${ana.id}/settlements`, {
      ...as(luis),
      body: { from_member: debt.from_member, to_member: debt.to_member, amount, currency: 'COP' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
}

describe('household balances through the API (property)', () => {
  it('sum to zero and equal a recomputation after any sequence of changes', async () => {
    const weights = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 3, maxLength: 3 });
    const op: fc.Arbitrary<Op> = fc.oneof(
      fc.record({
        kind: fc.constant('add' as const),
        actor: fc.nat(2),
        payer: fc.nat(2),
        amount: fc.integer({ min: 1, max: 2_000_000 }),
        method: fc.constantFrom('equal' as const, 'shares' as const, 'amounts' as const, 'income' as const),
        weights,
      }),
      fc.record({ kind: fc.constant('edit' as const), at: fc.nat(9), amount: fc.integer({ min: 1, max: 2_000_000 }) }),
      fc.record({ kind: fc.constant('delete' as const), at: fc.nat(9) }),
      fc.record({ kind: fc.constant('unshare' as const), at: fc.nat(9) }),
      fc.record({ kind: fc.constant('settle' as const), half: fc.boolean() }),
    );
    // The household carries over from one run to the next: the property holds for the sum of them.
    const live = new Set<string>();
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 8 }), async (ops) => {
        const order = [...live];
        for (const step of ops) {
          await apply(step, order);
          live.clear();
          for (const id of order) live.add(id);
          await check(live);
        }
      }),
      { numRuns: 6, seed: 20_261_127, endOnFailure: true },
    );
  }, 300_000);
});
