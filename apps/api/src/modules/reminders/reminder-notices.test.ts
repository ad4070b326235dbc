import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reminderNotices } from '../../db/schema/index.ts';
import { call, createTestApp, type TestContext } from '../../../test/helpers/test-app.ts';
import {
  firstError,
  isoDaysFromToday,
  type Json,
  newAccount,
  newPlanner,
  type Planner,
  shiftMonth,
} from '../../../test/helpers/planning-helpers.ts';

/** Notices show dates as the user reads them: 2026-11-23 → 23/11/2026. */
const asShown = (isoDate: string) => isoDate.split('-').reverse().join('/');

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

async function createReminder(user: Planner, body: Json) {
  const res = await call(ctx, 'POST', '/api/reminders', {
    token: user.token,
    body: { amount: -1299, recurrence: { kind: 'monthly_day', day: 28 }, remind_days_before: 3, ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.data;
}
const mailsAbout = (user: Planner, title: string) =>
  ctx.mails.filter((mail) => mail.to === user.email && mail.subject === `Recordatorio: ${title}`);
async function inbox(user: Planner, title: string) {
  const res = await call(ctx, 'GET', '/api/notifications?limit=100', { token: user.token });
  return (res.data.items as unknown as { kind: string; title: string; body: string; link: string }[]).filter(
    (item) => item.title === `Recordatorio: ${title}`,
  );
}
const noticesOf = (reminderId: unknown) =>
  ctx.database.db
    .select()
    .from(reminderNotices)
    .where(eq(reminderNotices.reminderId, reminderId as string));
const aMinuteLater = () => ctx.clock.advance(61_000);

async function linkPhone(user: Planner, phone: string) {
  const requested = await call(ctx, 'POST', '/api/auth/validate-phone', { token: user.token, body: { phone } });
  expect(requested.status, JSON.stringify(requested.body)).toBe(200);
  const code = ctx.whatsapps.filter((message) => message.to === phone && message.code).at(-1)!.code!;
  const confirmed = await call(ctx, 'POST', '/api/auth/confirm-otp', {
    token: user.token,
    body: { otp_id: requested.data.otp_id, code },
  });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
}

describe('reminder notices by WhatsApp', () => {
  it('sends the notice to the linked phone, once', async () => {
    const user = await newPlanner(ctx);
    const phone = `+5730012${String(process.pid % 100000).padStart(5, '0')}`;
    await linkPhone(user, phone);
    const due = isoDaysFromToday(ctx, 1);
    await createReminder(user, {
      title: 'Netflix',
      next_due: due,
      notify_whatsapp: true,
      notify_email: false,
      notify_in_app: false,
    });
    await ctx.app.jobs.run();
    await ctx.app.jobs.run();
    const texts = ctx.whatsapps.filter((message) => message.to === phone && message.text);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.text).toMatch(/^Recordatorio: Netflix\. Netflix \(.*12,99.*\) vence el /);
    expect(texts[0]!.text).toContain(`vence el ${asShown(due)}`);
    expect(mailsAbout(user, 'Netflix')).toEqual([]);
    expect(await inbox(user, 'Netflix')).toEqual([]);
  });

  it('without a phone no WhatsApp notice is queued (nothing fails), and the other notices go out', async () => {
    const user = await newPlanner(ctx);
    const reminder = await createReminder(user, {
      title: 'Seguro coche',
      next_due: isoDaysFromToday(ctx, 1),
      notify_whatsapp: true,
    });
    await ctx.app.jobs.run();
    expect(mailsAbout(user, 'Seguro coche')).toHaveLength(1);
    expect(await inbox(user, 'Seguro coche')).toHaveLength(1);
    const notices = await noticesOf(reminder.id);
    expect(notices.map((notice) => [notice.channel, notice.status]).sort()).toEqual([
      ['email', 'sent'],
      ['in_app', 'sent'],
    ]);
  });

  it('a WhatsApp notice the sender cannot deliver fails after its retries and the other notices still go out', async () => {
    const user = await newPlanner(ctx);
    const neighbour = await newPlanner(ctx);
    await linkPhone(user, `+5730013${String(process.pid % 100000).padStart(5, '0')}`);
    const reminder = await createReminder(user, {
      title: 'Seguro hogar',
      next_due: isoDaysFromToday(ctx, 1),
      notify_whatsapp: true,
    });
    await createReminder(neighbour, { title: 'Teléfono', next_due: isoDaysFromToday(ctx, 2), notify_in_app: false });
    // The stand-in sender records into this list: while it throws, every WhatsApp send fails.
    ctx.whatsapps.push = () => {
      throw new Error('WhatsApp no responde');
    };
    try {
      await ctx.app.jobs.run();
      expect(mailsAbout(user, 'Seguro hogar')).toHaveLength(1);
      expect(await inbox(user, 'Seguro hogar')).toHaveLength(1);
      expect(mailsAbout(neighbour, 'Teléfono')).toHaveLength(1);
      const whatsapp = async () => (await noticesOf(reminder.id)).find((notice) => notice.channel === 'whatsapp')!;
      expect(await whatsapp()).toMatchObject({ status: 'pending', attempts: 1, lastError: 'WhatsApp no responde' });
      // Within the retry pause nothing is tried again.
      await ctx.app.jobs.run();
      expect((await whatsapp()).attempts).toBe(1);
      for (let attempt = 2; attempt <= 5; attempt++) {
        aMinuteLater();
        await ctx.app.jobs.run();
        expect((await whatsapp()).attempts).toBe(attempt);
      }
      expect(await whatsapp()).toMatchObject({ status: 'failed', attempts: 5 });
      aMinuteLater();
      await ctx.app.jobs.run();
      expect(await whatsapp()).toMatchObject({ status: 'failed', attempts: 5 });
      const others = (await noticesOf(reminder.id)).filter((notice) => notice.channel !== 'whatsapp');
      expect(others.map((notice) => [notice.channel, notice.status, notice.attempts]).sort()).toEqual([
        ['email', 'sent', 1],
        ['in_app', 'sent', 1],
      ]);
      expect(mailsAbout(user, 'Seguro hogar')).toHaveLength(1);
    } finally {
      delete (ctx.whatsapps as { push?: unknown }).push;
    }
    expect(ctx.whatsapps.filter((message) => message.text?.includes('Seguro hogar'))).toEqual([]);
  });
});

describe('notices per occurrence', () => {
  it('an overdue notice says it is overdue, and paying queues the next occurrence when its warning day comes', async () => {
    const user = await newPlanner(ctx);
    const account = await newAccount(ctx, user.token);
    const reminder = await createReminder(user, {
      title: 'Clases',
      account_id: account,
      next_due: isoDaysFromToday(ctx, -1),
      recurrence: { kind: 'weekly' },
      remind_days_before: 7,
    });
    await ctx.app.jobs.run();
    expect(mailsAbout(user, 'Clases').map((mail) => mail.text.split('\n')[0])).toEqual([
      expect.stringContaining(`venció el ${asShown(isoDaysFromToday(ctx, -1))}`),
    ]);
    expect((await inbox(user, 'Clases'))[0]).toMatchObject({ kind: 'reminder', link: '/reminders' });
    const paid = await call(ctx, 'POST', `/api/reminders/${reminder.id}/pay`, { token: user.token, body: {} });
    expect(paid.data.next_due).toBe(isoDaysFromToday(ctx, 6));
    await ctx.app.jobs.run();
    const texts = mailsAbout(user, 'Clases').map((mail) => mail.text);
    expect(texts).toHaveLength(2);
    expect(texts[1]).toContain(`vence el ${asShown(isoDaysFromToday(ctx, 6))}`);
    expect(texts[1]).toContain('http://cuentas.test/reminders');
    expect((await noticesOf(reminder.id)).map((notice) => notice.occurrence).sort()).toEqual([
      isoDaysFromToday(ctx, -1),
      isoDaysFromToday(ctx, -1),
      isoDaysFromToday(ctx, 6),
      isoDaysFromToday(ctx, 6),
    ]);
  });
});

describe('snoozing', () => {
  it('rejects a date that is not after today', async () => {
    const user = await newPlanner(ctx);
    const reminder = await createReminder(user, { title: 'Gas', next_due: isoDaysFromToday(ctx, 10) });
    for (const until of [isoDaysFromToday(ctx, 0), isoDaysFromToday(ctx, -3)]) {
      const res = await call(ctx, 'POST', `/api/reminders/${reminder.id}/snooze`, {
        token: user.token,
        body: { until },
      });
      expect(res.status, until).toBe(400);
      expect(firstError(res)).toEqual({ field: 'until', message: 'Elige una fecha posterior a hoy' });
    }
    const malformed = await call(ctx, 'POST', `/api/reminders/${reminder.id}/snooze`, {
      token: user.token,
      body: { until: 'mañana' },
    });
    expect(firstError(malformed).field).toBe('until');
  });

  it('holds the notices until the snooze ends, then sends this occurrence again', async () => {
    const user = await newPlanner(ctx);
    const account = await newAccount(ctx, user.token);
    const due = isoDaysFromToday(ctx, 2);
    const reminder = await createReminder(user, { title: 'Luz', account_id: account, next_due: due });
    await ctx.app.jobs.run();
    expect(mailsAbout(user, 'Luz')).toHaveLength(1);
    expect(await inbox(user, 'Luz')).toHaveLength(1);

    const snoozed = await call(ctx, 'POST', `/api/reminders/${reminder.id}/snooze`, {
      token: user.token,
      body: { until: due },
    });
    expect(snoozed.data).toMatchObject({ snoozed_until: due, next_due: due });
    expect(await noticesOf(reminder.id)).toEqual([]);
    await ctx.app.jobs.run();
    ctx.clock.advance(86_400_000);
    await ctx.app.jobs.run();
    expect(mailsAbout(user, 'Luz')).toHaveLength(1);
    expect(await noticesOf(reminder.id)).toEqual([]);

    ctx.clock.advance(86_400_000);
    await ctx.app.jobs.run();
    await ctx.app.jobs.run();
    expect(mailsAbout(user, 'Luz')).toHaveLength(2);
    expect(mailsAbout(user, 'Luz')[1]!.text).toContain('vence hoy');
    expect(await inbox(user, 'Luz')).toHaveLength(2);

    const paid = await call(ctx, 'POST', `/api/reminders/${reminder.id}/pay`, { token: user.token, body: {} });
    expect(paid.data).toMatchObject({ snoozed_until: null, next_due: `${shiftMonth(due.slice(0, 7), 1)}-28` });
  });
});
