// Bank alerts forwarded by mail (decision 035), through SMTP: MAIL_USERS users each receive
// MAIL_ALERTS alert e-mails over MAIL_CONNECTIONS concurrent SMTP connections to the real server's
// listener. Measures the SMTP side (messages accepted per second, time to the 250 answer) and the
// whole path (first message sent to last alert read by the queue and recorded).
//   node bench/mail-alerts.ts   [BENCH_DATABASE_URL=postgres://…/cc_bench_mail] [MAIL_USERS=20] [MAIL_ALERTS=25] [MAIL_CONNECTIONS=10]
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { buildApp } from '../apps/api/src/server/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { type Database, openPglite, openPostgres, queryRows } from '../apps/api/src/db/client.ts';

const USERS = Number(process.env.MAIL_USERS ?? 20);
const PER_USER = Number(process.env.MAIL_ALERTS ?? 25);
const CONNECTIONS = Number(process.env.MAIL_CONNECTIONS ?? 10);
const FROM = 'Bancolombia <alertasynotificaciones@an.notificacionesbancolombia.com>';
const SHOPS = ['EXITO LAURELES', 'RAPPI SAS', 'CINE COLOMBIA', 'TERPEL CALLE 80', 'FARMATODO', 'D1 CHAPINERO'];

const url = process.env.BENCH_DATABASE_URL;
const database: Database = url ? openPostgres(url, 10) : openPglite({});
await database.migrate();
const mails: { to: string; text: string }[] = [];
const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'cc-bench-mail-')),
  LOG_LEVEL: 'warn',
  RATE_LIMIT_MAX: '1000000',
  AUTH_RATE_LIMIT_MAX: '1000000',
  OTP_RESEND_SECONDS: '0',
  SCHEDULER_INTERVAL_MS: '0',
  APP_URL: 'http://alertas.bench.test',
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
const smtp = await app.inboundMail.listen(0, '127.0.0.1');

async function api<T>(method: string, route: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${base}${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

const run = Date.now() % 100_000;
console.log(`Creating ${USERS} users with a capture address…`);
const addresses: string[] = [];
for (let i = 0; i < USERS; i += 1) {
  const email = `bench.mail.${run}.${i}@example.com`;
  const { otp_id } = await api<{ otp_id: string }>('POST', '/auth/validate-email', { email });
  const code = mails
    .filter((mail) => mail.to === email)
    .at(-1)!
    .text.match(/\b(\d{6})\b/)![1];
  await api('POST', '/auth/confirm-otp', { otp_id, code });
  const { auth_token: token } = await api<{ auth_token: string }>('POST', '/auth/register', {
    otp_id,
    email,
    name: `Bench ${i}`,
    password: 'Clave-de-bench-2026',
  });
  await api(
    'POST',
    '/configuration',
    { country: 'CO', base_currency: 'COP', month_start_day: 1, is_completed: true },
    token,
  );
  await api(
    'POST',
    '/accounts',
    { name: 'Visa Bancolombia', type: 'credit_card', currency: 'COP', last_digits: '4821' },
    token,
  );
  addresses.push((await api<{ address: string }>('GET', '/mail-alerts/address', undefined, token)).address);
}

const jobs = addresses.flatMap((address, user) =>
  Array.from({ length: PER_USER }, (_, index) => ({
    to: address,
    // Distinct amounts, so no alert meets another one's movement (decision 035's three days).
    text: `Bancolombia le informa Compra por $${(10_000 + user * 1_000 + index * 37).toLocaleString('es-CO')},00 en ${SHOPS[index % SHOPS.length]} 25/11/2026 12:00. T.Cred *4821.`,
  })),
);
const total = jobs.length;
const transports = Array.from({ length: CONNECTIONS }, () =>
  nodemailer.createTransport({
    host: '127.0.0.1',
    port: smtp.port,
    secure: false,
    ignoreTLS: true,
    pool: true,
    maxConnections: 1,
  }),
);
const latencies: number[] = [];
console.log(`Sending ${total} alerts over ${CONNECTIONS} SMTP connections…`);
const started = performance.now();
let next = 0;
await Promise.all(
  transports.map(async (transport) => {
    while (next < total) {
      const job = jobs[next++]!;
      const sentAt = performance.now();
      await transport.sendMail({ from: FROM, to: job.to, subject: 'Alertas y Notificaciones', text: job.text });
      latencies.push(performance.now() - sentAt);
    }
  }),
);
const accepted = performance.now() - started;
for (const transport of transports) transport.close();

// The queue reads them meanwhile; wait until none is pending.
for (;;) {
  const [row] = await queryRows<{ pending: number; recorded: number }>(
    database.db,
    sql`select count(*) filter (where status = 'pending')::int as pending, count(*) filter (where status = 'recorded')::int as recorded from mail_alerts`,
  );
  if (row && row.pending === 0) {
    const elapsed = performance.now() - started;
    latencies.sort((a, b) => a - b);
    const pick = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(1);
    console.log(
      JSON.stringify(
        {
          engine: url ? 'postgres' : 'pglite',
          alerts: total,
          connections: CONNECTIONS,
          smtp_accepted_per_second: Number(((total * 1000) / accepted).toFixed(1)),
          smtp_250_ms: { p50: pick(0.5), p95: pick(0.95), max: latencies.at(-1)!.toFixed(1) },
          recorded: row.recorded,
          end_to_end_per_second: Number(((total * 1000) / elapsed).toFixed(1)),
          end_to_end_seconds: Number((elapsed / 1000).toFixed(2)),
        },
        null,
        2,
      ),
    );
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
}
await app.close();
await database.close();
