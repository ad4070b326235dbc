import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../config.ts';
import { openTestDatabase } from '../../../test/helpers/database.ts';
import { call, registerUser, type TestContext, testClock } from '../../../test/helpers/test-app.ts';

// The webhook end to end: Meta's signed calls in through app.inject, the replies out through the
// real Cloud API provider to a local stand-in of the Graph API.

const SECRET = 'app-secret-de-prueba';
const VERIFY = 'token-de-verificacion';
const PHONE_NUMBER_ID = '106540352242922';
const ACCESS_TOKEN = 'EAAG-token-de-prueba';

type GraphRequest = {
  url: string;
  authorization?: string;
  body: { to: string; type: string; text?: { body: string }; template?: unknown };
};
const graph: GraphRequest[] = [];
let graphStatus = 200;
let graphServer: Server;
let ctx: TestContext;

const fixture = (name: string) =>
  readFileSync(new URL(`../../../test/fixtures/whatsapp/${name}`, import.meta.url), 'utf8');
const textPayload = (from: string, id: string, body: string) => {
  const payload = JSON.parse(fixture('text-message.json'));
  const message = payload.entry[0].changes[0].value.messages[0];
  Object.assign(message, { from, id, text: { body } });
  payload.entry[0].changes[0].value.contacts[0].wa_id = from;
  return JSON.stringify(payload);
};
const sign = (raw: string, secret = SECRET) => `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;
const post = (raw: string, signature: string | undefined = sign(raw)) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/webhooks/whatsapp',
    payload: raw,
    headers: { 'content-type': 'application/json', ...(signature ? { 'x-hub-signature-256': signature } : {}) },
  });
const textsTo = (phone: string) =>
  graph
    .filter((request) => request.body.to === phone && request.body.type === 'text')
    .map((request) => request.body.text!.body);

async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 200; i += 1) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

beforeAll(async () => {
  graphServer = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      graph.push({
        url: req.url!,
        authorization: req.headers.authorization,
        // A media look-up (GET) has no body.
        body: chunks.length > 0 ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {},
      });
      res.writeHead(graphStatus, { 'content-type': 'application/json' });
      res.end(
        graphStatus === 200
          ? '{"messaging_product":"whatsapp","messages":[{"id":"wamid.out"}]}'
          : '{"error":{"message":"(#131000) Something went wrong","code":131000}}',
      );
    });
  });
  await new Promise<void>((resolve) => graphServer.listen(0, '127.0.0.1', resolve));
  const database = await openTestDatabase();
  const clock = testClock(new Date('2026-11-25T15:00:00Z'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'cc-wa-')),
    RATE_LIMIT_MAX: '100000',
    AUTH_RATE_LIMIT_MAX: '100000',
    OTP_RESEND_SECONDS: '0',
    APP_URL: 'http://cuentas.test',
    WHATSAPP_PROVIDER: 'cloud',
    WHATSAPP_API_URL: `http://127.0.0.1:${(graphServer.address() as AddressInfo).port}/v21.0`,
    WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID,
    WHATSAPP_ACCESS_TOKEN: ACCESS_TOKEN,
    WHATSAPP_APP_SECRET: SECRET,
    WHATSAPP_VERIFY_TOKEN: VERIFY,
  });
  const mails: TestContext['mails'] = [];
  const app = await buildApp({
    config,
    database,
    mailer: { send: async (message) => void mails.push(message) },
    now: clock.now,
    serveWeb: false,
    logger: false,
  });
  await app.ready();
  ctx = { app, database, mails, whatsapps: [], clock, close: async () => (await app.close(), await database.close()) };
}, 60_000);
afterAll(async () => {
  await ctx.close();
  await new Promise<void>((resolve) => graphServer.close(() => resolve()));
});
beforeEach(() => {
  graphStatus = 200;
});

