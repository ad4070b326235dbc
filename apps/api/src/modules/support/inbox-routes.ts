import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { InboxPageSchema, InboxTicketDetailSchema, ReplySchema, StaffUpdateTicketSchema, ticketStatuses } from '@cuentas/shared/schemas/support';
import { sessionOf } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { type App, dataOf, ErrorsResponse, failures } from '../../lib/http.ts';
import { answerTicket, getInboxTicket, listInbox, readInboxAttachment, setInboxStatus } from './inbox.ts';
import { ATTACHMENT_BODY_LIMIT, sendAttachment } from './files-http.ts';
import { requireStaff } from './staff.ts';

const tags = ['support-inbox'];
const idParams = z.object({ id: z.uuid() });

/** Staff only: every ticket with its requester's name and email. Anyone else gets 404. */
export async function inboxRoutes(app: App, deps: Deps) {
  await app.register(async (scope) => {
    const typed = scope.withTypeProvider<ZodTypeProvider>();
    // Checked before the body is validated, so a non-staff user learns nothing from a 400.
    typed.addHook('onRequest', async (request) => requireStaff(deps, sessionOf(request).userId));

    typed.get('/support/inbox', {
      schema: {
        tags,
        querystring: z.object({
          status: z.enum(ticketStatuses).optional(),
          cursor: z.uuid().optional(),
          limit: z.coerce.number().int().min(1).max(100).default(30),
        }),
        response: { 200: dataOf(InboxPageSchema), ...failures },
      },
      handler: async (request) => ({ data: await listInbox(deps, request.query.status, request.query.cursor, request.query.limit) }),
    });
    typed.get('/support/inbox/:id', {
      schema: { tags, params: idParams, response: { 200: dataOf(InboxTicketDetailSchema), ...failures } },
      handler: async (request) => ({ data: await getInboxTicket(deps, request.params.id) }),
    });
    typed.post('/support/inbox/:id/messages', {
      bodyLimit: ATTACHMENT_BODY_LIMIT,
      schema: { tags, params: idParams, body: ReplySchema, response: { 201: dataOf(InboxTicketDetailSchema), ...failures, 413: ErrorsResponse } },
      handler: async (request, reply) => reply.code(201).send({ data: await answerTicket(deps, sessionOf(request), request.params.id, request.body) }),
    });
    typed.patch('/support/inbox/:id', {
      schema: { tags, params: idParams, body: StaffUpdateTicketSchema, response: { 200: dataOf(InboxTicketDetailSchema), ...failures } },
      handler: async (request) => ({ data: await setInboxStatus(deps, request.params.id, request.body.status) }),
    });
    typed.get('/support/inbox/:id/attachments/:attachmentId', {
      schema: { tags, params: z.object({ id: z.uuid(), attachmentId: z.uuid() }), response: failures },
      handler: async (request, reply) => sendAttachment(reply, await readInboxAttachment(deps, request.params.id, request.params.attachmentId)),
    });
  });
}
