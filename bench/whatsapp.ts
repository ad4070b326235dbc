// WhatsApp webhook throughput: 50 linked users send signed messages to the real server, whose
// replies go through the Cloud API provider to a local stand-in of the Graph API. Measures
// messages per second and the time from delivery (the webhook POST leaving) to the reply
// arriving at the stand-in.
//   node bench/whatsapp.ts   [BENCH_DATABASE_URL=postgres://…/cc_bench_wa] [WA_USERS=50] [WA_MESSAGES=10] [WA_CONCURRENCY=50]
// WA_FLOOD=4000 adds one more number that sends that many messages at once (in webhook calls of 250)
// just before the others start: their latencies are then measured during the flood, and the
// flood's own drain (first message stored to last reply) is reported.
import { createHmac } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/api/src/server/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { type Database, openPglite, openPostgres } from '../apps/api/src/db/client.ts';

const USERS = Number(process.env.WA_USERS ?? 50);
const PER_USER = Number(process.env.WA_MESSAGES ?? 10);
const CONCURRENCY = Number(process.env.WA_CONCURRENCY ?? 50);
const FLOOD = Number(process.env.WA_FLOOD ?? 0);
const SECRET = 'bench-secret';
const MESSAGES = [
  'gasté 12.500 en almuerzo',
  'uber 18 mil',
  'mercado 85.000 con bancolombia',
  'me pagaron 2 millones',
  'netflix 44.900',
  'ayer 60 mil de gasolina',
  'saldo',
  'tinto 2500',
  'pasé 200 mil de Bancolombia a Nequi',
  'farmacia 23.400',
];

// The stand-in Graph API: records when each reply (or code) arrives.
const waiting = new Map<string, (at: number) => void>();
const codes = new Map<string, string>();
const flood = { phone: '', replies: 0, lastAt: 0, done: () => {} };
const graph = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const at = performance.now();
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
      to: string;
      type: string;
      template?: { components: { parameters: { text: string }[] }[] };
    };
    if (body.type === 'template') codes.set(body.to, body.template!.components[0]!.parameters[0]!.text);
    else if (body.to === flood.phone) {
      flood.replies += 1;
      flood.lastAt = at;
      if (flood.replies === FLOOD) flood.done();
    } else waiting.get(body.to)?.(at);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"messaging_product":"whatsapp","messages":[{"id":"wamid.bench"}]}');
  });
});
await new Promise<void>((resolve) => graph.listen(0, '127.0.0.1', resolve));

const url = process.env.BENCH_DATABASE_URL;
const database: Database = url ? openPostgres(url, 10) : openPglite({});
await database.migrate();
const mails: { to: string; text: string }[] = [];
const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'cc-bench-wa-')),
  LOG_LEVEL: 'warn',
  RATE_LIMIT_MAX: '1000000',
  AUTH_RATE_LIMIT_MAX: '1000000',
  OTP_RESEND_SECONDS: '0',
  WHATSAPP_PROVIDER: 'cloud',
  WHATSAPP_API_URL: `http://127.0.0.1:${(graph.address() as AddressInfo).port}/v21.0`,
  WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
  WHATSAPP_ACCESS_TOKEN: 'bench-token',
  WHATSAPP_APP_SECRET: SECRET,
  WHATSAPP_VERIFY_TOKEN: 'bench',
  SCHEDULER_INTERVAL_MS: '0',
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
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

const run = Date.now() % 100_000;
console.log(`Creating ${USERS} linked users…`);
const phones: string[] = [];
for (let i = 0; i < USERS + (FLOOD > 0 ? 1 : 0); i += 1) {
  const email = `bench.wa.${run}.${i}@example.com`;
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
  for (const [name, type] of [
    ['Efectivo', 'cash'],
    ['Bancolombia', 'savings'],
    ['Nequi', 'other'],
  ]) {
    await api('POST', '/accounts', { name, type, currency: 'COP' }, token);
  }
  const phone = `+573${String(run).padStart(5, '0')}${String(i).padStart(4, '0')}`;
  const otp = await api<{ otp_id: string }>('POST', '/auth/validate-phone', { phone }, token);
  await api('POST', '/auth/confirm-otp', { otp_id: otp.otp_id, code: codes.get(phone.slice(1)) }, token);
  phones.push(phone.slice(1));
}

