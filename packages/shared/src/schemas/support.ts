import { z } from 'zod';
import { messages } from '../messages.ts';
import { isInvisibleOnly, multilineText, requiredText } from './common.ts';

export const ticketCategories = [
  'account',
  'imports',
  'budget',
  'whatsapp',
  'billing',
  'privacy',
  'bug',
  'other',
] as const;
export type TicketCategory = (typeof ticketCategories)[number];

/** Spanish labels, shared by the form, the lists and the mails. */
export const ticketCategoryLabels: Record<TicketCategory, string> = {
  account: 'Mi cuenta y acceso',
  imports: 'Importar extractos',
  budget: 'Presupuesto y reportes',
  whatsapp: 'WhatsApp',
  billing: 'Plan y facturación',
  privacy: 'Privacidad y mis datos',
  bug: 'Algo no funciona',
  other: 'Otra consulta',
};

export const ticketStatuses = ['open', 'answered', 'closed'] as const;
export type TicketStatus = (typeof ticketStatuses)[number];
export const ticketStatusLabels: Record<TicketStatus, string> = {
  open: 'Abierta',
  answered: 'Respondida',
  closed: 'Cerrada',
};

export const ATTACHMENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'application/pdf'] as const;
export const MAX_ATTACHMENT_BYTES = 3 * 1024 * 1024;
export const MAX_ATTACHMENTS = 3;
/** Open or answered tickets a user may have at once: enough for real problems, not a flood. */
export const MAX_OPEN_TICKETS = 5;

export const supportMessages = {
  attachmentType: 'Solo puedes adjuntar imágenes (PNG, JPEG, WebP o GIF) o PDF',
  attachmentTooLarge: 'Cada archivo puede ocupar como máximo 3 MB',
  tooManyAttachments: `Puedes adjuntar como máximo ${MAX_ATTACHMENTS} archivos por mensaje`,
  attachmentNotBase64: 'El archivo no llegó bien codificado. Vuelve a adjuntarlo.',
};

/** A file sent inline as base64 (JSON API; a few MB at most). */
export const AttachmentInputSchema = z.object({
  file_name: requiredText(200),
  content_type: z.enum(ATTACHMENT_TYPES, { error: supportMessages.attachmentType }),
  data: z
    .base64({ error: supportMessages.attachmentNotBase64 })
    .max(Math.ceil((MAX_ATTACHMENT_BYTES * 4) / 3) + 4, supportMessages.attachmentTooLarge),
});
export type AttachmentInput = z.infer<typeof AttachmentInputSchema>;

/** A message is multi-line text that must say something. */
const messageText = multilineText(5000)
  .refine((value) => value !== '', messages.required)
  .refine((value) => value === '' || !isInvisibleOnly(value), messages.visibleText);

const attachmentsField = z
  .array(AttachmentInputSchema)
  .max(MAX_ATTACHMENTS, supportMessages.tooManyAttachments)
  .default([]);

export const CreateTicketSchema = z.object({
  subject: requiredText(150),
  category: z.enum(ticketCategories),
  message: messageText,
  attachments: attachmentsField,
});
export type CreateTicketInput = z.input<typeof CreateTicketSchema>;

export const ReplySchema = z.object({
  message: messageText,
  attachments: attachmentsField,
});
export type ReplyInput = z.input<typeof ReplySchema>;

export const UpdateTicketSchema = z.object({ status: z.literal('closed') });
export const StaffUpdateTicketSchema = z.object({ status: z.enum(ticketStatuses) });

export const AttachmentSchema = z.object({
  id: z.uuid(),
  file_name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
});
export type Attachment = z.infer<typeof AttachmentSchema>;

export const TicketMessageSchema = z.object({
  id: z.uuid(),
  author: z.enum(['user', 'staff']),
  author_name: z.string(),
  body: z.string(),
  created_at: z.string(),
  attachments: z.array(AttachmentSchema),
});
export type TicketMessage = z.infer<typeof TicketMessageSchema>;

export const TicketSchema = z.object({
  id: z.uuid(),
  subject: z.string(),
  category: z.enum(ticketCategories),
  status: z.enum(ticketStatuses),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Ticket = z.infer<typeof TicketSchema>;

export const TicketDetailSchema = TicketSchema.extend({ messages: z.array(TicketMessageSchema) });
export type TicketDetail = z.infer<typeof TicketDetailSchema>;

export const TicketPageSchema = z.object({ items: z.array(TicketSchema), next_cursor: z.uuid().nullable() });
export type TicketPage = z.infer<typeof TicketPageSchema>;

/** What staff see of the person who wrote: name and email, never their finances. */
export const TicketRequesterSchema = z.object({ name: z.string(), email: z.string() });
export const InboxTicketSchema = TicketSchema.extend({ requester: TicketRequesterSchema });
export type InboxTicket = z.infer<typeof InboxTicketSchema>;
export const InboxTicketDetailSchema = TicketDetailSchema.extend({ requester: TicketRequesterSchema });
export type InboxTicketDetail = z.infer<typeof InboxTicketDetailSchema>;
export const InboxPageSchema = z.object({ items: z.array(InboxTicketSchema), next_cursor: z.uuid().nullable() });
export type InboxPage = z.infer<typeof InboxPageSchema>;

export const SupportAccessSchema = z.object({ is_staff: z.boolean() });
export type SupportAccess = z.infer<typeof SupportAccessSchema>;

export const ArticleSummarySchema = z.object({ slug: z.string(), title: z.string(), summary: z.string() });
export type ArticleSummary = z.infer<typeof ArticleSummarySchema>;
export const ArticleSchema = ArticleSummarySchema.extend({ markdown: z.string() });
export type Article = z.infer<typeof ArticleSchema>;
