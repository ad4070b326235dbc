import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers/database.ts';
import { setClock } from '../../../test/helpers/money-helpers.ts';
import { call, registerUser, type TestContext, testClock } from '../../../test/helpers/test-app.ts';
import { loadConfig } from '../../config.ts';
import { buildApp } from '../../server/app.ts';
import { fakeTransaction, type FakeAccount } from './fake-bank.ts';
import { startFakeBankServer } from './fake-bank-server.ts';

/*
 * The application's key stays on the server (decision 034): every log line of a whole feed's life
 * (connect, pull, a 429, an error, the queue's pulls, disconnect) at the most verbose level is
 * searched for the key in every form it could leak in, as is every answer the browser gets; and
 * disconnecting stops the pulls already queued.
 */

type Fake = Awaited<ReturnType<typeof startFakeBankServer>>;
let ctx: TestContext;
let fake: Fake;
let pem = '';
const logged: string[] = [];
const answers: string[] = [];
const TODAY = '2026-11-20';

function seed(session: number): FakeAccount[] {
  const transactions = [
    fakeTransaction({ amount: -1250, date: '2026-11-18', text: 'MERCADONA', reference: 'S-1' }),
    fakeTransaction({ amount: 250000, date: '2026-11-01', text: 'NOMINA', reference: 'S-2' }),
  ];
  const iban = 'ES7620770024003102575766';
  return [
    {
      account: { uid: `k${session}`, account_id: { iban }, name: 'Cuenta', currency: 'EUR' },
      transactions,
      balance: 248750,
    },
  ];
}

beforeAll(async () => {
  fake = await startFakeBankServer({ applicationId: 'app-keys', now: () => ctx.clock.now(), seed });
  pem = fake.privateKey!.export({ type: 'pkcs8', format: 'pem' }).toString();
  const database = await openTestDatabase();
  const clock = testClock();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'cc-keys-')),
    RATE_LIMIT_MAX: '100000',
    AUTH_RATE_LIMIT_MAX: '100000',
    APP_URL: 'http://cuentas.test',
    LOG_LEVEL: 'trace',
    ENABLE_BANKING_APPLICATION_ID: 'app-keys',
    ENABLE_BANKING_KEY: pem,
    ENABLE_BANKING_API_URL: fake.url,
  });
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logged.push(String(chunk));
      done();
    },
  });
  const mails: TestContext['mails'] = [];
  const app = await buildApp({
    config,
    database,
    mailer: { send: async (message) => void mails.push(message) },
    whatsapp: { sendOtp: async () => {}, sendText: async () => {} },
    now: clock.now,
    serveWeb: false,
    logStream,
  });
  await app.ready();
  ctx = {
    app,
    database,
    mails,
    whatsapps: [],
    clock,
    close: async () => (await app.close(), await database.close()),
  };
  setClock(ctx, `${TODAY}T09:00:00Z`);
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});

/** Calls the API and keeps the raw answer, as the browser would receive it. */
async function send(...args: Parameters<typeof call>) {
  const answer = await call(...args);
  answers.push(JSON.stringify(answer.body));
  return answer;
}

/** Every form the key could take in a log or an answer: the PEM, its base64 lines, the DER in base64 and hex. */
function keyForms(): string[] {
  const base64 = pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
  const der = Buffer.from(base64, 'base64');
  const lines = pem.split('\n').filter((line) => line.length >= 40 && !line.startsWith('-----'));
  return ['PRIVATE KEY', base64, der.toString('base64url'), der.toString('hex').slice(0, 64), ...lines];
}

