import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../config.ts';
import { type Database, openPostgres, queryRows } from '../db/client.ts';
import { call, createTestApp, registerUser, type TestContext } from '../../test/helpers/test-app.ts';

// The job queue (decision 026) as the WhatsApp inbox uses it: exactly once through a crash, a dead
// worker's job taken over, and one sender's flood taking turns with everyone else.

const SECRET = 'secreto-de-la-cola';
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ WHATSAPP_APP_SECRET: SECRET });
}, 60_000);
afterAll(async () => ctx.close());

type Message = { from: string; id: string; body: string };
const payloadOf = (messages: Message[]) =>
  JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        changes: [
          {
            field: 'messages',
            value: {
              messages: messages.map((m) => ({
                from: m.from,
                id: m.id,
                timestamp: '1795000000',
                type: 'text',
                text: { body: m.body },
              })),
            },
          },
        ],
      },
    ],
  });
async function deliver(messages: Message[]) {
  const raw = payloadOf(messages);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/webhooks/whatsapp',
    payload: raw,
    headers: {
      'content-type': 'application/json',
      'x-hub-signature-256': `sha256=${createHmac('sha256', SECRET).update(raw).digest('hex')}`,
    },
  });
  expect(res.statusCode).toBe(200);
}

let phones = 0;
/** A user in Colombia with a cash account and a linked phone; returns the number Meta would send. */
async function linkedUser() {
  phones += 1;
  const phone = `+5731055${String(phones).padStart(5, '0')}`;
  const { token } = await registerUser(ctx);
  await call(ctx, 'POST', '/api/configuration', {
    token,
    body: { country: 'CO', base_currency: 'COP', month_start_day: 1 },
  });
  await call(ctx, 'POST', '/api/accounts', { token, body: { name: 'Efectivo', type: 'cash', currency: 'COP' } });
  const otp = await call(ctx, 'POST', '/api/auth/validate-phone', { token, body: { phone } });
  const code = ctx.whatsapps.filter((message) => message.to === phone && message.code).at(-1)!.code!;
  expect(
    (await call(ctx, 'POST', '/api/auth/confirm-otp', { token, body: { otp_id: otp.data.otp_id, code } })).status,
  ).toBe(200);
  return { token, phone, from: phone.slice(1) };
}

const capturesOf = async (token: string) =>
  (
    (await call(ctx, 'GET', '/api/transactions', { token })).data as unknown as {
      items: { origin: string; amount: number }[];
    }
  ).items.filter((item) => item.origin === 'whatsapp');
const repliesTo = (phone: string) =>
  ctx.whatsapps.filter((message) => message.to === phone && message.text).map((message) => message.text!);

describe('exactly once through a crash', () => {
  it('a crash after the movement is written and before the message is marked records it once, on the retry', async () => {
    const user = await linkedUser();
    // The crash: the first time this user's message is marked handled, the statement fails after
    // the movement was inserted in the same transaction (checked inside the trigger).
    await ctx.database.db.execute(sql`create sequence crash_once`);
    await ctx.database.db.execute(
      sql.raw(`create function crash_after_capture() returns trigger language plpgsql as $$
        begin
          if new.status = 'replying' and old.status <> 'replying'
             and exists (select 1 from transactions t where t.user_id = new.user_id and t.origin = 'whatsapp')
             and nextval('crash_once') = 1 then
            raise exception 'proceso interrumpido';
          end if;
          return new;
        end $$`),
    );
    await ctx.database.db.execute(
      sql`create trigger crash_after_capture before update on whatsapp_inbox for each row execute function crash_after_capture()`,
    );
    try {
      await deliver([{ from: user.from, id: 'wamid.caida-1', body: 'gasté 12.500 en almuerzo' }]);
      await ctx.app.jobs.run();
      const [crashed] = await queryRows<{ n: string }>(ctx.database.db, sql`select last_value as n from crash_once`);
      expect(Number(crashed!.n)).toBe(1);
      // The crash rolled the movement back with the mark: nothing recorded, nothing answered.
      expect(await capturesOf(user.token)).toEqual([]);
      expect(repliesTo(user.phone)).toEqual([]);

      ctx.clock.advance(61_000);
      await ctx.app.jobs.run();
      ctx.clock.advance(61_000);
      await ctx.app.jobs.run();
      expect((await capturesOf(user.token)).map((item) => item.amount)).toEqual([-12_500]);
      expect(repliesTo(user.phone)).toHaveLength(1);
      expect(repliesTo(user.phone)[0]).toMatch(/^✅ Anotado: gasto de/);
    } finally {
      await ctx.database.db.execute(sql`drop trigger crash_after_capture on whatsapp_inbox`);
    }
  });
});

