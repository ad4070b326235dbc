import { z } from 'zod';
import { MessageResponse } from '@cuentas/shared/schemas/common';
import { CreateExchangeRateSchema, ExchangeRateSchema, UpdateExchangeRateSchema } from '@cuentas/shared/schemas/exchange-rates';
import { requireAuth, sessionOf } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { type App, dataOf, failures } from '../../lib/http.ts';
import { deleteRate, listRates, saveRate, updateRate } from './service.ts';

const tags = ['exchange-rates'];
const IdParams = z.object({ id: z.uuid() });

export async function exchangeRateRoutes(app: App, deps: Deps) {
  app.addHook('onRequest', requireAuth(deps));

  app.get('/exchange-rates', {
    schema: { tags, response: { 200: dataOf(z.array(ExchangeRateSchema)), ...failures } },
    handler: async (request) => ({ data: await listRates(deps, sessionOf(request)) }),
  });
  app.post('/exchange-rates', {
    schema: { tags, body: CreateExchangeRateSchema, response: { 201: dataOf(ExchangeRateSchema), ...failures } },
    handler: async (request, reply) => reply.code(201).send({ data: await saveRate(deps, sessionOf(request), request.body) }),
  });
  app.patch('/exchange-rates/:id', {
    schema: { tags, params: IdParams, body: UpdateExchangeRateSchema, response: { 200: dataOf(ExchangeRateSchema), ...failures } },
    handler: async (request) => ({ data: await updateRate(deps, sessionOf(request), request.params.id, request.body) }),
  });
  app.delete('/exchange-rates/:id', {
    schema: { tags, params: IdParams, response: { 200: dataOf(MessageResponse), ...failures } },
    handler: async (request) => ({ data: await deleteRate(deps, sessionOf(request), request.params.id) }),
  });
}
