import { z } from 'zod';
import { MessageResponse } from '../schemas/common.ts';
import { ApplyRulesSchema, CreateRuleSchema, RuleSchema, UpdateRuleSchema } from '../schemas/transactions.ts';
import { endpoint } from './endpoint.ts';

const IdParams = z.object({ id: z.uuid() });

export const list = /* @__PURE__ */ endpoint({ method: 'GET', path: '/rules', response: z.array(RuleSchema) });
export const create = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/rules',
  body: CreateRuleSchema,
  response: RuleSchema,
  status: 201,
});
export const update = /* @__PURE__ */ endpoint({
  method: 'PATCH',
  path: '/rules/:id',
  params: IdParams,
  body: UpdateRuleSchema,
  response: RuleSchema,
});
export const remove = /* @__PURE__ */ endpoint({
  method: 'DELETE',
  path: '/rules/:id',
  params: IdParams,
  response: MessageResponse,
});
export const apply = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/rules/apply',
  body: ApplyRulesSchema,
  response: z.object({ updated: z.number().int() }),
});
