import { z } from 'zod';
import {
  ArticleSchema,
  ArticleSummarySchema,
  CreateTicketSchema,
  ReplySchema,
  SupportAccessSchema,
  TicketDetailSchema,
  TicketPageSchema,
  TicketSchema,
  UpdateTicketSchema,
} from '@cuentas/shared/schemas/support';
import { requireAuth, sessionOf } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { notFound } from '../../lib/errors.ts';
import { type App, dataOf, ErrorsResponse, failures } from '../../lib/http.ts';
import { getArticle, listArticles } from './articles.ts';
import { ATTACHMENT_BODY_LIMIT, sendAttachment } from './files-http.ts';
import { inboxRoutes } from './inbox-routes.ts';
import { isStaff } from './staff.ts';
import { closeTicket, createTicket, getTicket, listTickets, readOwnAttachment, replyToTicket } from './tickets.ts';

const tags = ['support'];
const ticketFailures = { ...failures, 409: ErrorsResponse, 413: ErrorsResponse };
const idParams = z.object({ id: z.uuid() });

export async function supportRoutes(app: App, deps: Deps) {
  app.addHook('onRequest', requireAuth(deps));

  app.get('/support/articles', {
    schema: { tags, querystring: z.object({ q: z.string().max(200).optional() }), response: { 200: dataOf(z.array(ArticleSummarySchema)), ...failures } },
    handler: async (request) => ({ data: await listArticles(request.query.q) }),
  });
  app.get('/support/articles/:slug', {
    schema: { tags, params: z.object({ slug: z.string().regex(/^[a-z0-9-]{1,80}$/) }), response: { 200: dataOf(ArticleSchema), ...failures } },
    handler: async (request) => {
      const article = await getArticle(request.params.slug);
      if (!article) throw notFound('No encontramos este artículo de ayuda');
      return { data: article };
    },
  });

  app.get('/support/access', {
    schema: { tags, response: { 200: dataOf(SupportAccessSchema), ...failures } },
    handler: async (request) => ({ data: { is_staff: await isStaff(deps.db, sessionOf(request).userId) } }),
  });

  app.get('/support/tickets', {
    schema: {
      tags,
      querystring: z.object({ cursor: z.uuid().optional(), limit: z.coerce.number().int().min(1).max(100).default(20) }),
      response: { 200: dataOf(TicketPageSchema), ...failures },
    },
    handler: async (request) => ({ data: await listTickets(deps, sessionOf(request), request.query.cursor, request.query.limit) }),
  });
  app.post('/support/tickets', {
    bodyLimit: ATTACHMENT_BODY_LIMIT,
    schema: { tags, body: CreateTicketSchema, response: { 201: dataOf(TicketDetailSchema), ...ticketFailures } },
    handler: async (request, reply) => reply.code(201).send({ data: await createTicket(deps, sessionOf(request), request.body) }),
  });
  app.get('/support/tickets/:id', {
    schema: { tags, params: idParams, response: { 200: dataOf(TicketDetailSchema), ...failures } },
    handler: async (request) => ({ data: await getTicket(deps, sessionOf(request), request.params.id) }),
  });
  app.patch('/support/tickets/:id', {
    schema: { tags, params: idParams, body: UpdateTicketSchema, response: { 200: dataOf(TicketSchema), ...failures } },
    handler: async (request) => ({ data: await closeTicket(deps, sessionOf(request), request.params.id) }),
  });
  app.post('/support/tickets/:id/messages', {
    bodyLimit: ATTACHMENT_BODY_LIMIT,
    schema: { tags, params: idParams, body: ReplySchema, response: { 201: dataOf(TicketDetailSchema), ...ticketFailures } },
    handler: async (request, reply) => reply.code(201).send({ data: await replyToTicket(deps, sessionOf(request), request.params.id, request.body) }),
  });
  app.get('/support/tickets/:id/attachments/:attachmentId', {
    schema: { tags, params: z.object({ id: z.uuid(), attachmentId: z.uuid() }), response: failures },
    handler: async (request, reply) =>
      sendAttachment(reply, await readOwnAttachment(deps, sessionOf(request), request.params.id, request.params.attachmentId)),
  });

  await inboxRoutes(app, deps);
}
