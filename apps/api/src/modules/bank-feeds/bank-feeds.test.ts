import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, newTx, newUser, setClock, type User } from '../../../test/helpers/money-helpers.ts';
import { call, createTestApp, registerUser, type TestContext } from '../../../test/helpers/test-app.ts';
import type { EbTransaction } from './client.ts';
import { fakeTransaction, type FakeAccount } from './fake-bank.ts';
import { startFakeBankServer } from './fake-bank-server.ts';

/*
 * The whole feed through app.inject against a fake Enable Banking on a real port (decision 034):
 * the app signs each call with the key it was given, the fake verifies it with the public half.
 */

type Fake = Awaited<ReturnType<typeof startFakeBankServer>>;
let ctx: TestContext;
let fake: Fake;
let user: User;
let credentials: { email: string; password: string };
const TODAY = '2026-11-20';
const day = (offset: number) =>
  new Date(Date.parse(`${TODAY}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

/** 120 booked movements over 85 days (pages of 25), one pending, and a reference the bank repeats. */
function seed(session: number): FakeAccount[] {
  const movements: EbTransaction[] = [];
  for (let index = 0; index < 120; index++) {
    movements.push(
      fakeTransaction({
        amount: -(1000 + index),
        date: day(-85 + Math.floor(index / 1.45)),
        text: `COMPRA TIENDA ${index}`,
        reference: `R${index}`,
      }),
    );
  }
  // The same reference on two different movements: both are real.
  movements.push(fakeTransaction({ amount: -2500, date: day(-10), text: 'RECIBO LUZ', reference: 'DUP-1' }));
  movements.push(fakeTransaction({ amount: -3900, date: day(-9), text: 'RECIBO AGUA', reference: 'DUP-1' }));
  movements.push(
    fakeTransaction({ amount: -1575, date: day(0), text: 'BAR EL RINCON', reference: 'P-1', pending: true }),
  );
  const booked = movements.filter((item) => item.status === 'BOOK');
  const sum = booked.reduce((total, item) => total - Math.round(Number(item.transaction_amount.amount) * 100), 0);
  return [
    {
      account: {
        uid: `s${session}-main`,
        account_id: { iban: 'ES7620770024003102575766' },
        name: 'Cuenta Online',
        currency: 'EUR',
      },
      transactions: movements,
      balance: 500000 + sum,
    },
    {
      account: {
        uid: `s${session}-save`,
        account_id: { iban: 'ES1000492352082414205416' },
        name: 'Ahorro',
        currency: 'EUR',
      },
      transactions: [fakeTransaction({ amount: -4200, date: day(-3), text: 'CAJERO 1234', reference: 'C-1' })],
      balance: 100000,
    },
  ];
}

beforeAll(async () => {
  fake = await startFakeBankServer({ applicationId: 'app-test', now: () => ctx.clock.now(), pageSize: 25, seed });
  const pem = fake.privateKey!.export({ type: 'pkcs8', format: 'pem' }).toString();
  ctx = await createTestApp({
    ENABLE_BANKING_APPLICATION_ID: 'app-test',
    ENABLE_BANKING_KEY: pem,
    ENABLE_BANKING_API_URL: fake.url,
  });
  setClock(ctx, `${TODAY}T09:00:00Z`);
  user = await newUser(ctx);
  const second = await registerUser(ctx);
  credentials = { email: second.email, password: second.password };
  await call(ctx, 'POST', '/api/configuration', {
    token: second.token,
    body: { country: 'ES', base_currency: 'EUR', month_start_day: 1, is_completed: true },
  });
  user = { ...user, token: second.token };
}, 60_000);

/** Signs in again after the clock moved past the session's life. */
async function signIn() {
  const answer = await call(ctx, 'POST', '/api/auth/login', { body: credentials });
  user.token = answer.data.auth_token as unknown as string;
}
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});

async function connect(token: string) {
  const started = await call(ctx, 'POST', '/api/bank-feeds/connections', {
    token,
    body: { aspsp_name: 'Banco Sandbox', aspsp_country: 'ES' },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const url = started.data.url as unknown as string;
  const back = new URL(fake.bank.approve(url.split('/auth/')[1]!)!);
  expect(back.origin + back.pathname).toBe('http://cuentas.test/bank-feeds/callback');
  return {
    id: started.data.connection_id as unknown as string,
    state: back.searchParams.get('state')!,
    code: back.searchParams.get('code')!,
  };
}

type Row = { amount: string; status: string; payee: string; date: string };
/** The rows of an account straight from the table (PGlite and PostgreSQL both answer `{ rows }`). */
const query = async <T>(statement: ReturnType<typeof sql>) =>
  ((await ctx.database.db.execute(statement)) as unknown as { rows: T[] }).rows;
const rows = (accountId: string) =>
  query<Row>(
    sql`select amount, status, payee, date::text as date from transactions where account_id = ${accountId} order by date, amount`,
  );

describe('bank feeds through Enable Banking (decision 034)', () => {
  let connectionId = '';
  let mainFeed = '';
  let saveFeed = '';
  let mainAccount = '';

  it('says it is configured and lists the banks of a country', async () => {
    const status = await call(ctx, 'GET', '/api/bank-feeds/status', { token: user.token });
    expect(status.data).toEqual({ configured: true, sandbox: false });
    const banks = await call(ctx, 'GET', '/api/bank-feeds/banks?country=es', { token: user.token });
    expect(banks.status).toBe(200);
    expect((banks.data as unknown as { name: string }[]).map((bank) => bank.name)).toContain('Banco Sandbox');
    const bad = await call(ctx, 'GET', '/api/bank-feeds/banks?country=ESP', { token: user.token });
    expect(bad.status).toBe(400);
  });

  it('connects: the state is the user’s, single use, and the session lists the bank accounts', async () => {
    const started = await connect(user.token);
    connectionId = started.id;
    const other = await newUser(ctx);
    const stolen = await call(ctx, 'POST', '/api/bank-feeds/callback', {
      token: other.token,
      body: { state: started.state, code: started.code },
    });
    expect(stolen.status).toBe(404);
    const done = await call(ctx, 'POST', '/api/bank-feeds/callback', {
      token: user.token,
      body: { state: started.state, code: started.code },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.data.status).toBe('active');
    expect(done.data.days_left).toBe(90);
    const accounts = done.data.accounts as unknown as { id: string; iban_last4: string; name: string }[];
    expect(accounts.map((item) => [item.name, item.iban_last4])).toEqual([
      ['Cuenta Online', '5766'],
      ['Ahorro', '5416'],
    ]);
    [mainFeed, saveFeed] = accounts.map((item) => item.id) as [string, string];
    const again = await call(ctx, 'POST', '/api/bank-feeds/callback', {
      token: user.token,
      body: { state: started.state, code: started.code },
    });
    expect(again.status).toBe(404);
    // Every call carried a JWT the fake verified with the application's public key.
    expect(fake.bank.calls.length).toBeGreaterThan(0);
  });

  it('answers 404 for another user’s connection and bank account', async () => {
    const other = await newUser(ctx);
    for (const [method, url, body] of [
      ['POST', `/api/bank-feeds/connections/${connectionId}/sync`, undefined],
      ['POST', `/api/bank-feeds/connections/${connectionId}/renew`, undefined],
      ['DELETE', `/api/bank-feeds/connections/${connectionId}`, undefined],
      ['PUT', `/api/bank-feeds/feed-accounts/${mainFeed}`, { new_account: { name: 'X' } }],
    ] as const) {
      const answer = await call(ctx, method, url, { token: other.token, body });
      expect(answer.status, url).toBe(404);
    }
  });

  it('maps into a new account and pulls every page: booked, pending, repeated references, the bank’s balance', async () => {
    const before = fake.bank.calls.length;
    const linked = await call(ctx, 'PUT', `/api/bank-feeds/feed-accounts/${mainFeed}`, {
      token: user.token,
      body: { new_account: { name: 'Banco Online' } },
    });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    mainAccount = linked.data.account_id as unknown as string;
    const pages = fake.bank.calls.slice(before).filter((item) => item.path.includes('/transactions'));
    // 123 movements in pages of 25: five pages, the last four asked by continuation_key.
    expect(pages.length).toBe(5);
    expect(pages.slice(1).every((item) => item.path.includes('continuation_key='))).toBe(true);
    const booked = await rows(mainAccount);
    expect(booked.length).toBe(123);
    expect(booked.filter((item) => item.status === 'uncleared').map((item) => item.payee)).toHaveLength(1);
    expect(booked.filter((item) => Number(item.amount) === -2500 || Number(item.amount) === -3900)).toHaveLength(2);
    // The new account starts where the bank says: no difference with the booked balance.
    expect(linked.data.balance_check).toMatchObject({ difference: 0 });
    const account = await call(ctx, 'GET', `/api/accounts/${mainAccount}`, { token: user.token });
    expect(account.data.last_digits).toBe('5766');
    expect(account.data.balance).toBe((linked.data.balance_check as unknown as { bank: number }).bank - 1575);
  });

  it('refuses an account in another currency, and skips a movement the user typed', async () => {
    const dollars = await newAccount(ctx, user.token, { name: 'USD', currency: 'USD' });
    const wrong = await call(ctx, 'PUT', `/api/bank-feeds/feed-accounts/${saveFeed}`, {
      token: user.token,
      body: { account_id: dollars },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.errors?.[0]).toMatchObject({ field: 'account_id' });
    const savings = await newAccount(ctx, user.token, { name: 'Ahorro', currency: 'EUR' });
    await newTx(ctx, user.token, { account_id: savings, date: day(-4), amount: -4200, payee: 'Cajero' });
    const linked = await call(ctx, 'PUT', `/api/bank-feeds/feed-accounts/${saveFeed}`, {
      token: user.token,
      body: { account_id: savings },
    });
    expect(linked.status).toBe(200);
    expect(await rows(savings)).toHaveLength(1);
    const taken = await call(ctx, 'PUT', `/api/bank-feeds/feed-accounts/${mainFeed}`, {
      token: user.token,
      body: { account_id: savings },
    });
    expect(taken.status).toBe(409);
  });

  it('replaces a pending movement by its booked version and never books one twice', async () => {
    fake.bank.book('s1-main', (item) => item.entry_reference === 'P-1', day(1), 'BOOKED-P-1');
    ctx.clock.advance(30 * 3_600_000);
    const synced = await call(ctx, 'POST', `/api/bank-feeds/connections/${connectionId}/sync`, { token: user.token });
    expect(synced.status).toBe(200);
    const after = await rows(mainAccount);
    expect(after).toHaveLength(123);
    expect(after.filter((item) => item.status === 'uncleared')).toHaveLength(0);
    expect(after.find((item) => Number(item.amount) === -1575)).toMatchObject({ status: 'cleared', date: day(1) });
    const again = await call(ctx, 'POST', `/api/bank-feeds/connections/${connectionId}/sync`, { token: user.token });
    const main = (again.data.accounts as unknown as { feed_account_id: string; imported: number }[]).find(
      (item) => item.feed_account_id === mainFeed,
    );
    expect(main?.imported).toBe(0);
    expect(await rows(mainAccount)).toHaveLength(123);
    const list = await call(ctx, 'GET', '/api/bank-feeds/connections', { token: user.token });
    const feeds = (list.data as unknown as { accounts: { id: string; balance_check: { difference: number } }[] }[])[0]!
      .accounts;
    expect(feeds.find((item) => item.id === mainFeed)?.balance_check.difference).toBe(0);
  });

  it('keeps to four unattended pulls a day, and a pull with the user present sends their public IP', async () => {
    ctx.clock.advance(24 * 3_600_000);
    const results: (string | null)[] = [];
    for (let pull = 0; pull < 5; pull++) {
      const answer = await call(ctx, 'POST', `/api/bank-feeds/connections/${connectionId}/sync`, { token: user.token });
      results.push((answer.data.accounts as unknown as { error: string | null }[])[0]!.error);
    }
    expect(results.slice(0, 4)).toEqual([null, null, null, null]);
    expect(results[4]).toMatch(/cuatro veces/);
    const present = await ctx.app.inject({
      method: 'POST',
      url: `/api/bank-feeds/connections/${connectionId}/sync`,
      headers: { authorization: `Bearer ${user.token}` },
      remoteAddress: '81.45.12.7',
    });
    expect(present.statusCode).toBe(200);
    expect(JSON.parse(present.body).data.accounts[0].error).toBeNull();
    expect(fake.bank.calls.at(-1)?.psuIp).toBe('81.45.12.7');
    // A private address is never sent to the bank.
    const before = fake.bank.calls.length;
    await ctx.app.inject({
      method: 'POST',
      url: `/api/bank-feeds/connections/${connectionId}/sync`,
      headers: { authorization: `Bearer ${user.token}` },
      remoteAddress: '192.168.1.20',
    });
    expect(fake.bank.calls.slice(before).every((item) => item.psuIp === null)).toBe(true);
  });

  it('queues the unattended pulls; a 429 fails the job for a later retry, never a loop', async () => {
    ctx.clock.advance(24 * 3_600_000);
    await ctx.app.jobs.run();
    fake.bank.rateLimitNext(1);
    const before = fake.bank.calls.length;
    ctx.clock.advance(11 * 60_000);
    await ctx.app.jobs.queue.drain();
    // One refused call, then the other account's pull; the refused one waits for its retry.
    const made = fake.bank.calls.slice(before);
    expect(
      made.filter((item) => item.path.includes('/transactions') && !item.path.includes('continuation_key')).length,
    ).toBe(2);
    const retried = async () =>
      Number(
        (
          await query<{ count: string }>(
            sql`select count(*) as count from pgboss.job where name = 'bank-feed-sync' and state = 'retry'`,
          )
        )[0]!.count,
      );
    expect(await retried()).toBe(1);
    // pg-boss's backoff: 15 minutes or more, with jitter.
    ctx.clock.advance(2 * 3_600_000);
    await ctx.app.jobs.queue.drain();
    const after = await call(ctx, 'GET', '/api/bank-feeds/connections', { token: user.token });
    expect((after.data as unknown as { last_error: string | null }[])[0]!.last_error).toBeNull();
    // The retry pulled: three first pages in all, no loop.
    expect(
      fake.bank.calls
        .slice(before)
        .filter((item) => item.path.includes('/transactions') && !item.path.includes('continuation_key')).length,
    ).toBe(3);
  });

  it('reminds 14, 7 and 0 days before the consent ends, once each, and renews it', async () => {
    // A linked phone gets the reminders by WhatsApp too.
    const phone = `+3461${String(process.pid % 10_000_000).padStart(7, '0')}`;
    await ctx.database.db.execute(sql`update users set phone = ${phone} where email = ${credentials.email}`);
    const texts = () => ctx.whatsapps.filter((item) => item.to === phone && item.text?.startsWith('Renueva el acceso'));
    ctx.clock.advance(75 * 86_400_000);
    await signIn();
    await ctx.app.jobs.run();
    await ctx.app.jobs.run();
    const notices = async () =>
      (
        (await call(ctx, 'GET', '/api/notifications', { token: user.token })).data.items as unknown as {
          title: string;
        }[]
      ).filter((item) => item.title.includes('Banco Sandbox'));
    expect(await notices()).toHaveLength(1);
    expect(ctx.mails.filter((mail) => mail.subject === 'Renueva el acceso a Banco Sandbox')).toHaveLength(1);
    expect(texts()).toHaveLength(1);
    expect(texts()[0]!.text).toMatch(/caduca en \d+ días\. Renuévalo.*cuentas\.test\/accounts$/);
    const list = await call(ctx, 'GET', '/api/bank-feeds/connections', { token: user.token });
    expect((list.data as unknown as { status: string }[])[0]!.status).toBe('expiring');
    ctx.clock.advance(7 * 86_400_000);
    await signIn();
    await ctx.app.jobs.run();
    expect(await notices()).toHaveLength(2);
    expect(texts()).toHaveLength(2);
    const renewed = await call(ctx, 'POST', `/api/bank-feeds/connections/${connectionId}/renew`, { token: user.token });
    expect(renewed.status).toBe(200);
    const back = new URL(fake.bank.approve((renewed.data.url as unknown as string).split('/auth/')[1]!)!);
    const done = await call(ctx, 'POST', '/api/bank-feeds/callback', {
      token: user.token,
      body: { state: back.searchParams.get('state'), code: back.searchParams.get('code') },
    });
    expect(done.data.status).toBe('active');
    expect(done.data.days_left).toBe(90);
    // The bank gives the accounts new uids in the new session: the same two accounts, mapped as before.
    const renewedAccounts = done.data.accounts as unknown as { id: string; account_id: string | null }[];
    expect(renewedAccounts.map((item) => item.id)).toEqual([mainFeed, saveFeed]);
    expect(renewedAccounts[0]!.account_id).toBe(mainAccount);
    const before = fake.bank.calls.length;
    const synced = await call(ctx, 'POST', `/api/bank-feeds/connections/${connectionId}/sync`, { token: user.token });
    expect((synced.data.accounts as unknown as { error: string | null }[])[0]!.error).toBeNull();
    expect(fake.bank.calls.slice(before).some((item) => item.path.startsWith('/accounts/s2-main/'))).toBe(true);
  });

  it('marks a consent the bank ended, and disconnecting closes the session at the bank', async () => {
    const sessions = fake.bank.sessionIds();
    fake.bank.expire(sessions.at(-1)!);
    ctx.clock.advance(3_600_000);
    const synced = await call(ctx, 'POST', `/api/bank-feeds/connections/${connectionId}/sync`, { token: user.token });
    expect((synced.data.accounts as unknown as { error: string }[])[0]!.error).toMatch(/caducó/);
    const list = await call(ctx, 'GET', '/api/bank-feeds/connections', { token: user.token });
    expect((list.data as unknown as { status: string }[])[0]!.status).toBe('error');
    const gone = await call(ctx, 'DELETE', `/api/bank-feeds/connections/${connectionId}`, { token: user.token });
    expect(gone.status).toBe(200);
    expect(fake.bank.session(sessions.at(-1)!)?.closed).toBe(true);
    const after = await call(ctx, 'GET', '/api/bank-feeds/connections', { token: user.token });
    expect(after.data).toHaveLength(0);
    const pulls = await ctx.app.jobs.run();
    expect(pulls.bankFeeds.pulls).toBe(0);
  });

  it('drops an authorisation the user never finished after a day', async () => {
    await connect(user.token);
    const pending = async () =>
      Number(
        (
          await query<{ count: string }>(
            sql`select count(*) as count from bank_connections where status = 'pending' and session_id is null`,
          )
        )[0]!.count,
      );
    expect(await pending()).toBe(1);
    ctx.clock.advance(25 * 3_600_000);
    await ctx.app.jobs.run();
    expect(await pending()).toBe(0);
  });
});