let phoneCounter = 0;
/** A user in Colombia with cash and a bank account, whose phone was linked with the code sent through the stand-in. */
async function linkedUser() {
  phoneCounter += 1;
  const phone = `+5730012${String(phoneCounter).padStart(5, '0')}`;
  const { token } = await registerUser(ctx);
  await call(ctx, 'POST', '/api/configuration', {
    token,
    body: { country: 'CO', base_currency: 'COP', month_start_day: 1 },
  });
  const cash = await call(ctx, 'POST', '/api/accounts', {
    token,
    body: { name: 'Efectivo', type: 'cash', currency: 'COP' },
  });
  await call(ctx, 'POST', '/api/accounts', { token, body: { name: 'Bancolombia', type: 'savings', currency: 'COP' } });
  const otp = await call(ctx, 'POST', '/api/auth/validate-phone', { token, body: { phone } });
  const template = graph
    .filter((request) => request.body.to === phone.slice(1) && request.body.type === 'template')
    .at(-1)!.body.template as {
    components: { parameters: { text: string }[] }[];
  };
  const confirmed = await call(ctx, 'POST', '/api/auth/confirm-otp', {
    token,
    body: { otp_id: otp.data.otp_id, code: template.components[0]!.parameters[0]!.text },
  });
  expect(confirmed.status).toBe(200);
  return { token, phone, from: phone.slice(1), cashId: cash.data.id as string };
}

const whatsappTransactions = async (token: string) =>
  (
    (await call(ctx, 'GET', '/api/transactions', { token })).data as unknown as { items: Record<string, unknown>[] }
  ).items.filter((item) => item.origin === 'whatsapp');

describe('webhook verification (GET)', () => {
  it('echoes hub.challenge as plain text when the token matches', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${VERIFY}&hub.challenge=1158201444`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe('1158201444');
  });

  it('answers 403 to a wrong token, another mode or nothing', async () => {
    for (const query of [
      `hub.mode=subscribe&hub.verify_token=otro&hub.challenge=1`,
      `hub.mode=unsubscribe&hub.verify_token=${VERIFY}&hub.challenge=1`,
      '',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/webhooks/whatsapp?${query}` });
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('1');
    }
  });
});

