import { z } from 'zod';
import { MessageResponse } from '@cuentas/shared/schemas/common';
import {
  CreatePayeeAliasSchema,
  PayeeAliasResultSchema,
  PayeeAliasSchema,
  PayeeKeyParams,
  PayeeMemorySchema,
  PayeeSuggestQuery,
  PayeeSuggestionSchema,
  RuleHintQuery,
  RuleHintSchema,
  UpdatePayeeMemorySchema,
} from '@cuentas/shared/schemas/payees';
import { requireAuth, sessionOf } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { type App, dataOf, failures } from '../../lib/http.ts';
import { createAlias, deleteAlias, deleteMemory, listAliases, listMemory, ruleHint, suggestPayee, updateMemory } from './service.ts';

const tags = ['payees'];

export async function payeeRoutes(app: App, deps: Deps) {
  app.addHook('onRequest', requireAuth(deps));

  app.get('/payees/suggest', {
    schema: { tags, querystring: PayeeSuggestQuery, response: { 200: dataOf(PayeeSuggestionSchema), ...failures } },
    handler: async (request) => ({ data: await suggestPayee(deps, sessionOf(request), request.query) }),
  });
  app.get('/payees/memory', {
    schema: { tags, response: { 200: dataOf(z.array(PayeeMemorySchema)), ...failures } },
    handler: async (request) => ({ data: await listMemory(deps, sessionOf(request)) }),
  });
  app.patch('/payees/memory/:key', {
    schema: { tags, params: PayeeKeyParams, body: UpdatePayeeMemorySchema, response: { 200: dataOf(PayeeMemorySchema), ...failures } },
    handler: async (request) => ({ data: await updateMemory(deps, sessionOf(request), request.params.key, request.body.category_id) }),
  });
  app.delete('/payees/memory/:key', {
    schema: { tags, params: PayeeKeyParams, response: { 200: dataOf(MessageResponse), ...failures } },
    handler: async (request) => ({ data: await deleteMemory(deps, sessionOf(request), request.params.key) }),
  });
  app.get('/payees/aliases', {
    schema: { tags, response: { 200: dataOf(z.array(PayeeAliasSchema)), ...failures } },
    handler: async (request) => ({ data: await listAliases(deps, sessionOf(request)) }),
  });
  app.post('/payees/aliases', {
    schema: { tags, body: CreatePayeeAliasSchema, response: { 201: dataOf(PayeeAliasResultSchema), ...failures } },
    handler: async (request, reply) => reply.code(201).send({ data: await createAlias(deps, sessionOf(request), request.body) }),
  });
  app.delete('/payees/aliases/:key', {
    schema: { tags, params: PayeeKeyParams, response: { 200: dataOf(MessageResponse), ...failures } },
    handler: async (request) => ({ data: await deleteAlias(deps, sessionOf(request), request.params.key) }),
  });
  app.get('/payees/rule-hint', {
    schema: { tags, querystring: RuleHintQuery, response: { 200: dataOf(RuleHintSchema), ...failures } },
    handler: async (request) => ({ data: await ruleHint(deps, sessionOf(request), request.query.transaction_id) }),
  });
}
