import { z } from 'zod';
import {
  CreateReconciliationSchema,
  ReconciliationPreviewQuery,
  ReconciliationPreviewSchema,
  ReconciliationSchema,
  RegisterPageSchema,
  RegisterQuery,
  SetClearedSchema,
} from '@cuentas/shared/schemas/register';
import { requireAuth, sessionOf } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { type App, dataOf, failures } from '../../lib/http.ts';
import { createReconciliation, reconciliationPreview } from './reconcile.ts';
import { accountRegisterPage, setCleared } from './service.ts';

const tags = ['register'];
const IdParams = z.object({ id: z.uuid() });

/** An account's register (its movements with a running balance) and its reconciliation with the bank. */
export async function accountRegisterRoutes(app: App, deps: Deps) {
  app.addHook('onRequest', requireAuth(deps));

  app.get('/accounts/:id/register', {
    schema: { tags, params: IdParams, querystring: RegisterQuery, response: { 200: dataOf(RegisterPageSchema), ...failures } },
    handler: async (request) => ({ data: await accountRegisterPage(deps, sessionOf(request), request.params.id, request.query) }),
  });

  app.post('/accounts/:id/cleared', {
    schema: { tags, params: IdParams, body: SetClearedSchema, response: { 200: dataOf(z.object({ updated: z.number().int() })), 409: failures[400], ...failures } },
    handler: async (request) => ({ data: await setCleared(deps, sessionOf(request), request.params.id, request.body) }),
  });

  app.get('/accounts/:id/reconciliation', {
    schema: { tags, params: IdParams, querystring: ReconciliationPreviewQuery, response: { 200: dataOf(ReconciliationPreviewSchema), ...failures } },
    handler: async (request) => ({
      data: await reconciliationPreview(deps, sessionOf(request), request.params.id, request.query.date, request.query.statement_balance),
    }),
  });

  app.post('/accounts/:id/reconciliations', {
    schema: { tags, params: IdParams, body: CreateReconciliationSchema, response: { 201: dataOf(ReconciliationSchema), ...failures } },
    handler: async (request, reply) => reply.code(201).send({ data: await createReconciliation(deps, sessionOf(request), request.params.id, request.body) }),
  });
}
