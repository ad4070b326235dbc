import * as api from '@cuentas/shared/contract/support';
import { requireAuth, sessionOf } from '../../lib/auth.ts';
import { contractRoutes } from '../../lib/contract-route.ts';
import type { Deps } from '../../lib/deps.ts';
import { notFound } from '../../lib/errors.ts';
import type { App } from '../../lib/http.ts';
import { getArticle, listArticles } from './articles.ts';
import { ATTACHMENT_BODY_LIMIT, sendAttachment } from './files-http.ts';
import { inboxRoutes } from './inbox-routes.ts';
import { isStaff } from './staff.ts';
import { closeTicket, createTicket, getTicket, listTickets, readOwnAttachment, replyToTicket } from './tickets.ts';

export async function supportRoutes(app: App, deps: Deps) {
  app.addHook('onRequest', requireAuth(deps, 'personal'));
  const route = contractRoutes(app, ['support']);

  route(api.articles, {
    handler: async (request) => ({ data: await listArticles(request.query.q) }),
  });
  route(api.article, {
    handler: async (request) => {
      const article = await getArticle(request.params.slug);
      if (!article) throw notFound('No encontramos este artículo de ayuda');
      return { data: article };
    },
  });

  route(api.access, {
    handler: async (request) => ({ data: { is_staff: await isStaff(deps.db, sessionOf(request).userId) } }),
  });

  route(api.tickets, {
    handler: async (request) => ({
      data: await listTickets(deps, sessionOf(request), request.query.cursor, request.query.limit),
    }),
  });
  route(api.createTicket, {
    bodyLimit: ATTACHMENT_BODY_LIMIT,
    handler: async (request, reply) =>
      reply.code(201).send({ data: await createTicket(deps, sessionOf(request), request.body) }),
  });
  route(api.ticket, {
    handler: async (request) => ({ data: await getTicket(deps, sessionOf(request), request.params.id) }),
  });
  route(api.updateTicket, {
    handler: async (request) => ({ data: await closeTicket(deps, sessionOf(request), request.params.id) }),
  });
  route(api.reply, {
    bodyLimit: ATTACHMENT_BODY_LIMIT,
    handler: async (request, reply) =>
      reply.code(201).send({ data: await replyToTicket(deps, sessionOf(request), request.params.id, request.body) }),
  });
  route(api.attachment, {
    handler: async (request, reply) =>
      sendAttachment(
        reply,
        await readOwnAttachment(deps, sessionOf(request), request.params.id, request.params.attachmentId),
      ),
  });

  await inboxRoutes(app, deps);
}
