import { z } from 'zod';
import {
  ArticleSchema,
  ArticleSummarySchema,
  CreateTicketSchema,
  InboxPageSchema,
  InboxTicketDetailSchema,
  ReplySchema,
  StaffUpdateTicketSchema,
  SupportAccessSchema,
  TicketDetailSchema,
  TicketPageSchema,
  TicketSchema,
  UpdateTicketSchema,
  ticketStatuses,
} from '../schemas/support.ts';
import { endpoint } from './endpoint.ts';

// The help centre, the user's tickets and the staff inbox (decision 016).
const IdParams = z.object({ id: z.uuid() });
const AttachmentParams = z.object({ id: z.uuid(), attachmentId: z.uuid() });

export const articles = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/support/articles',
  query: z.object({ q: z.string().max(200).optional() }),
  response: z.array(ArticleSummarySchema),
});
export const article = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/support/articles/:slug',
  params: z.object({ slug: z.string().regex(/^[a-z0-9-]{1,80}$/) }),
  response: ArticleSchema,
});
export const access = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/support/access',
  response: SupportAccessSchema,
});
export const tickets = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/support/tickets',
  query: z.object({ cursor: z.uuid().optional(), limit: z.coerce.number().int().min(1).max(100).default(20) }),
  response: TicketPageSchema,
});
export const createTicket = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/support/tickets',
  body: CreateTicketSchema,
  response: TicketDetailSchema,
  status: 201,
  failures: [409, 413],
});
export const ticket = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/support/tickets/:id',
  params: IdParams,
  response: TicketDetailSchema,
});
export const updateTicket = /* @__PURE__ */ endpoint({
  method: 'PATCH',
  path: '/support/tickets/:id',
  params: IdParams,
  body: UpdateTicketSchema,
  response: TicketSchema,
});
export const reply = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/support/tickets/:id/messages',
  params: IdParams,
  body: ReplySchema,
  response: TicketDetailSchema,
  status: 201,
  failures: [409, 413],
});
/** The file itself, not JSON. */
export const attachment = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/support/tickets/:id/attachments/:attachmentId',
  params: AttachmentParams,
});

// Staff only; anyone else gets 404.
export const inbox = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/support/inbox',
  query: z.object({
    status: z.enum(ticketStatuses).optional(),
    cursor: z.uuid().optional(),
    limit: z.coerce.number().int().min(1).max(100).default(30),
  }),
  response: InboxPageSchema,
});
export const inboxTicket = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/support/inbox/:id',
  params: IdParams,
  response: InboxTicketDetailSchema,
});
export const answer = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/support/inbox/:id/messages',
  params: IdParams,
  body: ReplySchema,
  response: InboxTicketDetailSchema,
  status: 201,
  failures: [413],
});
export const setInboxStatus = /* @__PURE__ */ endpoint({
  method: 'PATCH',
  path: '/support/inbox/:id',
  params: IdParams,
  body: StaffUpdateTicketSchema,
  response: InboxTicketDetailSchema,
});
/** The file itself, not JSON. */
export const inboxAttachment = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/support/inbox/:id/attachments/:attachmentId',
  params: AttachmentParams,
});
