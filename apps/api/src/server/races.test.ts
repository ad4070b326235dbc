import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_TRIES } from '../modules/auth/login-brake.ts';
import { freeLimits } from '../modules/kernel/plan.ts';
import { balanceOf, newAccount, newUser } from '../../test/helpers/money-helpers.ts';
import { call, createTestApp, uniqueEmail, type TestContext } from '../../test/helpers/test-app.ts';

/*
 * The same action sent many times at once has the effect of one (decision 033). Each case fires
 * CONCURRENCY identical requests together, ROUNDS times, and checks balances, counts and dates.
 * On PGlite the database runs one statement at a time, so these mostly check that the locks and
 * compare-and-set steps keep the sequential answers right; on PostgreSQL (TEST_DATABASE_URL) the
 * requests really overlap, and that is where the races showed.
 */
const CONCURRENCY = 10;
const ROUNDS = Number(process.env.RACE_ROUNDS ?? 2);

type Answer = Awaited<ReturnType<typeof call>>;
const together = (send: () => Promise<Answer>) => Promise.all(Array.from({ length: CONCURRENCY }, send));
const statuses = (answers: Answer[]) => answers.map((answer) => answer.status);
const rounds = Array.from({ length: ROUNDS }, (_, round) => round + 1);

let ctx: TestContext;
beforeAll(async () => {
  // The sandbox bills, so new users are on Gratis and its limits apply. RACE_REDIS_URL runs the
  // suite with the rate-limit counters in Redis, as an install with REDIS_URL does.
  const redis = process.env.RACE_REDIS_URL;
  ctx = await createTestApp({ BILLING_MODE: 'sandbox', ...(redis ? { REDIS_URL: redis } : {}) });
});
afterAll(async () => {
  await ctx?.close();
});

