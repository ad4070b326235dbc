import { z } from 'zod';
import { multilineText } from './common.ts';
import { TransactionSchema } from './transactions.ts';

/** WhatsApp capture: the linked phone, capture preferences and the in-app simulator. */
export const WhatsAppSettingsSchema = z.object({
  phone: z.string().nullable(),
  phone_verified_at: z.string().nullable(),
  capture_enabled: z.boolean(),
  default_account_id: z.uuid().nullable(),
  /** The household ledger the chat writes to (decision 050): the person's own when null. */
  ledger_id: z.uuid().nullable(),
  /** The number people write to, when the server has a WhatsApp Cloud API number; null in development. */
  provider: z.enum(['log', 'cloud']),
});
export type WhatsAppSettings = z.infer<typeof WhatsAppSettingsSchema>;

export const UpdateWhatsAppSettingsSchema = z.object({
  capture_enabled: z.boolean().optional(),
  /** null = no default: captures without an account named go to the cash account. */
  default_account_id: z.uuid().nullable().optional(),
  /** null = the person's own ledger; otherwise a household they write in (not as a viewer). */
  ledger_id: z.uuid().nullable().optional(),
});
export type UpdateWhatsAppSettingsInput = z.input<typeof UpdateWhatsAppSettingsSchema>;

export const SimulateMessageSchema = z.object({
  // Several lines, as WhatsApp sends them: a day's list of spending, a pasted bank alert.
  text: multilineText(2000).pipe(z.string().min(1, 'Escribe un mensaje')),
});
export type SimulateMessageInput = z.input<typeof SimulateMessageSchema>;

export const SimulateResultSchema = z.object({
  reply: z.string(),
  transaction: TransactionSchema.nullable(),
});
export type SimulateResult = z.infer<typeof SimulateResultSchema>;

export const WhatsAppCapturesSchema = z.array(TransactionSchema);

export const ConversationSchema = z.array(
  z.object({ id: z.uuid(), text: z.string(), reply: z.string(), received_at: z.string() }),
);
export type Conversation = z.infer<typeof ConversationSchema>;
