import { z } from 'zod';
import { recurrenceKinds } from '../recurrence.ts';
import { isoDate, minorUnits, requiredText } from './common.ts';

export const RecurrenceSchema = z.object({
  kind: z.enum(recurrenceKinds),
  interval: z.number().int().min(1).max(52).nullable().optional(),
  day: z.number().int().min(1).max(31).nullable().optional(),
});

export const ReminderSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  account_id: z.uuid().nullable(),
  category_id: z.uuid().nullable(),
  next_due: z.string().nullable(),
  recurrence: RecurrenceSchema,
  remind_days_before: z.number().int(),
  notify_in_app: z.boolean(),
  notify_email: z.boolean(),
  notify_whatsapp: z.boolean(),
  snoozed_until: z.string().nullable(),
  active: z.boolean(),
  created_at: z.string(),
});
export type Reminder = z.infer<typeof ReminderSchema>;

const reminderFields = z.object({
  title: requiredText(120),
  /** Signed minor units, as a transaction: negative for a bill. */
  amount: minorUnits,
  account_id: z.uuid().nullable(),
  category_id: z.uuid().nullable(),
  next_due: isoDate,
  recurrence: RecurrenceSchema,
  remind_days_before: z.number().int().min(0).max(60),
  notify_in_app: z.boolean(),
  notify_email: z.boolean(),
  notify_whatsapp: z.boolean(),
});
export const CreateReminderSchema = reminderFields.extend({
  account_id: reminderFields.shape.account_id.optional(),
  category_id: reminderFields.shape.category_id.optional(),
  remind_days_before: reminderFields.shape.remind_days_before.default(3),
  notify_in_app: z.boolean().default(true),
  notify_email: z.boolean().default(true),
  notify_whatsapp: z.boolean().default(false),
});
export type CreateReminderInput = z.input<typeof CreateReminderSchema>;
/** From the fields without defaults, so a partial edit keeps what it does not mention. */
export const UpdateReminderSchema = reminderFields.partial().extend({ active: z.boolean().optional() });

export const PayReminderSchema = z.object({
  /** The occurrence being paid (its `next_due`): a repeat of the same pay then answers 409, never pays twice. */
  due_date: isoDate.optional(),
  date: isoDate.optional(),
  amount: minorUnits.optional(),
  account_id: z.uuid().optional(),
});
/** `due_date`: the occurrence being skipped, as for a pay. */
export const SkipReminderSchema = z.object({ due_date: isoDate.optional() });
export const SnoozeReminderSchema = z.object({ until: isoDate });

export const UpcomingSchema = z.array(
  z.object({
    reminder_id: z.uuid(),
    title: z.string(),
    date: z.string(),
    amount: z.number().int(),
    currency: z.string(),
    overdue: z.boolean(),
  }),
);

export const NotificationSchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type AppNotification = z.infer<typeof NotificationSchema>;
export const NotificationPageSchema = z.object({
  items: z.array(NotificationSchema),
  next_cursor: z.string().nullable(),
  unread: z.number().int(),
});
