import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../config.ts';
import type { MailMessage } from './mail.ts';
import { createCloudApiProvider, createDevProvider } from './whatsapp.ts';
import { openTestDatabase } from '../../test/helpers/database.ts';
import { call, registerUser, type TestContext, testClock } from '../../test/helpers/test-app.ts';

type Captured = { method: string; url: string; headers: IncomingHttpHeaders; body: Record<string, unknown> };

let server: Server;
let baseUrl: string;
const requests: Captured[] = [];
let answerStatus = 200;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      requests.push({
        method: req.method!,
        url: req.url!,
        headers: req.headers,
        body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
      });
      res.writeHead(answerStatus, { 'content-type': 'application/json' });
      res.end(
        answerStatus === 200 ? '{"messages":[{"id":"wamid.1"}]}' : '{"error":{"message":"Internal error","code":1}}',
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v21.0`;
});
afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests.length = 0;
  answerStatus = 200;
});

const cloudOptions = () => ({
  baseUrl: `${baseUrl}/`,
  phoneNumberId: '1098765',
  accessToken: 'token-de-prueba',
  otpTemplate: 'codigo_verificacion',
  templateLanguage: 'es',
});

describe('WhatsApp Cloud API provider', () => {
  it('sends the code as an authentication template', async () => {
    await createCloudApiProvider(cloudOptions()).sendOtp('+573001234567', '482913');
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('/v21.0/1098765/messages');
    expect(request!.headers.authorization).toBe('Bearer token-de-prueba');
    expect(request!.headers['content-type']).toMatch(/^application\/json/);
    expect(request!.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '573001234567',
      type: 'template',
      template: {
        name: 'codigo_verificacion',
        language: { code: 'es' },
        components: [
          { type: 'body', parameters: [{ type: 'text', text: '482913' }] },
          { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: '482913' }] },
        ],
      },
    });
  });

  it('sends replies as plain text without link previews', async () => {
    await createCloudApiProvider(cloudOptions()).sendText('+34600111222', 'Anotado: 12.500 en almuerzo');
    expect(requests[0]!.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '34600111222',
      type: 'text',
      text: { preview_url: false, body: 'Anotado: 12.500 en almuerzo' },
    });
  });

  it('throws when the API answers an error', async () => {
    answerStatus = 500;
    await expect(createCloudApiProvider(cloudOptions()).sendOtp('+573001234567', '111111')).rejects.toThrow(
      /answered 500/,
    );
  });
});

describe('development provider', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cc-wa-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const recordingLogger = () => {
    const lines: { level: string; args: unknown[] }[] = [];
    const record =
      (level: string) =>
      (...args: unknown[]) =>
        void lines.push({ level, args });
    const logger = { info: record('info'), warn: record('warn'), error: record('error'), debug: record('debug') };
    return { logger: logger as unknown as FastifyBaseLogger, lines };
  };
  const outbox = () =>
    readdirSync(path.join(dataDir, 'whatsapp'))
      .sort()
      .map((file) => JSON.parse(readFileSync(path.join(dataDir, 'whatsapp', file), 'utf8')) as Record<string, string>);

  it('writes the code to a JSON file under the data directory and logs it outside production', async () => {
    const { logger, lines } = recordingLogger();
    await createDevProvider({ dataDir, logger, logCodes: true }).sendOtp('+573001234567', '654321');
    const [message] = outbox();
    expect(message).toMatchObject({ to: '+573001234567', type: 'otp', code: '654321' });
    expect(Number.isNaN(Date.parse(message!.sent_at!))).toBe(false);
    expect(lines).toHaveLength(1);
    expect(String(lines[0]!.args[0])).toContain('654321');
  });

  it('keeps the code out of the log when asked to', async () => {
    const { logger, lines } = recordingLogger();
    await createDevProvider({ dataDir, logger, logCodes: false }).sendOtp('+573001234568', '135790');
    expect(outbox().some((message) => message.code === '135790')).toBe(true);
    expect(JSON.stringify(lines)).not.toContain('135790');
  });

  it('writes text replies too', async () => {
    const { logger } = recordingLogger();
    await createDevProvider({ dataDir, logger, logCodes: true }).sendText('+573001234567', 'Hola');
    expect(outbox().some((message) => message.type === 'text' && message.text === 'Hola')).toBe(true);
  });
});

describe('the app with WHATSAPP_PROVIDER=cloud', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    const database = await openTestDatabase();
    const mails: MailMessage[] = [];
    const clock = testClock();
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'cc-app-')),
      RATE_LIMIT_MAX: '100000',
      AUTH_RATE_LIMIT_MAX: '100000',
      OTP_RESEND_SECONDS: '0',
      WHATSAPP_PROVIDER: 'cloud',
      WHATSAPP_API_URL: baseUrl,
      WHATSAPP_PHONE_NUMBER_ID: '555000',
      WHATSAPP_ACCESS_TOKEN: 'token-app',
      WHATSAPP_OTP_TEMPLATE: 'verificacion',
    });
    const mailer = { send: async (message: MailMessage) => void mails.push(message) };
    const app = await buildApp({ config, database, mailer, now: clock.now, serveWeb: false, logger: false });
    await app.ready();
    ctx = {
      app,
      database,
      mails,
      whatsapps: [],
      clock,
      close: async () => (await app.close(), await database.close()),
    };
  });
  afterAll(async () => ctx.close());

  it('sends the phone code through the Cloud API and links the phone with it', async () => {
    const { token } = await registerUser(ctx);
    const res = await call(ctx, 'POST', '/api/auth/validate-phone', { body: { phone: '+52 55 1234 5678' }, token });
    expect(res.status).toBe(200);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe('/v21.0/555000/messages');
    expect(requests[0]!.headers.authorization).toBe('Bearer token-app');
    const template = requests[0]!.body.template as { name: string; components: { parameters: { text: string }[] }[] };
    expect(requests[0]!.body.to).toBe('525512345678');
    expect(template.name).toBe('verificacion');
    const code = template.components[0]!.parameters[0]!.text;

    const confirmed = await call(ctx, 'POST', '/api/auth/confirm-otp', {
      body: { otp_id: res.data.otp_id, code },
      token,
    });
    expect(confirmed.status).toBe(200);
    expect((await call(ctx, 'GET', '/api/me', { token })).data.phone).toBe('+525512345678');
  });

  it('answers 502 in Spanish when WhatsApp fails, without internals', async () => {
    const { token } = await registerUser(ctx);
    answerStatus = 500;
    const res = await call(ctx, 'POST', '/api/auth/validate-phone', { body: { phone: '+525598765432' }, token });
    expect(res.status).toBe(502);
    expect(res.body).toEqual({
      errors: [{ message: 'No pudimos enviar el código por WhatsApp. Inténtalo de nuevo más tarde.' }],
    });
  });
});
