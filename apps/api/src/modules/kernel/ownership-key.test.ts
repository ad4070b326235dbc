import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestApp } from '../../../test/helpers/test-app.ts';
import { newAccount, newTx, newUser } from '../../../test/helpers/money-helpers.ts';

// The database itself guarantees that a transaction's account belongs to the transaction's user
// (transactions_account_owner_fk): no bug in a service can file money under someone else's account.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

async function ownerOf(accountId: string): Promise<string> {
  const rows = await ctx.database.prepared(sql`select user_id::text from accounts where id = ${accountId}::uuid`);
  return rows[0]![0]!;
}
/** The constraint a failed statement broke (drizzle wraps the driver's error as its cause). */
async function brokenConstraint(statement: Promise<unknown>): Promise<string | undefined> {
  try {
    await statement;
    return undefined;
  } catch (err) {
    return ((err as { cause?: { constraint?: string } }).cause ?? (err as { constraint?: string })).constraint;
  }
}
const countIn = async (accountId: string) =>
  Number(
    (
      await ctx.database.prepared(sql`select count(*)::text from transactions where account_id = ${accountId}::uuid`)
    )[0]![0],
  );

describe('transactions_account_owner_fk', () => {
  it("refuses a transaction in another user's account, inserted or moved there", async () => {
    const ana = await newUser(ctx);
    const bruno = await newUser(ctx);
    const anaAccount = await newAccount(ctx, ana.token);
    const brunoAccount = await newAccount(ctx, bruno.token);
    const anaUser = await ownerOf(anaAccount);
    const tx = await newTx(ctx, ana.token, {
      account_id: anaAccount,
      date: '2026-03-01',
      amount: -1250,
      payee: 'Mercadona',
    });

    const insert = sql`insert into transactions (id, user_id, account_id, date, amount) values (gen_random_uuid(), ${anaUser}, ${brunoAccount}, '2026-03-02', -100)`;
    expect(await brokenConstraint(ctx.database.db.execute(insert))).toBe('transactions_account_owner_fk');
    const move = sql`update transactions set account_id = ${brunoAccount} where id = ${tx.id}`;
    expect(await brokenConstraint(ctx.database.db.execute(move))).toBe('transactions_account_owner_fk');
    expect(await countIn(anaAccount)).toBe(1);
    expect(await countIn(brunoAccount)).toBe(0);
  });

  it("removes a user's transactions with the user (through their accounts), and nobody else's", async () => {
    const ana = await newUser(ctx);
    const bruno = await newUser(ctx);
    const anaAccount = await newAccount(ctx, ana.token);
    const brunoAccount = await newAccount(ctx, bruno.token);
    await newTx(ctx, ana.token, { account_id: anaAccount, date: '2026-03-01', amount: -500, payee: 'Café' });
    await newTx(ctx, bruno.token, { account_id: brunoAccount, date: '2026-03-01', amount: -700, payee: 'Pan' });

    await ctx.database.db.execute(sql`delete from users where id = ${await ownerOf(anaAccount)}`);
    expect(await countIn(anaAccount)).toBe(0);
    expect(await countIn(brunoAccount)).toBe(1);
  });
});
