// Bank feed sync (decision 034): one bank account with 10,000 movements on the fake Enable Banking
// (apps/api/src/modules/bank-feeds/fake-bank-server.ts, over HTTP, each call's JWT verified),
// pulled into one account through the import pipeline. Measures the first pull (every page, the
// duplicate check, rules and categoriser, own transfers, the insert) and a second pull of the
// same movements (all duplicates).
//   node bench/bank-feed-sync.ts   [BENCH_DATABASE_URL=postgres://…/cc_bench_feed] [FEED_ROWS=10000] [FEED_PAGE=100]
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/api/src/server/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { type Database, openPglite, openPostgres } from '../apps/api/src/db/client.ts';
import type { EbTransaction } from '../apps/api/src/modules/bank-feeds/client.ts';
import { fakeTransaction } from '../apps/api/src/modules/bank-feeds/fake-bank.ts';
import { startFakeBankServer } from '../apps/api/src/modules/bank-feeds/fake-bank-server.ts';

const ROWS = Number(process.env.FEED_ROWS ?? 10_000);
const PAGE = Number(process.env.FEED_PAGE ?? 100);
const today = new Date().toISOString().slice(0, 10);
const day = (offset: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
const merchants = ['MERCADONA', 'CARREFOUR', 'REPSOL', 'LIDL', 'AMAZON EU', 'FARMACIA', 'BAR EL RINCON', 'RENFE'];

const movements: EbTransaction[] = [];
let sum = 0;
for (let index = 0; index < ROWS; index++) {
  const amount = index % 25 === 0 ? 150000 + index : -(500 + ((index * 7919) % 9000));
  sum += amount;
  movements.push(
    fakeTransaction({
      amount,
      date: day(-88 + Math.floor((index * 88) / ROWS)),
      text: `${merchants[index % merchants.length]} ${index % 97}`,
      reference: `REF${index}`,
    }),
  );
}

const fake = await startFakeBankServer({
  applicationId: 'bench-app',
  now: () => new Date(),
  pageSize: PAGE,
  seed: () => [
    {
      account: {
        uid: 'bench-account',
        account_id: { iban: 'ES7620770024003102575766' },
        name: 'Cuenta',
        currency: 'EUR',
      },
      transactions: movements,
      balance: 1_000_000 + sum,
    },
  ],
});

const url = process.env.BENCH_DATABASE_URL;
const database: Database = url ? openPostgres(url, 10) : openPglite({});
await database.migrate();
const mails: { to: string; text: string }[] = [];
const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'cc-bench-feed-')),
  LOG_LEVEL: 'warn',
  RATE_LIMIT_MAX: '1000000',
  AUTH_RATE_LIMIT_MAX: '1000000',
  OTP_RESEND_SECONDS: '0',
  SCHEDULER_INTERVAL_MS: '0',
  ENABLE_BANKING_APPLICATION_ID: 'bench-app',
  ENABLE_BANKING_KEY: fake.privateKey!.export({ type: 'pkcs8', format: 'pem' }).toString(),
  ENABLE_BANKING_API_URL: fake.url,
});
const app = await buildApp({
  config,
  database,
  mailer: { send: async (message) => void mails.push(message) },
  serveWeb: false,
  logger: false,
});
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;

async function api<T>(method: string, route: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${base}${route}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(600_000),
  });
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

const email = `bench.feed.${Date.now() % 100_000}@example.com`;
const { otp_id } = await api<{ otp_id: string }>('POST', '/auth/validate-email', { email });
const code = mails
  .filter((mail) => mail.to === email)
  .at(-1)!
  .text.match(/\b(\d{6})\b/)![1];
await api('POST', '/auth/confirm-otp', { otp_id, code });
const { auth_token: token } = await api<{ auth_token: string }>('POST', '/auth/register', {
  otp_id,
  email,
  name: 'Bench Feed',
  password: 'Clave-de-bench-2026',
});
await api(
  'POST',
  '/configuration',
  { country: 'ES', base_currency: 'EUR', month_start_day: 1, is_completed: true },
  token,
);

const started = await api<{ url: string }>(
  'POST',
  '/bank-feeds/connections',
  { aspsp_name: 'Banco Sandbox', aspsp_country: 'ES' },
  token,
);
const back = new URL(fake.bank.approve(started.url.split('/auth/')[1]!)!);
const connection = await api<{ id: string; accounts: { id: string }[] }>(
  'POST',
  '/bank-feeds/callback',
  { state: back.searchParams.get('state'), code: back.searchParams.get('code') },
  token,
);

const pagesBefore = fake.bank.calls.length;
let at = performance.now();
const linked = await api<{ balance_check: { difference: number } | null }>(
  'PUT',
  `/bank-feeds/feed-accounts/${connection.accounts[0]!.id}`,
  { new_account: { name: 'Cuenta', type: 'checking' } },
  token,
);
const first = performance.now() - at;
const calls = fake.bank.calls.length - pagesBefore;
at = performance.now();
const again = await api<{ accounts: { imported: number; duplicates: number }[] }>(
  'POST',
  `/bank-feeds/connections/${connection.id}/sync`,
  undefined,
  token,
);
const second = performance.now() - at;
const memory = Math.round(process.memoryUsage().rss / 1024 / 1024);
console.log(
  JSON.stringify(
    {
      engine: url ? 'postgres' : 'pglite',
      movements: ROWS,
      page_size: PAGE,
      bank_calls_first_pull: calls,
      first_pull_ms: Math.round(first),
      first_pull_rows_per_s: Math.round((ROWS / first) * 1000),
      balance_difference: linked.balance_check?.difference ?? null,
      second_pull_ms: Math.round(second),
      second_pull: again.accounts[0],
      rss_mb: memory,
    },
    null,
    2,
  ),
);
await app.close();
await fake.close();
await database.close?.();
process.exit(0);
