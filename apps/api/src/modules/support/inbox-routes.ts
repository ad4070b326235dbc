import * as api from '@cuentas/shared/contract/support';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../lib/auth.ts';
import { contractRoutes } from '../../lib/contract-route.ts';
import type { Deps } from '../../lib/deps.ts';
import type { App } from '../../lib/http.ts';
import { answerTicket, getInboxTicket, listInbox, readInboxAttachment, setInboxStatus } from './inbox.ts';
import { ATTACHMENT_BODY_LIMIT, sendAttachment } from './files-http.ts';
import { requireStaff } from './staff.ts';

/** Staff only: every ticket with its requester's name and email. Anyone else gets 404. */
export async function inboxRoutes(app: App, deps: Deps) {
  await app.register(async (scope) => {
    const typed = scope.withTypeProvider<ZodTypeProvider>();
    const route = contractRoutes(typed, ['support-inbox']);
    // Checked before the body is validated, so a non-staff user learns nothing from a 400.
    typed.addHook('onRequest', async (request) => requireStaff(deps, sessionOf(request).userId));

    route(api.inbox, {
      handler: async (request) => ({
        data: await listInbox(deps, request.query.status, request.query.cursor, request.query.limit),
      }),
    });
    route(api.inboxTicket, {
      handler: async (request) => ({ data: await getInboxTicket(deps, request.params.id) }),
    });
    route(api.answer, {
      bodyLimit: ATTACHMENT_BODY_LIMIT,
      handler: async (request, reply) =>
        reply.code(201).send({ data: await answerTicket(deps, sessionOf(request), request.params.id, request.body) }),
    });
    route(api.setInboxStatus, {
      handler: async (request) => ({ data: await setInboxStatus(deps, request.params.id, request.body.status) }),
    });
    route(api.inboxAttachment, {
      handler: async (request, reply) =>
        sendAttachment(reply, await readInboxAttachment(deps, request.params.id, request.params.attachmentId)),
    });
  });
}