describe('the same money action sent many times at once', () => {
  it.each(rounds)('records one reconciliation adjustment (round %i)', async () => {
    const { token } = await newUser(ctx);
    const account = await newAccount(ctx, token, { opening_balance: 100_000 });
    const answers = await together(() =>
      call(ctx, 'POST', `/api/accounts/${account}/reconciliations`, {
        token,
        body: { date: '2026-01-31', statement_balance: 112_500, adjust: true },
      }),
    );
    expect(statuses(answers).every((status) => status === 201 || status === 409)).toBe(true);
    const adjusted = answers.filter((answer) => answer.status === 201 && answer.data.adjustment_amount !== 0);
    expect(adjusted.map((answer) => answer.data.adjustment_amount)).toEqual([12_500]);
    expect(await balanceOf(ctx, token, account)).toBe(112_500);
  });

  it.each(rounds)('pays one occurrence of a reminder (round %i)', async () => {
    const { token } = await newUser(ctx);
    const account = await newAccount(ctx, token, { opening_balance: 500_000 });
    const created = await call(ctx, 'POST', '/api/reminders', {
      token,
      body: {
        title: 'Alquiler',
        amount: -80_000,
        account_id: account,
        next_due: '2026-03-05',
        recurrence: { kind: 'monthly_day', day: 5 },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.data.id as string;
    const answers = await together(() =>
      call(ctx, 'POST', `/api/reminders/${id}/pay`, { token, body: { due_date: '2026-03-05', date: '2026-03-05' } }),
    );
    expect(statuses(answers).filter((status) => status === 200)).toHaveLength(1);
    expect(statuses(answers).every((status) => status === 200 || status === 409)).toBe(true);
    const reminders = (await call(ctx, 'GET', '/api/reminders', { token })).data as unknown as { next_due: string }[];
    expect(reminders.map((reminder) => reminder.next_due)).toEqual(['2026-04-05']);
    expect(await balanceOf(ctx, token, account)).toBe(500_000 - 80_000);
  });

  it('refuses a late repeat of the same pay in Spanish instead of paying the next occurrence', async () => {
    const { token } = await newUser(ctx);
    const account = await newAccount(ctx, token, { opening_balance: 500_000 });
    const created = await call(ctx, 'POST', '/api/reminders', {
      token,
      body: {
        title: 'Seguro',
        amount: -12_000,
        account_id: account,
        next_due: '2026-03-20',
        recurrence: { kind: 'monthly_day', day: 20 },
      },
    });
    const pay = () =>
      call(ctx, 'POST', `/api/reminders/${created.data.id as string}/pay`, { token, body: { due_date: '2026-03-20' } });
    expect((await pay()).status).toBe(200);
    const repeat = await pay();
    expect(repeat.status).toBe(409);
    expect(repeat.errors?.[0]?.message).toBe(
      'El vencimiento del 20/03/2026 ya está marcado; recarga la página para ver el siguiente.',
    );
    expect(await balanceOf(ctx, token, account)).toBe(500_000 - 12_000);
  });

  it.each(rounds)('realizes a prospect once (round %i)', async () => {
    const { token } = await newUser(ctx);
    const account = await newAccount(ctx, token, { opening_balance: 0 });
    const prospect = await call(ctx, 'POST', '/api/prospects', {
      token,
      body: {
        title: 'Factura cliente',
        kind: 'income',
        amount: 120_000,
        currency: 'EUR',
        expected_date: '2026-03-01',
        probability: 50,
      },
    });
    expect(prospect.status, JSON.stringify(prospect.body)).toBe(201);
    const answers = await together(() =>
      call(ctx, 'POST', `/api/prospects/${prospect.data.id as string}/realize`, {
        token,
        body: { account_id: account, date: '2026-03-02' },
      }),
    );
    expect(statuses(answers).filter((status) => status === 200)).toHaveLength(1);
    expect(statuses(answers).every((status) => status === 200 || status === 409)).toBe(true);
    expect(await balanceOf(ctx, token, account)).toBe(120_000);
  });

  it.each(rounds)('skips one occurrence of a reminder (round %i)', async () => {
    const { token } = await newUser(ctx);
    const created = await call(ctx, 'POST', '/api/reminders', {
      token,
      body: { title: 'Gimnasio', amount: -3_500, next_due: '2026-03-10', recurrence: { kind: 'monthly_day', day: 10 } },
    });
    const id = created.data.id as string;
    const answers = await together(() =>
      call(ctx, 'POST', `/api/reminders/${id}/skip`, { token, body: { due_date: '2026-03-10' } }),
    );
    expect(statuses(answers).filter((status) => status === 200)).toHaveLength(1);
    const reminders = (await call(ctx, 'GET', '/api/reminders', { token })).data as unknown as { next_due: string }[];
    expect(reminders.map((reminder) => reminder.next_due)).toEqual(['2026-04-10']);
  });
});

describe('plan limits under creations sent at once', () => {
  it.each(rounds)('a Gratis user ends with at most the accounts the plan allows (round %i)', async () => {
    const { token } = await newUser(ctx);
    const answers = await together(() =>
      call(ctx, 'POST', '/api/accounts', {
        token,
        body: { name: 'Cuenta', type: 'checking', currency: 'EUR', opening_date: '2020-01-01' },
      }),
    );
    expect(statuses(answers).filter((status) => status === 201)).toHaveLength(freeLimits.accounts);
    expect(statuses(answers).filter((status) => status === 403)).toHaveLength(CONCURRENCY - freeLimits.accounts);
    const list = (await call(ctx, 'GET', '/api/accounts', { token })).data as unknown as unknown[];
    expect(list).toHaveLength(freeLimits.accounts);
  });

  it.each(rounds)('a Gratis user ends with at most the savings goals the plan allows (round %i)', async () => {
    const { token } = await newUser(ctx);
    const answers = await together(() =>
      call(ctx, 'POST', '/api/savings-goals', {
        token,
        body: { name: 'Viaje', target_amount: 100_000, currency: 'EUR' },
      }),
    );
    expect(statuses(answers).filter((status) => status === 201)).toHaveLength(freeLimits.savingsGoals);
    const list = (await call(ctx, 'GET', '/api/savings-goals', { token })).data as unknown as unknown[];
    expect(list).toHaveLength(freeLimits.savingsGoals);
  });
});

describe('the login brake under guesses sent at once', () => {
  it.each(rounds)('checks only the free tries against the password (round %i)', async () => {
    const email = uniqueEmail('brake');
    // Forty guesses: the shape of the attack, and cheap once the brake holds (five argon2 checks).
    const guesses = 4 * CONCURRENCY;
    const answers = await Promise.all(
      Array.from({ length: guesses }, () =>
        call(ctx, 'POST', '/api/auth/login', { body: { email, password: 'no-es-la-clave-123' } }),
      ),
    );
    // 400 is a password checked and found wrong; 429 was refused by the brake before any check.
    expect(statuses(answers).filter((status) => status === 400)).toHaveLength(FREE_TRIES);
    expect(statuses(answers).filter((status) => status === 429)).toHaveLength(guesses - FREE_TRIES);
  });
});

describe('a retry with the same Idempotency-Key', () => {
  type Case = { name: string; send: (token: string, account: string, other: string, key: string) => Promise<Answer> };
  const cases: Case[] = [
    {
      name: 'a transaction',
      send: (token, account, _other, key) =>
        call(ctx, 'POST', '/api/transactions', {
          token,
          headers: { 'idempotency-key': key },
          body: { account_id: account, date: '2026-02-03', amount: -4_250, payee: 'Mercadona' },
        }),
    },
    {
      name: 'a transfer',
      send: (token, account, other, key) =>
        call(ctx, 'POST', '/api/transfers', {
          token,
          headers: { 'idempotency-key': key },
          body: { from_account_id: account, to_account_id: other, date: '2026-02-03', amount: 4_250 },
        }),
    },
  ];

  for (const { name, send } of cases) {
    it.each(rounds)(`records ${name} once and answers every copy alike (round %i)`, async () => {
      const { token } = await newUser(ctx);
      const account = await newAccount(ctx, token, { opening_balance: 100_000 });
      const other = await newAccount(ctx, token, { opening_balance: 0 });
      const key = randomUUID();
      const answers = await together(() => send(token, account, other, key));
      expect(statuses(answers).every((status) => status === 201)).toBe(true);
      expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
      expect(await balanceOf(ctx, token, account)).toBe(100_000 - 4_250);
    });
  }

  it.each(rounds)('records a savings contribution once (round %i)', async () => {
    const { token } = await newUser(ctx);
    const goal = await call(ctx, 'POST', '/api/savings-goals', {
      token,
      body: { name: 'Coche', target_amount: 900_000, currency: 'EUR' },
    });
    const key = randomUUID();
    const answers = await together(() =>
      call(ctx, 'POST', `/api/savings-goals/${goal.data.id as string}/contributions`, {
        token,
        headers: { 'idempotency-key': key },
        body: { amount: 25_000, date: '2026-02-03' },
      }),
    );
    expect(statuses(answers).every((status) => status === 201)).toBe(true);
    const contributions = await call(ctx, 'GET', `/api/savings-goals/${goal.data.id as string}/contributions`, {
      token,
    });
    expect(contributions.data).toHaveLength(1);
  });

  it('refuses the same key with a different body, in Spanish', async () => {
    const { token } = await newUser(ctx);
    const account = await newAccount(ctx, token);
    const key = randomUUID();
    const body = { account_id: account, date: '2026-02-03', amount: -1_000, payee: 'Panadería' };
    const first = await call(ctx, 'POST', '/api/transactions', { token, headers: { 'idempotency-key': key }, body });
    expect(first.status).toBe(201);
    const again = await call(ctx, 'POST', '/api/transactions', { token, headers: { 'idempotency-key': key }, body });
    expect(again.status).toBe(201);
    expect(again.data.id).toBe(first.data.id);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const changed = await call(ctx, 'POST', '/api/transactions', {
      token,
      headers: { 'idempotency-key': key },
      body: { ...body, amount: -2_000 },
    });
    expect(changed.status).toBe(422);
    expect(changed.errors?.[0]?.message).toMatch(/clave de idempotencia/i);
    expect(await balanceOf(ctx, token, account)).toBe(-1_000);
  });
});
