import type { RecurringCharge } from '@cuentas/shared/schemas/recurring-charges';
import { describe, expect, it } from 'vitest';
import { reminderForCharge } from './recurring-reminder.ts';

const charge = (interval: RecurringCharge['interval'], next_date: string): RecurringCharge => ({
  account_id: '0b9e3a5e-0000-4000-8000-0000000000b1',
  payee: 'Gas Natural',
  interval,
  transaction_ids: [],
  last_date: '2026-09-14',
  last_amount: -120_000,
  next_date,
  price_rise: null,
  message: null,
  category_id: null,
  monthly_amount: 120_000,
});

describe('the reminder a recurring charge becomes', () => {
  it('repeats as the charge does: every two or three months keeps the day, yearly too, never once', () => {
    const recurrence = (interval: RecurringCharge['interval'], next: string) =>
      reminderForCharge(charge(interval, next)).recurrence;
    expect(recurrence('bimonthly', '2026-11-14')).toEqual({ kind: 'monthly_day', day: 14, interval: 2 });
    expect(recurrence('quarterly', '2026-12-14')).toEqual({ kind: 'monthly_day', day: 14, interval: 3 });
    expect(recurrence('monthly', '2026-10-14')).toEqual({ kind: 'monthly_day', day: 14, interval: 1 });
    expect(recurrence('yearly', '2027-09-14')).toEqual({ kind: 'yearly', day: 14 });
    expect(recurrence('weekly', '2026-09-21')).toEqual({ kind: 'weekly' });
    expect(recurrence('biweekly', '2026-09-28')).toEqual({ kind: 'every_n_weeks', interval: 2 });
  });

  it('is due on the next expected date, for the last amount, from the same account', () => {
    expect(reminderForCharge(charge('bimonthly', '2026-11-14'))).toMatchObject({
      title: 'Gas Natural',
      amount: -120_000,
      next_due: '2026-11-14',
      account_id: '0b9e3a5e-0000-4000-8000-0000000000b1',
    });
  });
});
