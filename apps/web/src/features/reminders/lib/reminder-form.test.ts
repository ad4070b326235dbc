import type { Reminder } from '@cuentas/shared/schemas/reminders';
import { describe, expect, it } from 'vitest';
import { emptyReminderValues, reminderToValues, toReminderPayload } from './reminder-form.ts';

const base = emptyReminderValues('2026-05-05', 'acc');

describe('reminder form', () => {
  it("starts monthly on today's day with in-app and mail notices", () => {
    expect(base).toMatchObject({
      kind: 'monthly_day',
      day: '5',
      next_due: '2026-05-05',
      account_id: 'acc',
      notify_in_app: true,
      notify_email: true,
      notify_whatsapp: false,
      remind_days_before: '3',
    });
  });

  it('sends a monthly reminder every few months with its interval, and reads it back (decision 039)', () => {
    const gas = toReminderPayload({ ...base, title: 'Gas', amount: '120', months: '2' }, 'EUR', 'es-ES');
    expect(gas).toMatchObject({ ok: true, payload: { recurrence: { kind: 'monthly_day', day: 5, interval: 2 } } });
    const reminder = { recurrence: { kind: 'monthly_day', day: 5, interval: 3 }, next_due: '2026-05-05' };
    const values = reminderToValues(
      { ...reminder, title: 'Predial', amount: -1, currency: 'EUR', account_id: null, category_id: null } as Reminder,
      '2026-05-01',
      'es-ES',
    );
    expect(values).toMatchObject({ kind: 'monthly_day', months: '3', interval: '2' });
  });

  it('signs a bill negative and a collection positive, sending only the fields of the kind', () => {
    const bill = toReminderPayload({ ...base, title: ' Arriendo ', amount: '1.200,50' }, 'EUR', 'es-ES');
    expect(bill).toEqual({
      ok: true,
      payload: expect.objectContaining({
        title: 'Arriendo',
        amount: -120050,
        account_id: 'acc',
        category_id: null,
        recurrence: { kind: 'monthly_day', day: 5 },
      }),
    });
    const income = toReminderPayload(
      { ...base, title: 'Cliente', direction: 'cobro', amount: '500', kind: 'every_n_weeks', interval: '3' },
      'COP',
      'es-ES',
    );
    expect(income).toMatchObject({
      ok: true,
      payload: { amount: 500, recurrence: { kind: 'every_n_weeks', interval: 3 } },
    });
    const last = toReminderPayload(
      { ...base, title: 'X', amount: '1', kind: 'monthly_last', day: 'x', interval: 'y' },
      'EUR',
      'es-ES',
    );
    expect(last).toMatchObject({ ok: true, payload: { recurrence: { kind: 'monthly_last' } } });
  });

  it('reports amounts and numbers that do not make sense', () => {
    const result = toReminderPayload(
      { ...base, title: 'X', amount: '0', kind: 'every_n_weeks', interval: '0', remind_days_before: '61' },
      'EUR',
      'es-ES',
    );
    expect(result).toEqual({
      ok: false,
      issues: [
        { field: 'amount', message: 'Escribe un importe mayor que cero' },
        { field: 'interval', message: 'Escribe un número de semanas entre 1 y 52' },
        { field: 'remind_days_before', message: 'Escribe un número de días entre 0 y 60' },
      ],
    });
    expect(toReminderPayload({ ...base, amount: '12,345' }, 'EUR', 'es-ES')).toMatchObject({ ok: true });
    expect(toReminderPayload({ ...base, amount: '1,5', kind: 'monthly_day', day: '32' }, 'COP', 'es-ES')).toMatchObject(
      { ok: false, issues: [{ field: 'amount' }, { field: 'day' }] },
    );
  });

  it('loads an existing reminder with an unsigned amount', () => {
    const reminder: Reminder = {
      id: 'r',
      title: 'Luz',
      amount: -4550,
      currency: 'EUR',
      account_id: null,
      category_id: 'c',
      next_due: '2026-06-30',
      recurrence: { kind: 'monthly_last', interval: null, day: null },
      remind_days_before: 0,
      notify_in_app: true,
      notify_email: false,
      notify_whatsapp: true,
      snoozed_until: null,
      active: true,
      created_at: '2026-01-01T00:00:00Z',
    };
    expect(reminderToValues(reminder, '2026-05-05', 'es-ES')).toMatchObject({
      direction: 'pago',
      amount: '45,50',
      account_id: '',
      category_id: 'c',
      kind: 'monthly_last',
      day: '30',
      remind_days_before: '0',
    });
    // In the reminder's currency, as the user's country writes it (docs/architecture.md §4.1).
    expect(reminderToValues({ ...reminder, amount: -123_456, currency: 'MXN' }, '2026-05-05', 'es-MX').amount).toBe(
      '1,234.56',
    );
    expect(reminderToValues({ ...reminder, amount: -450_000, currency: 'COP' }, '2026-05-05', 'es-CO').amount).toBe(
      '450.000',
    );
  });
});
