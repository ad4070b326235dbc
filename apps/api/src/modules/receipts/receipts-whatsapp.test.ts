import { createHash, createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { attachments, transactions, users } from '../../db/schema/index.ts';
import { buildApp } from '../../server/app.ts';
import { fixtureDir } from '../../../test/fixtures/receipts/render.ts';
import { openTestDatabase } from '../../../test/helpers/database.ts';
import { call, registerUser, type TestContext, testClock } from '../../../test/helpers/test-app.ts';

// A receipt sent by WhatsApp, end to end: Meta's signed webhook in, the media fetched from a local
// stand-in of the Graph API with the access token, the reading on the queue, the question and the
// answers through the real Cloud API provider. The invoice is a PDF with text: no OCR here.

const SECRET = 'app-secret-recibos';
const ACCESS_TOKEN = 'EAAG-token-recibos';
const invoice = readFileSync(`${fixtureDir}es-factura-movistar.pdf`);
const invoiceSha = createHash('sha256').update(invoice).digest('base64');
const sent: { to: string; text: string }[] = [];
const mediaAsked: { url: string; authorization?: string }[] = [];
let graphServer: Server;
let base = '';
let ctx: TestContext;

beforeAll(async () => {
  graphServer = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = req.url!;
      if (req.method === 'POST') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        if (body.type === 'text') sent.push({ to: body.to, text: body.text.body });
        if (body.type === 'template')
          sent.push({ to: body.to, text: `code:${body.template.components[0].parameters[0].text}` });
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end('{"messages":[{"id":"wamid.out"}]}');
      }
      mediaAsked.push({ url, authorization: req.headers.authorization });
      if (req.headers.authorization !== `Bearer ${ACCESS_TOKEN}`) return res.writeHead(401).end();
      if (url === '/v21.0/880011') {
        res.writeHead(200, { 'content-type': 'application/json' });
        const described = {
          url: `${base}/descarga/880011`,
          mime_type: 'application/pdf',
          sha256: invoiceSha,
          file_size: String(invoice.length),
        };
        return res.end(JSON.stringify({ messaging_product: 'whatsapp', id: '880011', ...described }));
      }
      if (url === '/descarga/880011') return res.writeHead(200, { 'content-type': 'application/pdf' }).end(invoice);
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => graphServer.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(graphServer.address() as AddressInfo).port}`;
  const database = await openTestDatabase();
  const clock = testClock(new Date('2026-11-26T15:00:00Z'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'cc-wa-recibos-')),
    RATE_LIMIT_MAX: '100000',
    AUTH_RATE_LIMIT_MAX: '100000',
    OTP_RESEND_SECONDS: '0',
    APP_URL: 'http://cuentas.test',
    WHATSAPP_PROVIDER: 'cloud',
    WHATSAPP_API_URL: `${base}/v21.0`,
    WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
    WHATSAPP_ACCESS_TOKEN: ACCESS_TOKEN,
    WHATSAPP_APP_SECRET: SECRET,
    WHATSAPP_VERIFY_TOKEN: 'verificar',
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
  await ctx?.close();
  await new Promise<void>((resolve) => graphServer.close(() => resolve()));
});

let counter = 0;
let messageCounter = 0;
/** A user in Spain with two euro accounts, whose phone is linked. */
async function linkedUser() {
  counter += 1;
  const phone = `+3460012${String(counter).padStart(4, '0')}`;
  const { token } = await registerUser(ctx);
  await call(ctx, 'POST', '/api/configuration', {
    token,
    body: { country: 'ES', base_currency: 'EUR', month_start_day: 1 },
  });
  const bbva = await call(ctx, 'POST', '/api/accounts', {
    token,
    body: { name: 'BBVA', type: 'checking', currency: 'EUR' },
  });
  const visa = await call(ctx, 'POST', '/api/accounts', {
    token,
    body: { name: 'Visa Oro', type: 'credit_card', currency: 'EUR' },
  });
  const otp = await call(ctx, 'POST', '/api/auth/validate-phone', { token, body: { phone } });
  const code = sent
    .filter((message) => message.to === phone.slice(1))
    .at(-1)!
    .text.replace('code:', '');
  expect(
    (await call(ctx, 'POST', '/api/auth/confirm-otp', { token, body: { otp_id: otp.data.otp_id, code } })).status,
  ).toBe(200);
  const [user] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  return {
    token,
    from: phone.slice(1),
    userId: user!.id,
    bbvaId: bbva.data.id as string,
    visaId: visa.data.id as string,
  };
}

async function say(from: string, message: Record<string, unknown>) {
  messageCounter += 1;
  const raw = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '1',
        changes: [
          {
            field: 'messages',
            value: { messages: [{ from, id: `wamid.recibo-${messageCounter}`, timestamp: '1764169200', ...message }] },
          },
        ],
      },
    ],
  });
  const signature = `sha256=${createHmac('sha256', SECRET).update(raw).digest('hex')}`;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/webhooks/whatsapp',
    payload: raw,
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
  });
  expect(res.statusCode).toBe(200);
  await ctx.app.jobs.run();
}
const sendInvoice = (from: string) =>
  say(from, {
    type: 'document',
    // As Meta sends it: the media id, its type, the file's hash and name.
    document: { id: '880011', mime_type: 'application/pdf', sha256: invoiceSha, filename: 'factura-movistar.pdf' },
  });
const sayText = (from: string, body: string) => say(from, { type: 'text', text: { body } });
const repliesTo = (from: string) =>
  sent.filter((message) => message.to === from).map((message) => message.text.replace(/[\u00a0\u202f]/g, ' '));
const movementsOf = (userId: string) =>
  ctx.database.db.select().from(transactions).where(eq(transactions.userId, userId));
const filesOf = (userId: string) => ctx.database.db.select().from(attachments).where(eq(attachments.userId, userId));

describe('a receipt sent by WhatsApp', () => {
  it('is fetched with the token, asked about, corrected and saved on «sí»', { timeout: 60_000 }, async () => {
    const user = await linkedUser();
    await sendInvoice(user.from);
    expect(mediaAsked.every((request) => request.authorization === `Bearer ${ACCESS_TOKEN}`)).toBe(true);
    expect(mediaAsked.map((request) => request.url)).toEqual(['/v21.0/880011', '/descarga/880011']);
    expect(repliesTo(user.from).slice(-2)).toEqual([
      'Recibí tu recibo. Lo estoy leyendo y en unos segundos te digo qué anoto.',
      '¿Lo anoto? 50,00 € en Movistar, Teléfono móvil, el 3 nov (BBVA). Responde «sí», «no» o corrígeme («eran 25», «con la visa»).',
    ]);
    expect(await movementsOf(user.userId)).toHaveLength(0);

    await sayText(user.from, 'con la visa');
    expect(repliesTo(user.from).at(-1)).toContain('(Visa Oro)');
    await sayText(user.from, 'eran 52,50');
    expect(repliesTo(user.from).at(-1)).toMatch(/^¿Lo anoto\? 52,50 € en Movistar/);
    await sayText(user.from, 'Sí');
    expect(repliesTo(user.from).at(-1)).toMatch(
      /^Listo, anoté 52,50 € en Movistar.*\(Visa Oro\), con el recibo adjunto\.$/,
    );
    const [movement] = await movementsOf(user.userId);
    expect(movement).toMatchObject({ amount: -5250, date: '2026-11-03', payee: 'Movistar', accountId: user.visaId });
    expect((await filesOf(user.userId)).map((file) => file.transactionId)).toEqual([movement!.id]);
    // The answer was the question's: the next «sí» is an ordinary message again.
    await sayText(user.from, 'sí');
    expect(await movementsOf(user.userId)).toHaveLength(1);
  });

  it('drops the receipt and its file on «no»', { timeout: 60_000 }, async () => {
    const user = await linkedUser();
    await sendInvoice(user.from);
    await sayText(user.from, 'no');
    expect(repliesTo(user.from).at(-1)).toBe('Vale, no lo anoto. Borré la foto del recibo.');
    expect(await movementsOf(user.userId)).toHaveLength(0);
    expect(await filesOf(user.userId)).toEqual([]);
  });

  it('attaches it to the movement already there instead of asking', { timeout: 60_000 }, async () => {
    const user = await linkedUser();
    const imported = await call(ctx, 'POST', '/api/transactions', {
      token: user.token,
      body: { account_id: user.bbvaId, amount: -5000, date: '2026-11-04', payee: 'Movistar' },
    });
    await sendInvoice(user.from);
    expect(repliesTo(user.from).at(-1)).toBe('Ya tenías 50,00 € en Movistar el 4 nov: le adjunté el recibo.');
    expect(await movementsOf(user.userId)).toHaveLength(1);
    expect((await filesOf(user.userId)).map((file) => file.transactionId)).toEqual([imported.data.id]);
  });
});
