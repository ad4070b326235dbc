import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startScheduler } from './jobs.ts';
import type { MailMessage } from '../lib/mail.ts';
import { call, createTestApp, registerUser, secondInstance, type TestContext } from '../../test/helpers/test-app.ts';

let ctx: TestContext;
let token: string;
let email: string;

beforeAll(async () => {
  ctx = await createTestApp();
  ({ token, email } = await registerUser(ctx));
  await call(ctx, 'POST', '/api/configuration', {
    token,
    body: { country: 'CO', base_currency: 'COP', month_start_day: 1, is_completed: true },
  });
});
afterAll(async () => ctx.close());

const isoDaysFromNow = (days: number) =>
  new Date(ctx.clock.now().getTime() + days * 86_400_000).toISOString().slice(0, 10);

describe('the reminder scheduler', () => {
  it('sends each notice exactly once with two instances on one database', async () => {
    await call(ctx, 'POST', '/api/reminders', {
      token,
      body: {
        title: 'Arriendo',
        amount: -1_500_000,
        next_due: isoDaysFromNow(2),
        recurrence: { kind: 'monthly_day', day: 5 },
        remind_days_before: 3,
      },
    });
    const otherMails: MailMessage[] = [];
    const other = await secondInstance(ctx, otherMails);
    try {
      await Promise.all([ctx.app.jobs.run(), other.app.jobs.run(), ctx.app.jobs.run(), other.app.jobs.run()]);
      await Promise.all([ctx.app.jobs.run(), other.app.jobs.run()]);
    } finally {
      await other.close();
    }
    const reminderMails = [...ctx.mails, ...otherMails].filter(
      (mail) => mail.to === email && mail.subject === 'Recordatorio: Arriendo',
    );
    expect(reminderMails).toHaveLength(1);
    const inbox = await call(ctx, 'GET', '/api/notifications', { token });
    expect(
      (inbox.data.items as { title: string }[]).filter((item) => item.title === 'Recordatorio: Arriendo'),
    ).toHaveLength(1);
    expect(inbox.data.unread).toBe(1);
  });

  it('catches up on a notice it should have sent while it was down', async () => {
    await call(ctx, 'POST', '/api/reminders', {
      token,
      body: {
        title: 'Internet',
        amount: -90_000,
        next_due: isoDaysFromNow(-10),
        recurrence: { kind: 'monthly_last' },
        remind_days_before: 2,
      },
    });
    const result = await ctx.app.jobs.run();
    expect(result.sent).toBeGreaterThanOrEqual(2);
    const mail = ctx.mails.find((item) => item.subject === 'Recordatorio: Internet');
    expect(mail?.text).toContain('venció el');
    expect((await ctx.app.jobs.run()).sent).toBe(0);
  });

  it('marks paid: records the transaction and moves to the next occurrence', async () => {
    const account = await call(ctx, 'POST', '/api/accounts', {
      token,
      body: { name: 'Ahorros', type: 'savings', currency: 'COP' },
    });
    const reminder = await call(ctx, 'POST', '/api/reminders', {
      token,
      body: {
        title: 'Gimnasio',
        amount: -120_000,
        account_id: account.data.id,
        next_due: '2026-01-31',
        recurrence: { kind: 'monthly_day', day: 31 },
      },
    });
    const paid = await call(ctx, 'POST', `/api/reminders/${reminder.data.id}/pay`, { token, body: {} });
    expect(paid.data.next_due).toBe('2026-02-28');
    const accounts = await call(ctx, 'GET', '/api/accounts', { token });
    expect(
      (accounts.data as unknown as { id: string; balance: number }[]).find((a) => a.id === account.data.id)?.balance,
    ).toBe(-120_000);
    const skipped = await call(ctx, 'POST', `/api/reminders/${reminder.data.id}/skip`, { token });
    expect(skipped.data.next_due).toBe('2026-03-31');
  });
});

describe("the scheduler's timing", () => {
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('runs one pass at a time, and stop() waits for the pass in flight and starts no other', async () => {
    let started = 0;
    let finished = 0;
    let release = () => {};
    const scheduler = startScheduler({
      intervalMs: 5,
      firstDelayMs: 5,
      run: async () => {
        started += 1;
        await new Promise<void>((resolve) => (release = resolve));
        finished += 1;
      },
      onError: () => {},
    });
    await sleep(60);
    expect(started).toBe(1);
    let stopped = false;
    const stopping = scheduler.stop().then(() => (stopped = true));
    await sleep(20);
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(finished).toBe(1);
    await sleep(40);
    expect(started).toBe(1);
  });

  it('starts nothing once stopped, not even its first pass', async () => {
    let passes = 0;
    const scheduler = startScheduler({
      intervalMs: 10,
      firstDelayMs: 20,
      run: async () => void (passes += 1),
      onError: () => {},
    });
    await scheduler.stop();
    await sleep(60);
    expect(passes).toBe(0);
  });

  it('hands a failed pass to onError and keeps going', async () => {
    const errors: unknown[] = [];
    let passes = 0;
    const scheduler = startScheduler({
      intervalMs: 10,
      firstDelayMs: 1,
      run: async () => {
        passes += 1;
        throw new Error(`pasada ${passes}`);
      },
      onError: (err) => errors.push(err),
    });
    await sleep(80);
    await scheduler.stop();
    expect(passes).toBeGreaterThanOrEqual(2);
    expect(errors).toHaveLength(passes);
  });
});
