import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, newAccount, newUser, UNKNOWN_ID } from '../../test/helpers/money-helpers.ts';
import { call, createTestApp, type TestContext } from '../../test/helpers/test-app.ts';
import { idempotencyMessages, purgeIdempotencyKeys } from './idempotency.ts';

// Simultaneous copies are in server/races.test.ts; these are the key's life and its edges (decision 033).
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const HOUR = 3600_000;
const spend = (token: string, account: string, key: string, amount = -1_500) =>
  call(ctx, 'POST', '/api/transactions', {
    token,
    headers: { 'idempotency-key': key },
    body: { account_id: account, date: '2026-02-03', amount, payee: 'Farmacia' },
  });

describe('Idempotency-Key', () => {
  it('lets go of the key when the first request failed, so the corrected retry runs', async () => {
    const { token } = await newUser(ctx);
    const account = await newAccount(ctx, token);
    const key = randomUUID();
    const failed = await spend(token, UNKNOWN_ID, key);
    expect(failed.status).toBe(400);
    const retried = await spend(token, account, key);
    expect(retried.status).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(await balanceOf(ctx, token, account)).toBe(-1_500);
  });

  it('keeps an answer for 24 hours, then the key is a new action and the purge forgets it', async () => {
    const { token } = await newUser(ctx);
    const account = await newAccount(ctx, token);
    const key = randomUUID();
    const first = await spend(token, account, key);
    ctx.clock.advance(23 * HOUR);
    const replayed = await spend(token, account, key);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.body).toEqual(first.body);
    ctx.clock.advance(2 * HOUR);
    // Past the day, the old answer is no longer binding: other data under the key is a new action.
    const later = await spend(token, account, key, -700);
    expect(later.status).toBe(201);
    expect(await balanceOf(ctx, token, account)).toBe(-2_200);
    ctx.clock.advance(25 * HOUR);
    expect(await purgeIdempotencyKeys({ db: ctx.database.db, now: ctx.clock.now } as never)).toBeGreaterThan(0);
  });

  it('is per user: the same key from two people is two actions', async () => {
    const ana = await newUser(ctx);
    const luis = await newUser(ctx);
    const key = randomUUID();
    const anaAccount = await newAccount(ctx, ana.token);
    const luisAccount = await newAccount(ctx, luis.token);
    expect((await spend(ana.token, anaAccount, key)).status).toBe(201);
    const other = await spend(luis.token, luisAccount, key);
    expect(other.status).toBe(201);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
  });

  it('refuses a malformed key in Spanish and ignores keys on reads', async () => {
    const { token } = await newUser(ctx);
    const account = await newAccount(ctx, token);
    const bad = await spend(token, account, 'no vale');
    expect(bad.status).toBe(400);
    expect(bad.errors?.[0]?.message).toBe(idempotencyMessages.badKey);
    const read = await call(ctx, 'GET', `/api/accounts/${account}`, {
      token,
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(read.status).toBe(200);
  });
});
