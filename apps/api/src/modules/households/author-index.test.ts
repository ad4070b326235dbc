import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enteredBy } from '../../db/authorship.ts';
import { transactions } from '../../db/schema/index.ts';
import { call, createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import { inLedger, join, type Person, person } from '../../../test/helpers/households.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const payees = (res: { data: Record<string, unknown> }) =>
  (res.data.items as { payee: string }[]).map((row) => row.payee).sort();

describe('who entered a movement, found by person (decision 062)', () => {
  it('lists the owner’s own entries and a member’s entries apart in a shared ledger', async () => {
    const marta = await person(ctx, 'Marta Ruiz');
    const pablo = await person(ctx, 'Pablo Ruiz');
    await join(ctx, marta, pablo, 'member');
    const account = await call(ctx, 'POST', '/api/accounts', {
      token: marta.token,
      body: { name: 'Cuenta de casa', type: 'checking', currency: 'EUR' },
    });
    const book = async (who: Person, payee: string, amount: number) => {
      const res = await call(ctx, 'POST', '/api/transactions', {
        token: who.token,
        headers: inLedger(marta.id),
        body: { account_id: account.data.id, amount, date: '2026-11-20', payee },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    };
    await book(marta, 'Eroski', -6_480);
    await book(pablo, 'Gasolinera Repsol', -5_000);
    await book(marta, 'Lidl', -2_315);

    const byMarta = await call(ctx, 'GET', `/api/transactions?created_by=${marta.id}`, { token: marta.token });
    expect(payees(byMarta)).toEqual(['Eroski', 'Lidl']);
    const byPablo = await call(ctx, 'GET', `/api/transactions?created_by=${pablo.id}`, { token: marta.token });
    expect(payees(byPablo)).toEqual(['Gasolinera Repsol']);
    const pabloTotals = await call(ctx, 'GET', `/api/transactions/totals?created_by=${pablo.id}`, {
      token: marta.token,
    });
    expect(JSON.stringify(pabloTotals.data)).toContain('5000');
    expect(JSON.stringify(pabloTotals.data)).not.toContain('6480');
  });

  it('lets the planner reach a member’s entries through the author index, which holds no owner’s own', async () => {
    const owner = '0192e4a0-0000-7000-8000-0000000000a1';
    const member = '0192e4a0-0000-7000-8000-0000000000b2';
    const plan = async (condition: ReturnType<typeof enteredBy>) =>
      ctx.database.db.transaction(async (tx) => {
        // Only an index can answer without a scan of every row; the question is whether this one may.
        await tx.execute(sql`set local enable_seqscan = off`);
        const explained = await tx.execute(sql`explain select id from ${transactions} where ${condition}`);
        return JSON.stringify(explained);
      });
    expect(await plan(enteredBy(member, owner))).toContain('transactions_created_by_idx');
    expect(await plan(enteredBy(owner, owner))).not.toContain('transactions_created_by_idx');
  });
});
