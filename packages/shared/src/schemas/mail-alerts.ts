import { z } from 'zod';
import { CreateTransactionSchema } from './transactions.ts';

/** Bank alerts forwarded by mail (decision 035): the capture address and the inbox. */
export const MailAddressSchema = z.object({
  /** `<token>@<domain>`: forwarding an alert here records it. */
  address: z.string(),
  created_at: z.string(),
  /** Whether this server receives mail itself (SMTP) or through a provider's webhook. */
  smtp: z.boolean(),
  webhook: z.boolean(),
});
export type MailAddress = z.infer<typeof MailAddressSchema>;

export const mailAlertStatuses = [
  'pending',
  'recorded',
  'linked',
  'unreadable',
  'unmatched',
  'ask',
  'noted',
  'dismissed',
] as const;
export type MailAlertStatus = (typeof mailAlertStatuses)[number];

export const MailAlertSchema = z.object({
  id: z.uuid(),
  from: z.string(),
  subject: z.string(),
  body: z.string(),
  status: z.enum(mailAlertStatuses),
  /** Why it waits in the inbox, in Spanish. */
  reason: z.string().nullable(),
  transaction_id: z.uuid().nullable(),
  sent_at: z.string().nullable(),
  received_at: z.string(),
});
export type MailAlert = z.infer<typeof MailAlertSchema>;

export const MailAlertPageSchema = z.object({
  items: z.array(MailAlertSchema),
  next_cursor: z.uuid().nullable(),
  /** Alerts waiting for the user (unreadable, unmatched, to decide). */
  waiting: z.number().int(),
});

export const MailAlertListQuery = z.object({
  /** `inbox`: the ones waiting for the user; `all`: every alert, newest first. */
  view: z.enum(['inbox', 'all']).default('inbox'),
  cursor: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** «Anotar a mano»: the movement as the user reads the alert. */
export const NoteMailAlertSchema = CreateTransactionSchema.pick({
  account_id: true,
  date: true,
  amount: true,
  payee: true,
  category_id: true,
});
export type NoteMailAlertInput = z.input<typeof NoteMailAlertSchema>;