describe('the health check', () => {
  it("reports the queue's depth", async () => {
    const health = await call(ctx, 'GET', '/api/health');
    expect(health.status).toBe(200);
    expect(health.data).toMatchObject({
      status: 'ok',
      queue: { waiting: expect.any(Number), failed: expect.any(Number) },
    });
  });
});

describe('workers', () => {
  // From here on only the passes below (and instance A) fetch, so the test knows who holds each job.
  beforeAll(async () => ctx.app.jobs.queue.boss().offWork('whatsapp'));

  it("one number's flood does not hold another sender's message: it is handled next, and the flood stays in order", async () => {
    const flooder = await linkedUser();
    const other = await linkedUser();
    const flood = Array.from({ length: 60 }, (_, index) => ({
      from: flooder.from,
      id: `wamid.alud-${index}`,
      body: `gasté ${1000 + index} en café`,
    }));
    await deliver(flood);
    await deliver([{ from: other.from, id: 'wamid.otro-1', body: 'almuerzo 15.000' }]);
    await ctx.app.jobs.run();
    const order = ctx.whatsapps
      .filter((message) => message.text && (message.to === flooder.phone || message.to === other.phone))
      .map((message) => message.to);
    expect(order).toHaveLength(61);
    // The other sender's message waited for at most the flood's message in hand and the one after it.
    expect(order.indexOf(other.phone)).toBeLessThanOrEqual(2);
    const [captured] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from transactions t join users u on u.id = t.user_id where u.phone = ${flooder.phone} and t.origin = 'whatsapp'`,
    );
    expect(captured!.n).toBe(60);
    // Replies went out in the order the messages were sent.
    const replied = repliesTo(flooder.phone).map((text) => Number(text.match(/\$\s?([\d.]+)/)![1]!.replace('.', '')));
    expect(replied).toEqual(flood.map((_, index) => 1000 + index));
  });

  it('an instance shut down (SIGTERM) mid-job gives the job back for another instance to finish', async () => {
    const user = await linkedUser();
    // Instance A hangs in the reply (a dead network, a frozen provider) when it is told to stop.
    let reachedA = () => {};
    const atA = new Promise<void>((resolve) => (reachedA = resolve));
    const databaseA: Database = ctx.database.url
      ? openPostgres(ctx.database.url, 3)
      : { ...ctx.database, close: async () => {} };
    const appA = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: '/tmp',
        APP_URL: 'http://cuentas.test',
        WHATSAPP_APP_SECRET: SECRET,
      }),
      database: databaseA,
      mailer: { send: async () => {} },
      whatsapp: { sendOtp: async () => {}, sendText: () => (reachedA(), new Promise<void>(() => {})) },
      now: ctx.clock.now,
      serveWeb: false,
      logger: false,
    });
    await appA.ready();
    try {
      await deliver([{ from: user.from, id: 'wamid.apagado-1', body: 'taxi 9.500' }]);
      appA.jobs.queue.wake('whatsapp');
      await atA;
    } finally {
      // The server's shutdown: the job in hand gets a grace period, then goes back to the queue.
      await appA.close();
      await databaseA.close();
    }
    const states = await queryRows<{ state: string }>(
      ctx.database.db,
      sql`select state from pgboss.job where name = 'whatsapp' and singleton_key = ${user.phone} and state not in ('completed')`,
    );
    expect(states.map((row) => row.state)).toEqual(['retry']);
    // The capture itself was committed before the reply: the retry only answers.
    ctx.clock.advance(11_000);
    await ctx.app.jobs.run();
    expect((await capturesOf(user.token)).map((item) => item.amount)).toEqual([-9_500]);
    expect(repliesTo(user.phone)).toHaveLength(1);
  }, 60_000);

  it('a worker that died holding a job (no heartbeat any more) loses it within seconds to another', async () => {
    const user = await linkedUser();
    await deliver([{ from: user.from, id: 'wamid.muerto-1', body: 'farmacia 23.400' }]);
    // A claim taken and never settled nor renewed: what a process killed with -9 leaves behind.
    const [claimed] = await ctx.app.jobs.queue.boss().fetch('whatsapp');
    expect(claimed).toBeDefined();
    await ctx.app.jobs.run();
    expect(await capturesOf(user.token)).toEqual([]);

    // Eleven seconds without a heartbeat: the queue's supervision (every 5 s on a server) hands the
    // job back, and after its first retry pause (5–10 s) another worker handles it.
    ctx.clock.advance(11_000);
    await ctx.app.jobs.queue.syncClock();
    await ctx.app.jobs.queue.boss().supervise();
    ctx.clock.advance(11_000);
    await ctx.app.jobs.run();
    expect((await capturesOf(user.token)).map((item) => item.amount)).toEqual([-23_400]);
    expect(repliesTo(user.phone)).toHaveLength(1);
  });
});
