import { eq } from 'drizzle-orm';
import { periodContaining } from '@cuentas/shared/periods';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reminderNotices, reminders } from '../../db/schema/index.ts';
import { inLedger, join, type Person, person } from '../../../test/helpers/households.ts';
import { isoDaysFromToday, isoToday } from '../../../test/helpers/planning-helpers.ts';
import { call, createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';

// Decision 054: reminders and budget alerts of a household go to the member they concern — the
// reminder's creator, the personal budget's member — and the household's own ones to every
// member who takes shared notices (by default the founder only).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, 60_000);
afterAll(async () => ctx.close());

type Item = { kind: string; title: string; link: string | null };

async function household() {
  const ana = await person(ctx, 'Ana Gómez');
  const luis = await person(ctx, 'Luis Soto');
  await call(ctx, 'POST', '/api/configuration', {
    token: ana.token,
    body: { country: 'ES', base_currency: 'EUR', month_start_day: 1, is_completed: true },
  });
  await join(ctx, ana, luis, 'member');
  const as = (who: Person) => ({ token: who.token, headers: inLedger(ana.id) });
  const account = async (who: Person, name: string, extra: object = {}) => {
    const res = await call(ctx, 'POST', '/api/accounts', {
      ...as(who),
      body: { name, type: 'checking', currency: 'EUR', opening_date: '2026-01-01', ...extra },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.data.id as string;
  };
  const categories = (await call(ctx, 'GET', '/api/categories', as(ana))).data as unknown as {
    id: string;
    name: string;
  }[];
  const food = categories.find((category) => category.name === 'Supermercado')!.id;
  return { ana, luis, as, account, food };
}

const inbox = async (who: Person, kind: string) => {
  const res = await call(ctx, 'GET', '/api/notifications?limit=100', { token: who.token });
  return (res.data.items as unknown as Item[]).filter((item) => item.kind === kind);
};
const mailsAbout = (who: Person, text: string) =>
  ctx.mails.filter((mail) => mail.to === who.email && mail.subject.includes(text));

describe('reminder notices in a household', () => {
  it('go to the member who created the reminder, and the household’s to those who take shared notices', async () => {
    const { ana, luis, as, account } = await household();
    const common = await account(ana, 'Común');
    const remind = async (who: Person, title: string) => {
      const res = await call(ctx, 'POST', '/api/reminders', {
        ...as(who),
        body: {
          title,
          amount: -5_000,
          account_id: common,
          next_due: isoDaysFromToday(ctx, 1),
          recurrence: { kind: 'once' },
          notify_whatsapp: true,
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.data.id as string;
    };
    await remind(luis, 'Gimnasio de Luis');
    const orphan = await remind(ana, 'Agua');
    // A reminder nobody in the household created (from before households, or its creator left).
    await ctx.database.db.update(reminders).set({ createdBy: null }).where(eq(reminders.id, orphan));
    // The household list says each person's own choice: unchosen, the founder yes and the others no.
    const choiceOf = async (who: Person) =>
      (
        (await call(ctx, 'GET', '/api/households', { token: who.token })).data as unknown as Record<string, unknown>[]
      ).find((household) => household.id === ana.id)?.shared_notices;
    expect([await choiceOf(ana), await choiceOf(luis)]).toEqual([true, false]);
    const chosen = await call(ctx, 'PUT', `/api/households/${ana.id}/notices`, {
      token: luis.token,
      body: { shared: true },
    });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    expect(chosen.data.message).toBe('Te avisaremos de los recordatorios y del presupuesto compartido del hogar');
    expect([await choiceOf(ana), await choiceOf(luis)]).toEqual([true, true]);
    await ctx.app.jobs.run();

    expect((await inbox(luis, 'reminder')).map((item) => item.title).sort()).toEqual([
      'Recordatorio: Agua',
      'Recordatorio: Gimnasio de Luis',
    ]);
    expect((await inbox(ana, 'reminder')).map((item) => item.title)).toEqual(['Recordatorio: Agua']);
    expect(mailsAbout(luis, 'Gimnasio')).toHaveLength(1);
    expect(mailsAbout(ana, 'Gimnasio')).toEqual([]);
    // Nobody has a phone linked: no WhatsApp notice is queued at all, so none fails.
    const queued = await ctx.database.db.select().from(reminderNotices).where(eq(reminderNotices.reminderId, orphan));
    expect(queued.map((notice) => notice.channel).sort()).toEqual(['email', 'email', 'in_app', 'in_app']);
    expect(queued.every((notice) => notice.status === 'sent')).toBe(true);
  }, 120_000);

  it('never tells a member about a reminder paid from an account hidden from them', async () => {
    const { ana, luis, as, account } = await household();
    const hidden = await account(luis, 'Ahorro de Luis', { owner_id: luis.id, private: true });
    const res = await call(ctx, 'POST', '/api/reminders', {
      ...as(luis),
      body: {
        title: 'Seguro de la moto',
        amount: -5_000,
        account_id: hidden,
        next_due: isoDaysFromToday(ctx, 1),
        recurrence: { kind: 'once' },
      },
    });
    await ctx.database.db
      .update(reminders)
      .set({ createdBy: null })
      .where(eq(reminders.id, res.data.id as string));
    await call(ctx, 'PUT', `/api/households/${ana.id}/notices`, { token: luis.token, body: { shared: true } });
    await ctx.app.jobs.run();
    expect((await inbox(luis, 'reminder')).map((item) => item.title)).toEqual(['Recordatorio: Seguro de la moto']);
    expect(await inbox(ana, 'reminder')).toEqual([]);
  }, 120_000);
});

describe('budget alerts in a household', () => {
  it('tell a personal budget’s member alone, and the shared budget’s to those who take shared notices', async () => {
    const { ana, luis, as, account, food } = await household();
    const common = await account(ana, 'Común');
    const card = await account(luis, 'Tarjeta de Luis', { owner_id: luis.id });
    const month = periodContaining(isoToday(ctx), 1).label;
    const put = (who: Person, query: string, amount: number) =>
      call(ctx, 'PUT', `/api/budgets/${month}${query}`, {
        ...as(who),
        body: { lines: [{ category_id: food, amount }] },
      });
    expect((await put(ana, '', 100_000)).status).toBe(200);
    expect((await put(luis, `?member=${luis.id}`, 10_000)).status).toBe(200);
    const spend = (who: Person, accountId: string, amount: number) =>
      call(ctx, 'POST', '/api/transactions', {
        ...as(who),
        body: { account_id: accountId, amount: -amount, date: isoToday(ctx), category_id: food },
      });
    // Luis passes his personal 10.000; the shared 100.000 is far away (12 %).
    expect((await spend(luis, card, 12_000)).status).toBe(201);
    await ctx.app.jobs.run();
    const luisAlerts = await inbox(luis, 'budget');
    expect(luisAlerts).toEqual([
      expect.objectContaining({ title: 'Superaste el presupuesto de Supermercado', link: `/budget?de=${luis.id}` }),
    ]);
    expect(await inbox(ana, 'budget')).toEqual([]);

    // The shared budget reaches 80 %: its founder is told, Luis (who did not opt in) is not.
    expect((await spend(ana, common, 70_000)).status).toBe(201);
    await ctx.app.jobs.run();
    expect((await inbox(ana, 'budget')).map((item) => [item.title, item.link])).toEqual([
      ['Llevas el 82 % del presupuesto de Supermercado', '/budget'],
    ]);
    expect(await inbox(luis, 'budget')).toHaveLength(1);
    expect(mailsAbout(ana, 'Superaste')).toEqual([]);
  }, 120_000);

  it('refuses the notice choice to someone outside the household', async () => {
    const { ana } = await household();
    const stranger = await person(ctx, 'Marta Sanz');
    const res = await call(ctx, 'PUT', `/api/households/${ana.id}/notices`, {
      token: stranger.token,
      body: { shared: true },
    });
    expect(res.status).toBe(404);
    const bad = await call(ctx, 'PUT', `/api/households/${ana.id}/notices`, {
      token: ana.token,
      body: { shared: 'sí' },
    });
    expect(bad.status).toBe(400);
    expect(bad.errors![0]).toMatchObject({ field: 'shared' });
  }, 60_000);
});
