import { eq } from 'drizzle-orm';
import { periodContaining } from '@cuentas/shared/periods';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgetAlerts } from '../../db/schema/index.ts';
import type { MailMessage } from '../../lib/mail.ts';
import { call, createTestApp, secondInstance, type TestContext } from '../../../test/helpers/test-app.ts';
import { isoToday, newAccount, newPlanner, newTx, type Planner } from '../../../test/helpers/planning-helpers.ts';

type Notification = { kind: string; title: string; body: string; link: string | null };

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

/** A user with a budget this period (by the API's clock) and an account to spend from. */
async function budgetedUser(lines: Record<string, number>, monthStartDay = 1) {
  const user = await newPlanner(ctx, { month_start_day: monthStartDay });
  const account = await newAccount(ctx, user.token);
  const month = periodContaining(isoToday(ctx), monthStartDay).label;
  const saved = await call(ctx, 'PUT', `/api/budgets/${month}`, {
    token: user.token,
    body: { lines: Object.entries(lines).map(([name, amount]) => ({ category_id: user.cat(name), amount })) },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const spend = (name: string, amount: number) =>
    newTx(ctx, user.token, { account_id: account, date: isoToday(ctx), amount: -amount, category_id: user.cat(name) });
  return { user, month, spend };
}

async function budgetNotifications(user: Planner): Promise<Notification[]> {
  const res = await call(ctx, 'GET', '/api/notifications?limit=100', { token: user.token });
  return (res.data.items as unknown as Notification[]).filter((item) => item.kind === 'budget');
}
const mailsTo = (mails: MailMessage[], user: Planner) =>
  mails.filter((mail) => mail.to === user.email && /presupuesto/.test(mail.subject));

describe('budget alerts', () => {
  it('alerts once at 80 % and once at 100 %, in the app and by mail', async () => {
    const { user, spend } = await budgetedUser({ Supermercado: 10000 });
    await spend('Supermercado', 7000);
    expect((await ctx.app.jobs.run()).alerts).toBe(0);
    expect(await budgetNotifications(user)).toEqual([]);

    await spend('Supermercado', 1000);
    expect((await ctx.app.jobs.run()).alerts).toBe(1);
    const [warning] = await budgetNotifications(user);
    expect(warning).toMatchObject({ title: 'Llevas el 80 % del presupuesto de Supermercado', link: '/budget' });
    expect(warning!.body).toContain('80 %');
    expect(mailsTo(ctx.mails, user)).toHaveLength(1);
    expect(mailsTo(ctx.mails, user)[0]).toMatchObject({ subject: 'Llevas el 80 % del presupuesto de Supermercado' });
    expect(mailsTo(ctx.mails, user)[0]!.text).toContain('http://cuentas.test/budget');

    expect((await ctx.app.jobs.run()).alerts).toBe(0);
    await spend('Supermercado', 500);
    expect((await ctx.app.jobs.run()).alerts).toBe(0);
    expect(await budgetNotifications(user)).toHaveLength(1);

    // Exactly the budget is at the limit, not over it: no «Superaste» yet.
    await spend('Supermercado', 1500);
    expect((await ctx.app.jobs.run()).alerts).toBe(0);
    await spend('Supermercado', 1);
    expect((await ctx.app.jobs.run()).alerts).toBe(1);
    const titles = (await budgetNotifications(user)).map((item) => item.title).sort();
    expect(titles).toEqual([
      'Llevas el 80 % del presupuesto de Supermercado',
      'Superaste el presupuesto de Supermercado',
    ]);
    expect(mailsTo(ctx.mails, user).map((mail) => mail.subject)).toContain('Superaste el presupuesto de Supermercado');

    await spend('Supermercado', 5000);
    expect((await ctx.app.jobs.run()).alerts).toBe(0);
    expect(await budgetNotifications(user)).toHaveLength(2);
    expect(mailsTo(ctx.mails, user)).toHaveLength(2);
  });

  it('says «Llegaste al límite», not «Superaste», when one expense spends exactly the budget', async () => {
    const { user, spend } = await budgetedUser({ 'Cuidado personal': 10000 });
    await spend('Cuidado personal', 10000);
    expect((await ctx.app.jobs.run()).alerts).toBe(1);
    expect((await budgetNotifications(user)).map((item) => item.title)).toEqual([
      'Llegaste al límite del presupuesto de Cuidado personal',
    ]);
    expect(mailsTo(ctx.mails, user).map((mail) => mail.subject)).toEqual([
      'Llegaste al límite del presupuesto de Cuidado personal',
    ]);
  });

  it('sends only the 100 % alert when one expense goes straight past the budget, and records both', async () => {
    const { user, month, spend } = await budgetedUser({ Restaurantes: 10000 });
    await spend('Restaurantes', 15000);
    expect((await ctx.app.jobs.run()).alerts).toBe(1);
    expect((await budgetNotifications(user)).map((item) => item.title)).toEqual([
      'Superaste el presupuesto de Restaurantes',
    ]);
    expect(mailsTo(ctx.mails, user)).toHaveLength(1);
    const rows = await ctx.database.db
      .select()
      .from(budgetAlerts)
      .where(eq(budgetAlerts.categoryId, user.cat('Restaurantes')));
    expect(rows.map((row) => [row.month, row.threshold]).sort()).toEqual([
      [month, 100],
      [month, 80],
    ]);
  });

  it('does not alert for unbudgeted spending, nor for other users', async () => {
    const { user, spend } = await budgetedUser({ Gas: 10000 });
    await spend('Farmacia', 50000);
    await spend('Gas', 1000);
    const bystander = await newPlanner(ctx);
    await ctx.app.jobs.run();
    expect(await budgetNotifications(user)).toEqual([]);
    expect(await budgetNotifications(bystander)).toEqual([]);
    expect(mailsTo(ctx.mails, user)).toEqual([]);
  });

  it('does not alert below 80 % even when the rounded progress reads 0.8', async () => {
    const { user, spend } = await budgetedUser({ Agua: 10000 });
    await spend('Agua', 7996);
    const budget = await call(ctx, 'GET', `/api/budgets/${periodContaining(isoToday(ctx), 1).label}`, {
      token: user.token,
    });
    const line = (budget.data.groups as unknown as { categories: { name: string; status: string }[] }[])
      .flatMap((group) => group.categories)
      .find((item) => item.name === 'Agua');
    expect(line?.status).toBe('ok');
    await ctx.app.jobs.run();
    expect(await budgetNotifications(user)).toEqual([]);
  });

  it('follows the month start day: the period containing today is the one checked', async () => {
    const day = Number(isoToday(ctx).slice(8, 10));
    const startDay = day <= 27 ? day + 1 : 1;
    const { user, month, spend } = await budgetedUser({ Cafeterías: 5000 }, startDay);
    await spend('Cafeterías', 4000);
    await ctx.app.jobs.run();
    expect((await budgetNotifications(user)).map((item) => item.title)).toEqual([
      'Llevas el 80 % del presupuesto de Cafeterías',
    ]);
    const rows = await ctx.database.db
      .select()
      .from(budgetAlerts)
      .where(eq(budgetAlerts.categoryId, user.cat('Cafeterías')));
    expect(rows.map((row) => row.month)).toEqual([month]);
  });
});

describe('budget alerts with two schedulers', () => {
  it('sends each threshold exactly once when both instances run at the same time', async () => {
    const { user, spend } = await budgetedUser({ 'Taxi y VTC': 10000, Combustible: 20000 });
    await spend('Taxi y VTC', 12000);
    await spend('Combustible', 17000);
    const otherMails: MailMessage[] = [];
    const other = await secondInstance(ctx, otherMails);
    try {
      const results = await Promise.all([
        ctx.app.jobs.run(),
        other.app.jobs.run(),
        ctx.app.jobs.run(),
        other.app.jobs.run(),
      ]);
      // Taxi went straight past 100 % (one alert), fuel reached 85 % (one alert).
      expect(results.reduce((acc, result) => acc + result.alerts, 0)).toBe(2);
      await Promise.all([ctx.app.jobs.run(), other.app.jobs.run()]);
    } finally {
      await other.close();
    }
    const titles = (await budgetNotifications(user)).map((item) => item.title).sort();
    expect(titles).toEqual(['Llevas el 85 % del presupuesto de Combustible', 'Superaste el presupuesto de Taxi y VTC']);
    expect([...mailsTo(ctx.mails, user), ...mailsTo(otherMails, user)]).toHaveLength(2);
  });
});
