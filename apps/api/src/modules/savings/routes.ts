import { z } from 'zod';
import { MessageResponse } from '@cuentas/shared/schemas/common';
import { ContributionSchema, CreateContributionSchema, CreateSavingsGoalSchema, SavingsGoalSchema, UpdateSavingsGoalSchema } from '@cuentas/shared/schemas/savings';
import { requireAuth, sessionOf } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { type App, dataOf, failures } from '../../lib/http.ts';
import { requireSavingsGoalSlot } from '../kernel/plan.ts';
import { addContribution, createGoal, deleteContribution, deleteGoal, getGoal, listContributions, listGoals, updateGoal } from './service.ts';

const tags = ['savings'];
const IdParams = z.object({ id: z.uuid() });

export async function savingsRoutes(app: App, deps: Deps) {
  app.addHook('onRequest', requireAuth(deps));

  app.get('/savings-goals', {
    schema: { tags, response: { 200: dataOf(z.array(SavingsGoalSchema)), ...failures } },
    handler: async (request) => ({ data: await listGoals(deps, sessionOf(request)) }),
  });
  app.post('/savings-goals', {
    // Gratis keeps up to 3 goals (decision 014).
    preHandler: requireSavingsGoalSlot(deps),
    schema: { tags, body: CreateSavingsGoalSchema, response: { 201: dataOf(SavingsGoalSchema), ...failures } },
    handler: async (request, reply) => reply.code(201).send({ data: await createGoal(deps, sessionOf(request), request.body) }),
  });
  app.get('/savings-goals/:id', {
    schema: { tags, params: IdParams, response: { 200: dataOf(SavingsGoalSchema), ...failures } },
    handler: async (request) => ({ data: await getGoal(deps, sessionOf(request), request.params.id) }),
  });
  app.patch('/savings-goals/:id', {
    schema: { tags, params: IdParams, body: UpdateSavingsGoalSchema, response: { 200: dataOf(SavingsGoalSchema), ...failures } },
    handler: async (request) => ({ data: await updateGoal(deps, sessionOf(request), request.params.id, request.body) }),
  });
  app.delete('/savings-goals/:id', {
    schema: { tags, params: IdParams, response: { 200: dataOf(MessageResponse), ...failures } },
    handler: async (request) => ({ data: await deleteGoal(deps, sessionOf(request), request.params.id) }),
  });
  app.get('/savings-goals/:id/contributions', {
    schema: { tags, params: IdParams, response: { 200: dataOf(z.array(ContributionSchema)), ...failures } },
    handler: async (request) => ({ data: await listContributions(deps, sessionOf(request), request.params.id) }),
  });
  app.post('/savings-goals/:id/contributions', {
    schema: { tags, params: IdParams, body: CreateContributionSchema, response: { 201: dataOf(SavingsGoalSchema), ...failures } },
    handler: async (request, reply) => reply.code(201).send({ data: await addContribution(deps, sessionOf(request), request.params.id, request.body) }),
  });
  app.delete('/savings-goals/:id/contributions/:contributionId', {
    schema: { tags, params: IdParams.extend({ contributionId: z.uuid() }), response: { 200: dataOf(MessageResponse), ...failures } },
    handler: async (request) => ({ data: await deleteContribution(deps, sessionOf(request), request.params.id, request.params.contributionId) }),
  });
}
