import { parseTypedAmount } from '@cuentas/shared/input-examples';
import { formatTypedAmount } from '@cuentas/shared/money';
import { recurrenceKinds, type RecurrenceKind } from '@cuentas/shared/recurrence';
import type { CreateReminderInput, Reminder } from '@cuentas/shared/schemas/reminders';
import { z } from 'zod';

export const ReminderFormSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'Escribe un nombre para el recordatorio')
    .max(120, 'Debe tener como máximo 120 caracteres'),
  direction: z.enum(['pago', 'cobro']),
  amount: z.string().trim().min(1, 'Escribe el importe'),
  account_id: z.string(),
  category_id: z.string(),
  next_due: z.iso.date({ message: 'Elige la fecha del próximo vencimiento' }),
  kind: z.enum(recurrenceKinds),
  interval: z.string(),
  /** How many months apart a monthly reminder falls (its recurrence's interval). */
  months: z.string(),
  day: z.string(),
  remind_days_before: z.string(),
  notify_in_app: z.boolean(),
  notify_email: z.boolean(),
  notify_whatsapp: z.boolean(),
});
export type ReminderFormValues = z.infer<typeof ReminderFormSchema>;

/** The API's nested field names mapped to the form's flat ones. */
export const serverFieldAliases: Record<string, keyof ReminderFormValues> = {
  'recurrence.interval': 'interval',
  'recurrence.day': 'day',
};

export const recurrenceOptions: { value: RecurrenceKind; label: string }[] = [
  { value: 'monthly_day', label: 'Cada mes, un día fijo' },
  { value: 'monthly_last', label: 'Cada mes, el último día' },
  { value: 'weekly', label: 'Cada semana' },
  { value: 'every_n_weeks', label: 'Cada varias semanas' },
  { value: 'yearly', label: 'Cada año' },
  { value: 'once', label: 'Una sola vez' },
];

export function emptyReminderValues(today: string, accountId = ''): ReminderFormValues {
  return {
    title: '',
    direction: 'pago',
    amount: '',
    account_id: accountId,
    category_id: '',
    next_due: today,
    kind: 'monthly_day',
    interval: '2',
    months: '1',
    day: String(Number(today.slice(8, 10))),
    remind_days_before: '3',
    notify_in_app: true,
    notify_email: true,
    notify_whatsapp: false,
  };
}

/** A reminder in the editor: its amount unsigned, in its own currency, written as the user's country (`locale`) writes numbers. */
export function reminderToValues(reminder: Reminder, today: string, locale: string): ReminderFormValues {
  const due = reminder.next_due ?? today;
  return {
    title: reminder.title,
    direction: reminder.amount < 0 ? 'pago' : 'cobro',
    amount: formatTypedAmount(Math.abs(reminder.amount), reminder.currency, locale),
    account_id: reminder.account_id ?? '',
    category_id: reminder.category_id ?? '',
    next_due: due,
    kind: reminder.recurrence.kind,
    interval: String(reminder.recurrence.kind === 'every_n_weeks' ? (reminder.recurrence.interval ?? 2) : 2),
    months: String(reminder.recurrence.kind === 'monthly_day' ? (reminder.recurrence.interval ?? 1) : 1),
    day: String(reminder.recurrence.day ?? Number(due.slice(8, 10))),
    remind_days_before: String(reminder.remind_days_before),
    notify_in_app: reminder.notify_in_app,
    notify_email: reminder.notify_email,
    notify_whatsapp: reminder.notify_whatsapp,
  };
}

export type ReminderPayload = Required<Pick<CreateReminderInput, 'title' | 'amount' | 'next_due' | 'recurrence'>> &
  Pick<CreateReminderInput, 'remind_days_before' | 'notify_in_app' | 'notify_email' | 'notify_whatsapp'> & {
    account_id: string | null;
    category_id: string | null;
  };
export type FormIssue = { field: 'amount' | 'interval' | 'day' | 'remind_days_before'; message: string };

function wholeNumber(text: string, min: number, max: number): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value >= min && value <= max ? value : null;
}

/**
 * The request body: a signed amount (a bill is money out), and only the recurrence fields its kind
 * uses. `locale` (the user's country's) writes the example in an amount's error.
 */
export function toReminderPayload(
  values: ReminderFormValues,
  currency: string,
  locale: string,
): { ok: true; payload: ReminderPayload } | { ok: false; issues: FormIssue[] } {
  const issues: FormIssue[] = [];
  const parsed = parseTypedAmount(values.amount, currency, locale);
  if (!parsed.ok) issues.push({ field: 'amount', message: parsed.message });
  else if (parsed.minor === 0) issues.push({ field: 'amount', message: 'Escribe un importe mayor que cero' });
  const months = values.kind === 'monthly_day' ? (wholeNumber(values.months, 1, 12) ?? 1) : null;
  const interval =
    values.kind === 'every_n_weeks'
      ? wholeNumber(values.interval, 1, 52)
      : months !== null && months > 1
        ? months
        : null;
  if (values.kind === 'every_n_weeks' && interval === null)
    issues.push({ field: 'interval', message: 'Escribe un número de semanas entre 1 y 52' });
  const day = values.kind === 'monthly_day' ? wholeNumber(values.day, 1, 31) : null;
  if (values.kind === 'monthly_day' && day === null)
    issues.push({ field: 'day', message: 'Elige un día entre 1 y 31' });
  const lead = wholeNumber(values.remind_days_before, 0, 60);
  if (lead === null) issues.push({ field: 'remind_days_before', message: 'Escribe un número de días entre 0 y 60' });
  if (issues.length || !parsed.ok) return { ok: false, issues };
  const magnitude = Math.abs(parsed.minor);
  return {
    ok: true,
    payload: {
      title: values.title.trim(),
      amount: values.direction === 'pago' ? -magnitude : magnitude,
      account_id: values.account_id || null,
      category_id: values.category_id || null,
      next_due: values.next_due,
      recurrence: { kind: values.kind, ...(interval !== null ? { interval } : {}), ...(day !== null ? { day } : {}) },
      remind_days_before: lead ?? 3,
      notify_in_app: values.notify_in_app,
      notify_email: values.notify_email,
      notify_whatsapp: values.notify_whatsapp,
    },
  };
}