describe('webhook messages (POST)', () => {
  it('refuses a missing or wrong signature with no effect', async () => {
    const user = await linkedUser();
    const before = graph.length;
    const raw = textPayload(user.from, 'wamid.firma-mala-1', 'gasté 9.000 en taxi');
    expect((await post(raw, null as unknown as undefined)).statusCode).toBe(401);
    expect((await post(raw, sign(raw, 'otro-secreto'))).statusCode).toBe(403);
    expect((await post(raw, 'sha256=zz')).statusCode).toBe(403);
    // Signed over other bytes (a re-serialised body): refused too.
    expect((await post(raw, sign(JSON.stringify(JSON.parse(raw), null, 2)))).statusCode).toBe(403);
    await ctx.app.jobs.run();
    expect(graph.length).toBe(before);
    expect(await whatsappTransactions(user.token)).toEqual([]);
    // Redelivered later with the right signature, it is handled: nothing of the refused calls was stored.
    expect((await post(raw)).statusCode).toBe(200);
    await until(() => textsTo(user.from).length === 1, 'the reply');
  });

  it('records a capture once, however many times Meta delivers it, and replies through the Cloud API', async () => {
    const user = await linkedUser();
    const raw = textPayload(
      user.from,
      'wamid.HBgMNTczMDAxMjM0NTY3FQIAEhggQUFBQUFBQUFBQUFBQUFB',
      'gasté 12.500 en almuerzo',
    );
    const res = await post(raw);
    expect(res.statusCode).toBe(200);
    await until(() => textsTo(user.from).length === 1, 'the reply');
    const reply = graph.filter((request) => request.body.to === user.from && request.body.type === 'text').at(-1)!;
    expect(reply.url).toBe(`/v21.0/${PHONE_NUMBER_ID}/messages`);
    expect(reply.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
    expect(reply.body.text!.body).toMatch(
      /^✅ Anotado: gasto de \$\s?12\.500 \(Almuerzo\) · Restaurantes · Efectivo · hoy\./,
    );

    for (let i = 0; i < 3; i += 1) expect((await post(raw)).statusCode).toBe(200);
    await ctx.app.jobs.run();
    const captured = await whatsappTransactions(user.token);
    expect(captured).toHaveLength(1);
    expect(captured[0]).toMatchObject({
      amount: -12500,
      account_id: user.cashId,
      date: '2026-11-25',
      original_text: 'gasté 12.500 en almuerzo',
      payee: 'Almuerzo',
    });
    expect(textsTo(user.from)).toHaveLength(1);
  });

  it('records once when Meta delivers the same message twice at the same moment', async () => {
    const user = await linkedUser();
    const raw = textPayload(user.from, 'wamid.simultaneo-1', 'taxi 9.500');
    const answers = await Promise.all([post(raw), post(raw), post(raw)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    await until(() => textsTo(user.from).length === 1, 'the reply');
    await ctx.app.jobs.run();
    expect(await whatsappTransactions(user.token)).toHaveLength(1);
    expect(textsTo(user.from)).toHaveLength(1);
  });

  it("dates a capture by the user's country when the device never sent a zone", async () => {
    const user = await linkedUser();
    const before = ctx.clock.now().getTime();
    // 03:00 UTC on the 26th is still 22:00 on the 25th in Bogotá.
    ctx.clock.advance(new Date('2026-11-26T03:00:00Z').getTime() - before);
    try {
      await post(textPayload(user.from, 'wamid.zona-1', 'cena 30 mil'));
      await until(() => textsTo(user.from).length === 1, 'the reply');
      expect(textsTo(user.from)[0]).toContain('· hoy.');
      expect((await whatsappTransactions(user.token))[0]).toMatchObject({ date: '2026-11-25' });
    } finally {
      ctx.clock.advance(before - ctx.clock.now().getTime());
    }
  });

  it('forgets answered messages after 30 days, keeping the movements', async () => {
    const user = await linkedUser();
    await post(textPayload(user.from, 'wamid.viejo-1', 'farmacia 23.400'));
    await until(() => textsTo(user.from).length === 1, 'the reply');
    const before = ctx.clock.now().getTime();
    ctx.clock.advance(31 * 24 * 3600_000);
    const pass = await ctx.app.jobs.run();
    // Back to today before asking (the session would have expired 31 days on).
    ctx.clock.advance(before - ctx.clock.now().getTime());
    expect(pass.whatsapp.purged).toBeGreaterThanOrEqual(1);
    expect(await whatsappTransactions(user.token)).toHaveLength(1);
    expect((await call(ctx, 'GET', '/api/whatsapp/conversation', { token: user.token })).data).toEqual([]);
  });

  it('ignores statuses and non-WhatsApp objects', async () => {
    const before = graph.length;
    expect((await post(fixture('statuses.json'))).statusCode).toBe(200);
    const other = JSON.stringify({ object: 'page', entry: [] });
    expect((await post(other)).statusCode).toBe(200);
    await ctx.app.jobs.run();
    expect(graph.length).toBe(before);
  });

  it('answers an unknown number once with how to link it, and records nothing', async () => {
    const from = '5215512345678';
    await post(textPayload(from, 'wamid.desconocido-1', 'gasté 200 en tacos'));
    await until(() => textsTo(from).length === 1, 'the reply');
    expect(textsTo(from)[0]).toContain('no está vinculado');
    expect(textsTo(from)[0]).toContain('http://cuentas.test/profile');
    await post(textPayload(from, 'wamid.desconocido-2', 'hola?'));
    await ctx.app.jobs.run();
    expect(textsTo(from)).toHaveLength(1);
  });

  it('says so when a picture cannot be downloaded from the Graph API', async () => {
    const user = await linkedUser();
    const raw = fixture('image-message.json').replaceAll('573001234567', user.from);
    await post(raw);
    await until(() => textsTo(user.from).length === 1, 'the reply');
    // The stand-in answers the media id without a download URL: nothing is stored or read.
    expect(textsTo(user.from)[0]).toBe(
      'No pude descargar tu archivo. Envíamelo de nuevo en un momento, o escríbeme el movimiento.',
    );
    expect(graph.some((request) => request.url.endsWith('/1243534503891512'))).toBe(true);
  });

  it('answers a voice note honestly: not heard yet, and how to write it instead', async () => {
    const user = await linkedUser();
    const raw = fixture('image-message.json')
      .replaceAll('573001234567', user.from)
      .replace('"type": "image"', '"type": "audio"')
      .replace('"image": {', '"audio": {')
      .replace('image/jpeg', 'audio/ogg; codecs=opus')
      .replace('wamid.HBgMNTczMDAxMjM0NTY3FQIAEhgUM0FCRDQ3RjE2QkE5QjVGQzYyNTcA', 'wamid.nota-de-voz-1');
    await post(raw);
    await until(() => textsTo(user.from).length === 1, 'the reply');
    expect(textsTo(user.from)[0]).toBe(
      'Todavía no escucho notas de voz, así que no anoté nada. Escríbeme el movimiento, por ejemplo «gasté 12.500 en almuerzo», y lo anoto al momento.',
    );
    expect(await whatsappTransactions(user.token)).toHaveLength(0);
  });

  it('retries a reply the Graph API refused, a bounded number of times, without recording twice', async () => {
    const user = await linkedUser();
    graphStatus = 500;
    await post(textPayload(user.from, 'wamid.reintento-1', 'uber 18 mil'));
    await until(
      () => graph.filter((request) => request.body.to === user.from && request.body.type === 'text').length === 1,
      'the first try',
    );
    // Not again within the minute…
    await ctx.app.jobs.run();
    expect(graph.filter((request) => request.body.to === user.from && request.body.type === 'text')).toHaveLength(1);
    // …then once per pass, five tries in all, then never again.
    for (let i = 0; i < 8; i += 1) {
      ctx.clock.advance(61_000);
      await ctx.app.jobs.run();
    }
    expect(graph.filter((request) => request.body.to === user.from && request.body.type === 'text')).toHaveLength(5);
    expect(await whatsappTransactions(user.token)).toHaveLength(1);
  });

  it('a reply that fails once goes out on the next pass', async () => {
    const user = await linkedUser();
    graphStatus = 503;
    await post(textPayload(user.from, 'wamid.reintento-2', 'pagué 80 mil de luz'));
    await until(
      () => graph.some((request) => request.body.to === user.from && request.body.type === 'text'),
      'the first try',
    );
    // The pass that made the first try finishes (and retries nothing within the minute)…
    await ctx.app.jobs.run();
    expect(textsTo(user.from)).toHaveLength(1);
    // …and the next one, a minute later, delivers.
    graphStatus = 200;
    ctx.clock.advance(61_000);
    await ctx.app.jobs.run();
    const sent = textsTo(user.from);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toContain('Electricidad');
  });
});

describe('bad bytes and bad shapes at the boundary', () => {
  /** One signed call carrying several messages, written as raw JSON so escapes reach the server as sent. */
  const batch = (from: string, messages: string[]) =>
    JSON.stringify(JSON.parse(textPayload(from, 'wamid.lote-plantilla', 'x'))).replace(
      /"messages":\[.*\]\},"field"/,
      `"messages":[${messages.join(',')}]},"field"`,
    );
  const message = (from: string, id: string, text: string) =>
    `{"from":"${from}","id":"${id}","timestamp":"1764072000","type":"text","text":{"body":${text}}}`;

  it('a NUL, a lone surrogate or a body that is not text in one message loses none of the others', async () => {
    const user = await linkedUser();
    const raw = batch(user.from, [
      message(user.from, 'wamid.lote-nul', '"taxi 9.000\\u0000"'),
      message(user.from, 'wamid.lote-surrogate', '"almuerzo 15.000 \\ud83d"'),
      message(user.from, 'wamid.lote-numero', '12345'),
      message(user.from, 'wamid.lote-objeto', '{"x":1}'),
      message(user.from, 'wamid.lote-bueno', '"farmacia 23.400"'),
      // Not a message at all: dropped, and the rest stay.
      '{"from":"no-es-un-numero","id":5}',
      'null',
    ]);
    expect(raw).toContain('\\u0000');
    const res = await post(raw);
    expect(res.statusCode).toBe(200);
    await until(() => textsTo(user.from).length === 5, 'five replies');
    await ctx.app.jobs.run();
    const captured = await whatsappTransactions(user.token);
    expect(captured.map((item) => item.original_text).sort()).toEqual(
      ['almuerzo 15.000 \ufffd', 'farmacia 23.400', 'taxi 9.000'].sort(),
    );
    // The bodies that are not text are answered as what they are: not something we can read.
    expect(textsTo(user.from).filter((text) => text.includes('solo entiendo mensajes de texto'))).toHaveLength(2);
    const conversation = await call(ctx, 'GET', '/api/whatsapp/conversation', { token: user.token });
    expect(conversation.status).toBe(200);
    expect(conversation.data).toHaveLength(5);
  });

  it('refusals answer the JSON envelope in Spanish; the verification still echoes plain text', async () => {
    const raw = textPayload('573001112233', 'wamid.sobre-1', 'hola');
    const envelopeOf = (res: Awaited<ReturnType<typeof post>>) => {
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const body = JSON.parse(res.body) as { errors: { message: string }[] };
      expect(body.errors[0]!.message).toMatch(/firma|verificación|JSON/);
      return res.statusCode;
    };
    expect(envelopeOf(await post(raw, null as unknown as undefined))).toBe(401);
    expect(envelopeOf(await post(raw, sign(raw, 'otro-secreto')))).toBe(403);
    expect(envelopeOf(await post('{no es json', sign('{no es json')))).toBe(400);
    const wrongToken = await ctx.app.inject({
      method: 'GET',
      url: '/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=otro&hub.challenge=1',
    });
    expect(envelopeOf(wrongToken)).toBe(403);
    const accepted = await post(textPayload('573001112233', 'wamid.sobre-2', 'hola'));
    expect(accepted.statusCode).toBe(200);
    expect(JSON.parse(accepted.body)).toEqual({ data: { received: true, stored: 1 } });
  });

  it('a row stored before these checks (a body that is not text) does not break the conversation view', async () => {
    const user = await linkedUser();
    const me = await call(ctx, 'GET', '/api/me', { token: user.token });
    for (const [n, payload] of [
      { type: 'text', text: { body: 42 } },
      { type: 'text', text: { body: { nested: true } } },
      { type: 'text', text: null },
      'no es un objeto',
      null,
    ].entries())
      await ctx.database.db.execute(
        sql`insert into whatsapp_inbox (id, message_id, phone, user_id, payload, status, reply, received_at)
            values (gen_random_uuid(), ${`wamid.viejo-malo-${n}`}, ${user.phone}, ${me.data.id as string},
                    ${JSON.stringify(payload)}::jsonb, 'done', null, now())`,
      );
    const conversation = await call(ctx, 'GET', '/api/whatsapp/conversation', { token: user.token });
    expect(conversation.status).toBe(200);
    expect(conversation.data).toHaveLength(5);
    expect((conversation.data as unknown as { text: string }[]).every((row) => row.text === '')).toBe(true);
  });

  it('the simulator takes a lone surrogate as U+FFFD and refuses a NUL with a field error', async () => {
    const user = await linkedUser();
    const lone = await call(ctx, 'POST', '/api/whatsapp/simulate', {
      token: user.token,
      body: { text: 'cena 30 mil \ud83d' },
    });
    expect(lone.status).toBe(200);
    expect((lone.data as unknown as { transaction: { original_text: string } }).transaction.original_text).toBe(
      'cena 30 mil \ufffd',
    );
    const nul = await call(ctx, 'POST', '/api/whatsapp/simulate', { token: user.token, body: { text: 'cena\u0000' } });
    expect(nul.status).toBe(400);
  });
});
