import { z } from 'zod';
import { MessageResponse } from '@cuentas/shared/schemas/common';
import {
  CreateProspectSchema,
  ProspectSchema,
  ProspectTotalsSchema,
  RealizeProspectSchema,
  UpdateProspectSchema,
  prospectStatuses,
} from '@cuentas/shared/schemas/prospects';
import { requireAuth, sessionOf } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { type App, dataOf, failures } from '../../lib/http.ts';
import { createProspect, deleteProspect, listProspects, prospectTotals, realizeProspect, updateProspect } from './service.ts';

const tags = ['prospects'];
const IdParams = z.object({ id: z.uuid() });

export async function prospectRoutes(app: App, deps: Deps) {
  app.addHook('onRequest', requireAuth(deps));

  app.get('/prospects', {
    schema: { tags, querystring: z.object({ status: z.enum(prospectStatuses).optional() }), response: { 200: dataOf(z.array(ProspectSchema)), ...failures } },
    handler: async (request) => ({ data: await listProspects(deps, sessionOf(request), request.query.status) }),
  });
  app.get('/prospects/totals', {
    schema: { tags, response: { 200: dataOf(ProspectTotalsSchema), ...failures } },
    handler: async (request) => ({ data: await prospectTotals(deps, sessionOf(request)) }),
  });
  app.post('/prospects', {
    schema: { tags, body: CreateProspectSchema, response: { 201: dataOf(ProspectSchema), ...failures } },
    handler: async (request, reply) => reply.code(201).send({ data: await createProspect(deps, sessionOf(request), request.body) }),
  });
  app.patch('/prospects/:id', {
    schema: { tags, params: IdParams, body: UpdateProspectSchema, response: { 200: dataOf(ProspectSchema), 409: failures[400], ...failures } },
    handler: async (request) => ({ data: await updateProspect(deps, sessionOf(request), request.params.id, request.body) }),
  });
  app.delete('/prospects/:id', {
    schema: { tags, params: IdParams, response: { 200: dataOf(MessageResponse), ...failures } },
    handler: async (request) => ({ data: await deleteProspect(deps, sessionOf(request), request.params.id) }),
  });
  app.post('/prospects/:id/realize', {
    schema: { tags, params: IdParams, body: RealizeProspectSchema, response: { 200: dataOf(ProspectSchema), 409: failures[400], ...failures } },
    handler: async (request) => ({ data: await realizeProspect(deps, sessionOf(request), request.params.id, request.body) }),
  });
}
