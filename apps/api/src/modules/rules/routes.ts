import { z } from 'zod';
import { MessageResponse } from '@cuentas/shared/schemas/common';
import { ApplyRulesSchema, CreateRuleSchema, RuleSchema, UpdateRuleSchema } from '@cuentas/shared/schemas/transactions';
import { requireAuth, sessionOf } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { type App, dataOf, failures } from '../../lib/http.ts';
import { applyRules, createRule, deleteRule, listRules, updateRule } from './service.ts';

const tags = ['rules'];
const IdParams = z.object({ id: z.uuid() });

export async function ruleRoutes(app: App, deps: Deps) {
  app.addHook('onRequest', requireAuth(deps));

  app.get('/rules', {
    schema: { tags, response: { 200: dataOf(z.array(RuleSchema)), ...failures } },
    handler: async (request) => ({ data: await listRules(deps, sessionOf(request)) }),
  });
  app.post('/rules', {
    schema: { tags, body: CreateRuleSchema, response: { 201: dataOf(RuleSchema), ...failures } },
    handler: async (request, reply) => reply.code(201).send({ data: await createRule(deps, sessionOf(request), request.body) }),
  });
  app.patch('/rules/:id', {
    schema: { tags, params: IdParams, body: UpdateRuleSchema, response: { 200: dataOf(RuleSchema), ...failures } },
    handler: async (request) => ({ data: await updateRule(deps, sessionOf(request), request.params.id, request.body) }),
  });
  app.delete('/rules/:id', {
    schema: { tags, params: IdParams, response: { 200: dataOf(MessageResponse), ...failures } },
    handler: async (request) => ({ data: await deleteRule(deps, sessionOf(request), request.params.id) }),
  });
  app.post('/rules/apply', {
    schema: { tags, body: ApplyRulesSchema, response: { 200: dataOf(z.object({ updated: z.number().int() })), ...failures } },
    handler: async (request) => ({ data: await applyRules(deps, sessionOf(request), request.body.only_uncategorized, request.body.rule_id) }),
  });
}
