import type { RecurringCharge } from '@cuentas/shared/schemas/recurring-charges';
import type { ReminderPayload } from './reminder-form.ts';

/** A monthly reminder's interval counts months (decision 039). */
const MONTHS = { monthly: 1, bimonthly: 2, quarterly: 3 } as const;

/** The reminder a suggestion becomes, repeating as the charge does. */
export function reminderForCharge(charge: RecurringCharge): ReminderPayload {
  const day = Number(charge.next_date.slice(8, 10));
  const recurrence =
    charge.interval === 'weekly'
      ? { kind: 'weekly' as const }
      : charge.interval === 'biweekly'
        ? { kind: 'every_n_weeks' as const, interval: 2 }
        : charge.interval === 'yearly'
          ? { kind: 'yearly' as const, day }
          : { kind: 'monthly_day' as const, day, interval: MONTHS[charge.interval] };
  return {
    title: charge.payee.slice(0, 120),
    amount: charge.last_amount,
    next_due: charge.next_date,
    recurrence,
    account_id: charge.account_id,
    category_id: null,
    remind_days_before: 3,
    notify_in_app: true,
    notify_email: true,
    notify_whatsapp: false,
  };
}
