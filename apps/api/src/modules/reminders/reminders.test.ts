import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TestContext } from '../../../test/helpers/test-app.ts';
import {
  firstError,
  isoDaysFromToday,
  isoToday,
  type Json,
  newAccount,
  newPlanner,
  type Planner,
  UNKNOWN_ID,
} from '../../../test/helpers/planning-helpers.ts';

type Upcoming = {
  reminder_id: string;
  title: string;
  date: string;
  amount: number;
  currency: string;
  overdue: boolean;
};

let ctx: TestContext;
let ana: Planner;
let luis: Planner;
let eur: string;
beforeAll(async () => {
  ctx = await createTestApp();
  ana = await newPlanner(ctx);
  luis = await newPlanner(ctx);
  eur = await newAccount(ctx, ana.token, { name: 'Corriente' });
});
afterAll(async () => ctx.close());

async function createReminder(user: Planner, body: Json) {
  const res = await call(ctx, 'POST', '/api/reminders', {
    token: user.token,
    body: {
      title: 'Recibo',
      amount: -50000,
      next_due: isoDaysFromToday(ctx, 40),
      recurrence: { kind: 'monthly_day', day: 15 },
      ...body,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.data;
}
const action = (user: Planner, id: unknown, verb: 'pay' | 'skip' | 'snooze', body?: Json) =>
  call(ctx, 'POST', `/api/reminders/${id}/${verb}`, { token: user.token, ...(body ? { body } : {}) });
const transactionsNamed = async (user: Planner, payee: string) =>
  (await call(ctx, 'GET', `/api/transactions?q=${encodeURIComponent(payee)}`, { token: user.token })).data
    .items as unknown as Json[];

describe('reminders CRUD', () => {
  it('creates with defaults, lists by due date, edits and deletes', async () => {
    const eva = await newPlanner(ctx);
    const later = await createReminder(eva, {
      title: 'Seguro del coche',
      next_due: '2027-03-01',
      recurrence: { kind: 'yearly' },
    });
    const sooner = await createReminder(eva, {
      title: 'Gimnasio',
      next_due: '2027-01-10',
      category_id: eva.cat('Deporte'),
    });
    expect(sooner).toMatchObject({
      title: 'Gimnasio',
      amount: -50000,
      currency: 'EUR',
      account_id: null,
      category_id: eva.cat('Deporte'),
      next_due: '2027-01-10',
      recurrence: { kind: 'monthly_day', day: 15, interval: null },
      remind_days_before: 3,
      notify_in_app: true,
      notify_email: true,
      notify_whatsapp: false,
      snoozed_until: null,
      active: true,
    });
    const list = (await call(ctx, 'GET', '/api/reminders', { token: eva.token })).data as unknown as Json[];
    expect(list.map((row) => row.title)).toEqual(['Gimnasio', 'Seguro del coche']);
    const edited = await call(ctx, 'PATCH', `/api/reminders/${later.id}`, {
      token: eva.token,
      body: { amount: -61000, remind_days_before: 10, active: false },
    });
    expect(edited.data).toMatchObject({
      amount: -61000,
      remind_days_before: 10,
      active: false,
      title: 'Seguro del coche',
    });
    const renamed = await call(ctx, 'PATCH', `/api/reminders/${later.id}`, {
      token: eva.token,
      body: { title: 'Seguro del auto' },
    });
    expect(renamed.data).toMatchObject({ title: 'Seguro del auto', amount: -61000, active: false });
    expect((await call(ctx, 'DELETE', `/api/reminders/${later.id}`, { token: eva.token })).data).toEqual({
      message: 'Recordatorio eliminado',
    });
    const after = (await call(ctx, 'GET', '/api/reminders', { token: eva.token })).data as unknown as Json[];
    expect(after.map((row) => row.title)).toEqual(['Gimnasio']);
  });

  it('a partial edit keeps the notice settings it does not mention', async () => {
    const reminder = await createReminder(ana, {
      title: 'Avisos',
      remind_days_before: 7,
      notify_in_app: false,
      notify_email: false,
      notify_whatsapp: true,
    });
    const edited = await call(ctx, 'PATCH', `/api/reminders/${reminder.id}`, {
      token: ana.token,
      body: { title: 'Avisos por WhatsApp' },
    });
    expect(edited.data).toMatchObject({
      title: 'Avisos por WhatsApp',
      remind_days_before: 7,
      notify_in_app: false,
      notify_email: false,
      notify_whatsapp: true,
    });
  });

  it("takes the currency from the account, or the user's base currency without one", async () => {
    const usd = await newAccount(ctx, ana.token, { name: 'Dólares', currency: 'USD' });
    const reminder = await createReminder(ana, { title: 'Hosting', account_id: usd });
    expect(reminder).toMatchObject({ currency: 'USD', account_id: usd });
    const moved = await call(ctx, 'PATCH', `/api/reminders/${reminder.id}`, {
      token: ana.token,
      body: { account_id: null },
    });
    expect(moved.data).toMatchObject({ currency: 'EUR', account_id: null });
    const colombian = await newPlanner(ctx, { country: 'CO', base_currency: 'COP' });
    expect((await createReminder(colombian, { title: 'Arriendo' })).currency).toBe('COP');
    const unconfigured = await registerUser(ctx);
    const res = await call(ctx, 'POST', '/api/reminders', {
      token: unconfigured.token,
      body: { title: 'Sin moneda', amount: -1, next_due: '2027-01-01', recurrence: { kind: 'once' } },
    });
    expect(res.status).toBe(400);
    expect(firstError(res)).toEqual({
      field: 'account_id',
      message: 'Elige una cuenta o configura tu moneda principal',
    });
  });

  it('validates the recurrence and the other fields', async () => {
    const base = { title: 'Malo', amount: -100, next_due: '2027-01-01' };
    const cases: [Json, string, string | RegExp][] = [
      [{ recurrence: { kind: 'monthly_day' } }, 'recurrence.day', 'Indica el día del mes'],
      [{ recurrence: { kind: 'monthly_day', day: null } }, 'recurrence.day', 'Indica el día del mes'],
      [{ recurrence: { kind: 'every_n_weeks' } }, 'recurrence.interval', 'Indica cada cuántas semanas'],
      [{ recurrence: { kind: 'monthly_day', day: 32 } }, 'recurrence.day', 'Debe ser menor o igual a 31'],
      [{ recurrence: { kind: 'every_n_weeks', interval: 0 } }, 'recurrence.interval', 'Debe ser mayor o igual a 1'],
      [
        { recurrence: { kind: 'monthly_day', day: 5, interval: 13 } },
        'recurrence.interval',
        'Indica cada cuántos meses, entre 1 y 12',
      ],
      [{ recurrence: { kind: 'daily' } }, 'recurrence.kind', /once, weekly/],
      [{ recurrence: { kind: 'once' }, next_due: '2027-02-29' }, 'next_due', /./],
      [{ recurrence: { kind: 'once' }, remind_days_before: 61 }, 'remind_days_before', 'Debe ser menor o igual a 60'],
      [{ recurrence: { kind: 'once' }, amount: 10.5 }, 'amount', /entero/],
      [{ recurrence: { kind: 'once' }, account_id: UNKNOWN_ID }, 'account_id', 'No encontramos esta cuenta'],
      [
        { recurrence: { kind: 'once' }, category_id: luis.cat('Internet') },
        'category_id',
        'No encontramos esta categoría',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await call(ctx, 'POST', '/api/reminders', { token: ana.token, body: { ...base, ...body } });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(firstError(res).field).toBe(field);
      expect(firstError(res).message).toMatch(message);
    }
    const reminder = await createReminder(ana, { title: 'Para editar' });
    const bad = await call(ctx, 'PATCH', `/api/reminders/${reminder.id}`, {
      token: ana.token,
      body: { recurrence: { kind: 'every_n_weeks' } },
    });
    expect(firstError(bad)).toEqual({ field: 'recurrence.interval', message: 'Indica cada cuántas semanas' });
    expect((await call(ctx, 'GET', '/api/reminders')).status).toBe(401);
  });
});

describe('paying and skipping', () => {
  it('pay records the transaction and moves to the next occurrence', async () => {
    const reminder = await createReminder(ana, {
      title: 'Fibra óptica',
      amount: -3990,
      account_id: eur,
      next_due: '2026-01-15',
      category_id: ana.cat('Internet'),
    });
    const paid = await action(ana, reminder.id, 'pay', {});
    expect(paid.status).toBe(200);
    expect(paid.data).toMatchObject({ next_due: '2026-02-15', active: true });
    const paidAgain = await action(ana, reminder.id, 'pay', { date: '2026-02-14', amount: -4200 });
    expect(paidAgain.data.next_due).toBe('2026-03-15');
    const rows = await transactionsNamed(ana, 'Fibra óptica');
    expect(rows.map((row) => [row.date, row.amount, row.account_id, row.category_id]).sort()).toEqual(
      [
        ['2026-02-14', -4200, eur, ana.cat('Internet')],
        [isoToday(ctx), -3990, eur, ana.cat('Internet')],
      ].sort(),
    );
  });

  it('a bimonthly or quarterly reminder moves that many months on, keeping its day (decision 039)', async () => {
    const gas = await createReminder(ana, {
      title: 'Gas natural',
      account_id: eur,
      next_due: '2026-01-31',
      recurrence: { kind: 'monthly_day', day: 31, interval: 2 },
    });
    expect(gas.recurrence).toEqual({ kind: 'monthly_day', day: 31, interval: 2 });
    expect((await action(ana, gas.id, 'skip')).data).toMatchObject({ next_due: '2026-03-31', active: true });
    const tax = await createReminder(ana, {
      title: 'Predial',
      next_due: '2026-11-30',
      recurrence: { kind: 'monthly_day', day: 30, interval: 3 },
    });
    expect((await action(ana, tax.id, 'skip')).data.next_due).toBe('2027-02-28');
    expect((await action(luis, tax.id, 'skip')).status).toBe(404);
  });

  it('needs an account to pay, taken from the reminder or the request', async () => {
    const reminder = await createReminder(ana, {
      title: 'Cuota club',
      amount: -2500,
      next_due: '2026-05-01',
      recurrence: { kind: 'weekly' },
    });
    const without = await action(ana, reminder.id, 'pay', {});
    expect(without.status).toBe(400);
    expect(firstError(without)).toEqual({ field: 'account_id', message: 'Elige la cuenta con la que pagas' });
    expect(
      firstError(await action(ana, reminder.id, 'pay', { account_id: await newAccount(ctx, luis.token) })).field,
    ).toBe('account_id');
    const paid = await action(ana, reminder.id, 'pay', { account_id: eur });
    expect(paid.data.next_due).toBe('2026-05-08');
    expect(await transactionsNamed(ana, 'Cuota club')).toHaveLength(1);
  });

  it('a one-off pays once, then has no next due date and stays inactive', async () => {
    const reminder = await createReminder(ana, {
      title: 'Matrícula',
      amount: -120000,
      account_id: eur,
      next_due: '2026-09-01',
      recurrence: { kind: 'once' },
    });
    const paid = await action(ana, reminder.id, 'pay', {});
    expect(paid.data).toMatchObject({ next_due: null, active: false });
    for (const verb of ['pay', 'skip'] as const) {
      const again = await action(ana, reminder.id, verb, verb === 'pay' ? {} : undefined);
      expect(again.status, verb).toBe(409);
      expect(firstError(again).message).toBe('Este recordatorio ya no tiene próximos vencimientos');
    }
    expect((await action(ana, reminder.id, 'snooze', { until: isoDaysFromToday(ctx, 3) })).status).toBe(409);
    expect(await transactionsNamed(ana, 'Matrícula')).toHaveLength(1);
  });

  it('skip moves on without recording anything, following the recurrence', async () => {
    const reminder = await createReminder(ana, {
      title: 'Cine mensual',
      account_id: eur,
      next_due: '2026-01-31',
      recurrence: { kind: 'monthly_last' },
    });
    expect((await action(ana, reminder.id, 'skip')).data.next_due).toBe('2026-02-28');
    expect((await action(ana, reminder.id, 'skip')).data.next_due).toBe('2026-03-31');
    const biweekly = await createReminder(ana, {
      title: 'Limpieza',
      next_due: '2026-12-28',
      recurrence: { kind: 'every_n_weeks', interval: 2 },
    });
    expect((await action(ana, biweekly.id, 'skip')).data.next_due).toBe('2027-01-11');
    expect(await transactionsNamed(ana, 'Cine mensual')).toEqual([]);
  });

  it('never records a payment without moving the due date, even with concurrent requests', async () => {
    const reminder = await createReminder(ana, {
      title: 'Pago doble',
      amount: -700,
      account_id: eur,
      next_due: '2026-06-15',
    });
    const results = await Promise.all([1, 2, 3].map(() => action(ana, reminder.id, 'pay', {})));
    const paid = results.filter((res) => res.status === 200).length;
    expect(paid).toBeGreaterThanOrEqual(1);
    for (const res of results) expect([200, 409]).toContain(res.status);
    // A request that lost the race rolls back its transaction: one payment per occurrence moved.
    expect(await transactionsNamed(ana, 'Pago doble')).toHaveLength(paid);
    const row = ((await call(ctx, 'GET', '/api/reminders', { token: ana.token })).data as unknown as Json[]).find(
      (item) => item.id === reminder.id,
    );
    expect(row?.next_due).toBe(['2026-06-15', '2026-07-15', '2026-08-15', '2026-09-15'][paid]);
  });

  it('a yearly reminder on 29 February returns to the 29th in the next leap year', async () => {
    let reminder = await createReminder(ana, {
      title: 'Bisiesto',
      next_due: '2028-02-29',
      recurrence: { kind: 'yearly' },
    });
    const dates: string[] = [];
    for (let year = 0; year < 4; year++) {
      reminder = (await action(ana, reminder.id, 'skip')).data;
      dates.push(reminder.next_due as string);
    }
    expect(dates).toEqual(['2029-02-28', '2030-02-28', '2031-02-28', '2032-02-29']);
  });
});

describe('GET /reminders/upcoming', () => {
  it('expands every occurrence in the window, flags the overdue ones and sorts by date', async () => {
    const eva = await newPlanner(ctx);
    const weekly = await createReminder(eva, {
      title: 'Clase de piano',
      amount: -2000,
      next_due: isoDaysFromToday(ctx, -10),
      recurrence: { kind: 'weekly' },
    });
    await createReminder(eva, {
      title: 'Agua',
      amount: -4500,
      next_due: isoDaysFromToday(ctx, 5),
      recurrence: { kind: 'once' },
    });
    await createReminder(eva, { title: 'Lejano', next_due: isoDaysFromToday(ctx, 31), recurrence: { kind: 'once' } });
    const paused = await createReminder(eva, {
      title: 'Pausado',
      next_due: isoDaysFromToday(ctx, 2),
      recurrence: { kind: 'weekly' },
    });
    await call(ctx, 'PATCH', `/api/reminders/${paused.id}`, { token: eva.token, body: { active: false } });
    const res = await call(ctx, 'GET', '/api/reminders/upcoming', { token: eva.token });
    expect(res.status).toBe(200);
    const items = res.data as unknown as Upcoming[];
    expect(items.map((item) => [item.title, item.date, item.overdue])).toEqual([
      ['Clase de piano', isoDaysFromToday(ctx, -10), true],
      ['Clase de piano', isoDaysFromToday(ctx, -3), true],
      ['Clase de piano', isoDaysFromToday(ctx, 4), false],
      ['Agua', isoDaysFromToday(ctx, 5), false],
      ['Clase de piano', isoDaysFromToday(ctx, 11), false],
      ['Clase de piano', isoDaysFromToday(ctx, 18), false],
      ['Clase de piano', isoDaysFromToday(ctx, 25), false],
    ]);
    expect(items[0]).toMatchObject({ reminder_id: weekly.id, amount: -2000, currency: 'EUR' });
    const week = (await call(ctx, 'GET', '/api/reminders/upcoming?days=7', { token: eva.token }))
      .data as unknown as Upcoming[];
    expect(week.map((item) => item.date)).toEqual([
      isoDaysFromToday(ctx, -10),
      isoDaysFromToday(ctx, -3),
      isoDaysFromToday(ctx, 4),
      isoDaysFromToday(ctx, 5),
    ]);
    for (const days of ['0', '367', 'x']) {
      const bad = await call(ctx, 'GET', `/api/reminders/upcoming?days=${days}`, { token: eva.token });
      expect(bad.status, days).toBe(400);
      expect(firstError(bad).field).toBe('days');
    }
    expect((await call(ctx, 'GET', '/api/reminders/upcoming', { token: luis.token })).data).toEqual([]);
  });
});

describe('ownership', () => {
  it("answers 404 for another user's reminder", async () => {
    const reminder = await createReminder(ana, { title: 'Privado', account_id: eur });
    const luisAccount = await newAccount(ctx, luis.token);
    const attempts = [
      call(ctx, 'PATCH', `/api/reminders/${reminder.id}`, { token: luis.token, body: { title: 'Mío' } }),
      call(ctx, 'DELETE', `/api/reminders/${reminder.id}`, { token: luis.token }),
      action(luis, reminder.id, 'pay', { account_id: luisAccount }),
      action(luis, reminder.id, 'skip'),
      action(luis, reminder.id, 'snooze', { until: isoDaysFromToday(ctx, 5) }),
      action(ana, UNKNOWN_ID, 'skip'),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(404);
      expect(firstError(res).message).toBe('No encontramos este recordatorio');
    }
    const own = (await call(ctx, 'GET', '/api/reminders', { token: ana.token })).data as unknown as Json[];
    expect(own.find((row) => row.id === reminder.id)).toMatchObject({
      title: 'Privado',
      next_due: reminder.next_due,
      snoozed_until: null,
    });
    expect(
      ((await call(ctx, 'GET', '/api/reminders', { token: luis.token })).data as unknown as Json[]).map(
        (row) => row.id,
      ),
    ).not.toContain(reminder.id);
  });
});