const signed = (payload: string) => ({
  'content-type': 'application/json',
  'x-hub-signature-256': `sha256=${createHmac('sha256', SECRET).update(payload).digest('hex')}`,
});

/** The flood: FLOOD messages from one number, 250 to a webhook call, none waiting for its reply. */
async function sendFlood(): Promise<{ startedAt: number; drained: Promise<void> }> {
  flood.phone = phones.pop()!;
  const drained = new Promise<void>((resolve) => (flood.done = resolve));
  const startedAt = performance.now();
  for (let first = 0; first < FLOOD; first += 250) {
    const messages = Array.from({ length: Math.min(250, FLOOD - first) }, (_, offset) => ({
      from: flood.phone,
      id: `wamid.flood.${run}.${first + offset}`,
      timestamp: String(Math.floor(Date.now() / 1000)),
      type: 'text',
      text: { body: MESSAGES[(first + offset) % MESSAGES.length] },
    }));
    const payload = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        { id: '102290129340398', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', messages } }] },
      ],
    });
    const response = await fetch(`${base}/webhooks/whatsapp`, {
      method: 'POST',
      headers: signed(payload),
      body: payload,
    });
    if (response.status !== 200) throw new Error(`webhook answered ${response.status}`);
  }
  return { startedAt, drained };
}
const flooding = FLOOD > 0 ? await sendFlood() : undefined;
if (flooding)
  console.log(
    `Flood of ${FLOOD} messages from one number stored in ${Math.round(performance.now() - flooding.startedAt)} ms`,
  );

/** One message: the webhook POST, then wait for this user's reply at the stand-in. */
async function deliver(from: string, index: number): Promise<number> {
  const payload = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: '106540352242922' },
              contacts: [{ profile: { name: 'Bench' }, wa_id: from }],
              messages: [
                {
                  from,
                  id: `wamid.bench.${run}.${from}.${index}`,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  type: 'text',
                  text: { body: MESSAGES[index % MESSAGES.length] },
                },
              ],
            },
          },
        ],
      },
    ],
  });
  const replied = new Promise<number>((resolve) => waiting.set(from, resolve));
  const start = performance.now();
  const response = await fetch(`${base}/webhooks/whatsapp`, {
    method: 'POST',
    headers: signed(payload),
    body: payload,
  });
  if (response.status !== 200) throw new Error(`webhook answered ${response.status}`);
  const at = await replied;
  waiting.delete(from);
  return at - start;
}

// Each user sends their messages one after another (a person waits for the answer); CONCURRENCY users at once.
console.log(
  `Sending ${USERS * PER_USER} messages (${PER_USER} per user, ${Math.min(CONCURRENCY, USERS)} users at once)…`,
);
const latencies: number[] = [];
const started = performance.now();
let next = 0;
await Promise.all(
  Array.from({ length: Math.min(CONCURRENCY, USERS) }, async () => {
    while (next < phones.length) {
      const from = phones[next++]!;
      for (let index = 0; index < PER_USER; index += 1) latencies.push(await deliver(from, index));
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
if (flooding) await flooding.drained;
latencies.sort((a, b) => a - b);
const pct = (p: number) =>
  Math.round(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!);
const result = {
  scenario: 'whatsapp_webhook',
  driver: url ? 'postgres' : 'pglite',
  users: USERS,
  messages: latencies.length,
  messages_per_second: Math.round((latencies.length / seconds) * 10) / 10,
  delivery_to_reply_ms: { p50: pct(50), p95: pct(95), max: Math.round(latencies.at(-1)!) },
  ...(flooding
    ? {
        flood: {
          messages: FLOOD,
          drained_seconds: Math.round((flood.lastAt - flooding.startedAt) / 100) / 10,
          messages_per_second: Math.round((FLOOD / ((flood.lastAt - flooding.startedAt) / 1000)) * 10) / 10,
        },
      }
    : {}),
};
console.log(JSON.stringify(result, null, 2));
const results = path.join(import.meta.dirname, 'results');
mkdirSync(results, { recursive: true });
writeFileSync(
  path.join(results, `whatsapp-${result.driver}${flooding ? '-flood' : ''}.json`),
  `${JSON.stringify(result, null, 2)}\n`,
);
await app.close();
await database.close();
graph.close();