describe('the application key never leaves the server; disconnect stops every pull', () => {
  it('keeps the key out of every log line and every answer of a feed’s whole life', async () => {
    const { token } = await registerUser(ctx);
    await send(ctx, 'POST', '/api/configuration', {
      token,
      body: { country: 'ES', base_currency: 'EUR', month_start_day: 1, is_completed: true },
    });
    await send(ctx, 'GET', '/api/bank-feeds/status', { token });
    await send(ctx, 'GET', '/api/bank-feeds/banks?country=ES', { token });
    const started = await send(ctx, 'POST', '/api/bank-feeds/connections', {
      token,
      body: { aspsp_name: 'Banco Sandbox', aspsp_country: 'ES' },
    });
    const back = new URL(fake.bank.approve((started.data.url as string).split('/auth/')[1]!)!);
    const done = await send(ctx, 'POST', '/api/bank-feeds/callback', {
      token,
      body: { state: back.searchParams.get('state'), code: back.searchParams.get('code') },
    });
    const feed = (done.data.accounts as unknown as { id: string }[])[0]!.id;
    const linked = await send(ctx, 'PUT', `/api/bank-feeds/feed-accounts/${feed}`, {
      token,
      body: { new_account: { name: 'Cuenta' } },
    });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    const connection = started.data.connection_id as string;
    // A 429, then the bank failing: both logged as errors somewhere, never with the key.
    fake.bank.rateLimitNext(1);
    ctx.clock.advance(7 * 3_600_000);
    await ctx.app.jobs.run();
    ctx.clock.advance(11 * 60_000);
    await ctx.app.jobs.queue.drain();
    await send(ctx, 'POST', `/api/bank-feeds/connections/${connection}/sync`, { token });
    await send(ctx, 'GET', '/api/bank-feeds/connections', { token });
    await send(ctx, 'DELETE', `/api/bank-feeds/connections/${connection}`, { token });

    // The log was written (the requests above are in it), and the JWT signed with the key was used.
    expect(logged.join('').length).toBeGreaterThan(1000);
    expect(logged.some((line) => line.includes('/api/bank-feeds/callback'))).toBe(true);
    expect(fake.bank.calls.length).toBeGreaterThan(3);
    const everything = [...logged, ...answers].join('\n');
    for (const form of keyForms()) expect(everything.includes(form), form.slice(0, 24)).toBe(false);
    // Nor the short-lived tokens signed with it.
    expect(everything).not.toMatch(/Bearer eyJ|eyJhbGciOiJSUzI1Ni/);
  });

  it('disconnecting stops the pulls the queue already holds: they end without calling the bank', async () => {
    const { token } = await registerUser(ctx);
    await call(ctx, 'POST', '/api/configuration', {
      token,
      body: { country: 'ES', base_currency: 'EUR', month_start_day: 1, is_completed: true },
    });
    const started = await call(ctx, 'POST', '/api/bank-feeds/connections', {
      token,
      body: { aspsp_name: 'Banco Sandbox', aspsp_country: 'ES' },
    });
    const back = new URL(fake.bank.approve((started.data.url as string).split('/auth/')[1]!)!);
    const done = await call(ctx, 'POST', '/api/bank-feeds/callback', {
      token,
      body: { state: back.searchParams.get('state'), code: back.searchParams.get('code') },
    });
    const feed = (done.data.accounts as unknown as { id: string }[])[0]!.id;
    await call(ctx, 'PUT', `/api/bank-feeds/feed-accounts/${feed}`, {
      token,
      body: { new_account: { name: 'Cuenta' } },
    });
    const connection = started.data.connection_id as string;
    // Six hours on, the scheduler queues this account's pull for a minute of the next ten.
    ctx.clock.advance(7 * 3_600_000);
    await ctx.app.jobs.run();
    const gone = await call(ctx, 'DELETE', `/api/bank-feeds/connections/${connection}`, { token });
    expect(gone.status).toBe(200);
    const before = fake.bank.calls.length;
    ctx.clock.advance(11 * 60_000);
    await ctx.app.jobs.queue.drain();
    expect(fake.bank.calls.slice(before).filter((item) => item.path.startsWith('/accounts/'))).toEqual([]);
    // Nor are new ones queued, nor can the user pull by hand.
    ctx.clock.advance(7 * 3_600_000);
    expect((await ctx.app.jobs.run()).bankFeeds.pulls).toBe(0);
    const calls = fake.bank.calls.length;
    await call(ctx, 'POST', `/api/bank-feeds/connections/${connection}/sync`, { token });
    expect(fake.bank.calls.length).toBe(calls);
  });
});
