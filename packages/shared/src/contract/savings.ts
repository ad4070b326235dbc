import { z } from 'zod';
import { MessageResponse } from '../schemas/common.ts';
import {
  ContributionSchema,
  CreateContributionSchema,
  CreateSavingsGoalSchema,
  SavingsGoalSchema,
  UpdateSavingsGoalSchema,
} from '../schemas/savings.ts';
import { endpoint } from './endpoint.ts';

const IdParams = z.object({ id: z.uuid() });

export const list = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/savings-goals',
  response: z.array(SavingsGoalSchema),
});
export const create = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/savings-goals',
  body: CreateSavingsGoalSchema,
  response: SavingsGoalSchema,
  status: 201,
});
export const get = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/savings-goals/:id',
  params: IdParams,
  response: SavingsGoalSchema,
});
export const update = /* @__PURE__ */ endpoint({
  method: 'PATCH',
  path: '/savings-goals/:id',
  params: IdParams,
  body: UpdateSavingsGoalSchema,
  response: SavingsGoalSchema,
});
export const remove = /* @__PURE__ */ endpoint({
  method: 'DELETE',
  path: '/savings-goals/:id',
  params: IdParams,
  response: MessageResponse,
});
export const contributions = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/savings-goals/:id/contributions',
  params: IdParams,
  response: z.array(ContributionSchema),
});
export const addContribution = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/savings-goals/:id/contributions',
  params: IdParams,
  body: CreateContributionSchema,
  response: SavingsGoalSchema,
  status: 201,
});
export const removeContribution = /* @__PURE__ */ endpoint({
  method: 'DELETE',
  path: '/savings-goals/:id/contributions/:contributionId',
  params: /* @__PURE__ */ IdParams.extend({ contributionId: z.uuid() }),
  response: MessageResponse,
});
