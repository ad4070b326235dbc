import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { call, createTestApp, registerUser, type TestContext } from '../../../test/helpers/test-app.ts';

// A sender's turn (decision 030): while nobody else is queued, one job goes on through the sender's
// messages in order instead of queuing the sender again for each; anyone else queued ends the turn.

const SECRET = 'secreto-de-los-turnos';
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ WHATSAPP_APP_SECRET: SECRET });
  // Only app.jobs.run() handles jobs here, so the test counts every job.
  await ctx.app.jobs.queue.boss().offWork('whatsapp');
}, 60_000);
afterAll(async () => ctx.close());

type Message = { from: string; id: string; body: string };
async function deliver(messages: Message[]) {
  const raw = JSON.stringify({
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
async function linkedUser() {
  phones += 1;
  const phone = `+5731066${String(phones).padStart(5, '0')}`;
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
  return { phone, from: phone.slice(1) };
}

const jobsOf = async (phone: string) =>
  (
    await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from pgboss.job where name = 'whatsapp' and singleton_key = ${phone}`,
    )
  )[0]!.n;
const repliesTo = (phone: string) =>
  ctx.whatsapps.filter((message) => message.to === phone && message.text).map((message) => message.text!);
const amounts = (replies: string[]) => replies.map((text) => Number(text.match(/\$\s?([\d.]+)/)![1]!.replace('.', '')));

describe("a sender's turn", () => {
  it('goes through a flood in order in one job while nobody else is queued, recording each message once', async () => {
    const flooder = await linkedUser();
    const flood = Array.from({ length: 30 }, (_, index) => ({
      from: flooder.from,
      id: `wamid.turno-${index}`,
      body: `gasté ${2000 + index} en pan`,
    }));
    await deliver(flood);
    await ctx.app.jobs.run();
    expect(amounts(repliesTo(flooder.phone))).toEqual(flood.map((_, index) => 2000 + index));
    // A turn lasts up to 100 messages or 2 s: a few jobs for the 30 messages (one on a quiet
    // machine), where taking turns message by message made 30.
    const jobs = await jobsOf(flooder.phone);
    expect(jobs).toBeGreaterThanOrEqual(1);
    expect(jobs).toBeLessThan(10);
    const [captured] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from transactions t join users u on u.id = t.user_id where u.phone = ${flooder.phone} and t.origin = 'whatsapp'`,
    );
    expect(captured!.n).toBe(30);
  });

  it('ends the turn as soon as another sender is queued', async () => {
    const flooder = await linkedUser();
    const other = await linkedUser();
    await deliver(
      Array.from({ length: 10 }, (_, index) => ({
        from: flooder.from,
        id: `wamid.turno-b-${index}`,
        body: `gasté ${3000 + index} en pan`,
      })),
    );
    await deliver([{ from: other.from, id: 'wamid.turno-otro', body: 'almuerzo 15.000' }]);
    await ctx.app.jobs.run();
    const order = ctx.whatsapps
      .filter((message) => message.text && (message.to === flooder.phone || message.to === other.phone))
      .map((message) => message.to);
    expect(order).toHaveLength(11);
    expect(order.indexOf(other.phone)).toBeLessThanOrEqual(2);
    expect(amounts(repliesTo(flooder.phone))).toEqual(Array.from({ length: 10 }, (_, index) => 3000 + index));
  });

  it('an answer that fails in the middle of a turn goes out on the retry, before the later ones, and nothing is recorded twice', async () => {
    const flooder = await linkedUser();
    const flood = Array.from({ length: 6 }, (_, index) => ({
      from: flooder.from,
      id: `wamid.turno-c-${index}`,
      body: `gasté ${4000 + index} en pan`,
    }));
    // The test's provider writes each answer into ctx.whatsapps: the third answer fails once there,
    // while the fourth message is being captured.
    let failOnce = true;
    const push = ctx.whatsapps.push.bind(ctx.whatsapps);
    ctx.whatsapps.push = (...items) => {
      if (failOnce && items.some((item) => item.to === flooder.phone && item.text?.includes('4.002'))) {
        failOnce = false;
        throw new Error('la API de WhatsApp no respondió');
      }
      return push(...items);
    };
    try {
      await deliver(flood);
      await ctx.app.jobs.run();
      expect(failOnce).toBe(false);
      ctx.clock.advance(61_000);
      await ctx.app.jobs.run();
    } finally {
      Reflect.deleteProperty(ctx.whatsapps, 'push');
    }
    expect(amounts(repliesTo(flooder.phone))).toEqual(flood.map((_, index) => 4000 + index));
    const [captured] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from transactions t join users u on u.id = t.user_id where u.phone = ${flooder.phone} and t.origin = 'whatsapp'`,
    );
    expect(captured!.n).toBe(6);
  });
});
