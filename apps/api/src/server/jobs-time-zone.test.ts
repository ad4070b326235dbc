import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { call, createTestApp, type TestContext } from '../../test/helpers/test-app.ts';
import { newAccount, newPlanner, newTx, type Planner } from '../../test/helpers/planning-helpers.ts';

/**
 * Background jobs have no request to read "today" from: they use the zone the user's device last
 * sent (users.time_zone). At 02:00 UTC it is 21:00 of the day before in Bogotá and 03:00 in Madrid.
 */
let ctx: TestContext;
const HOUR = 3_600_000;
const iso = (date: Date) => date.toISOString().slice(0, 10);

beforeAll(async () => {
  ctx = await createTestApp();
  // Move the API's clock to the first day of next month, 02:00 UTC: still last month in Bogotá.
  const now = ctx.clock.now();
  const target = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1, 2);
  ctx.clock.advance(target - now.getTime());
});
afterAll(async () => ctx.close());

const savedZone = async (user: Planner) =>
  (await ctx.database.db.select({ timeZone: users.timeZone }).from(users).where(eq(users.email, user.email)))[0]!
    .timeZone;

async function plannerIn(timeZone: string | undefined): Promise<Planner> {
  const user = await newPlanner(ctx);
  if (timeZone) {
    const res = await call(ctx, 'GET', '/api/me', { token: user.token, headers: { 'x-time-zone': timeZone } });
    expect(res.status).toBe(200);
  }
  return user;
}

describe('the zone a user lives in', () => {
  it('is saved from the device header, changes with it, and an unknown zone leaves it as it was', async () => {
    const user = await plannerIn(undefined);
    expect(await savedZone(user)).toBeNull();
    await call(ctx, 'GET', '/api/me', { token: user.token, headers: { 'x-time-zone': 'America/Bogota' } });
    expect(await savedZone(user)).toBe('America/Bogota');
    await call(ctx, 'GET', '/api/me', { token: user.token, headers: { 'x-time-zone': 'Europe/Madrid' } });
    expect(await savedZone(user)).toBe('Europe/Madrid');
    await call(ctx, 'GET', '/api/me', { token: user.token, headers: { 'x-time-zone': 'Marte/Olympus' } });
    await call(ctx, 'GET', '/api/me', { token: user.token });
    expect(await savedZone(user)).toBe('Europe/Madrid');
  });
});

describe('reminder notices by the user’s own date', () => {
  it('are due "today" in Madrid hours before they are in Bogotá', async () => {
    const today = iso(ctx.clock.now());
    const bogota = await plannerIn('America/Bogota');
    const madrid = await plannerIn('Europe/Madrid');
    for (const user of [bogota, madrid]) {
      const res = await call(ctx, 'POST', '/api/reminders', {
        token: user.token,
        body: {
          title: 'Arriendo',
          amount: -150000,
          next_due: today,
          recurrence: { kind: 'monthly_day', day: 1 },
          remind_days_before: 0,
          notify_in_app: false,
          notify_email: true,
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    const mailsTo = (user: Planner) =>
      ctx.mails.filter((mail) => mail.to === user.email && mail.subject === 'Recordatorio: Arriendo');

    await ctx.app.jobs.run();
    expect(mailsTo(madrid)).toHaveLength(1);
    expect(mailsTo(madrid)[0]!.text).toContain('vence hoy');
    expect(mailsTo(bogota)).toEqual([]);

    // 06:00 UTC: 01:00 in Bogotá, the day has come there too.
    ctx.clock.advance(4 * HOUR);
    await ctx.app.jobs.run();
    expect(mailsTo(bogota)).toHaveLength(1);
    expect(mailsTo(bogota)[0]!.text).toContain('vence hoy');
    expect(mailsTo(madrid)).toHaveLength(1);
    ctx.clock.advance(-4 * HOUR);
  });
});

describe('budget alerts by the user’s own month', () => {
  it('a user in Bogotá is alerted on the month still running there, not on UTC’s new one', async () => {
    const bogotaToday = iso(new Date(ctx.clock.now().getTime() - 5 * HOUR));
    const month = bogotaToday.slice(0, 7);
    const user = await plannerIn('America/Bogota');
    const account = await newAccount(ctx, user.token);
    const saved = await call(ctx, 'PUT', `/api/budgets/${month}`, {
      token: user.token,
      body: { lines: [{ category_id: user.cat('Supermercado'), amount: 10000 }] },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await newTx(ctx, user.token, {
      account_id: account,
      date: bogotaToday,
      amount: -9000,
      category_id: user.cat('Supermercado'),
    });

    await ctx.app.jobs.run();
    const notifications = await call(ctx, 'GET', '/api/notifications?limit=100', { token: user.token });
    const budget = (notifications.data.items as unknown as { kind: string; title: string }[]).filter(
      (item) => item.kind === 'budget',
    );
    expect(budget.map((item) => item.title)).toEqual(['Llevas el 90 % del presupuesto de Supermercado']);
  });
});
