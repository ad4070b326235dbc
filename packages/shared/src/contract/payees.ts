import { z } from 'zod';
import { MessageResponse } from '../schemas/common.ts';
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
} from '../schemas/payees.ts';
import { endpoint } from './endpoint.ts';

// Suggestions, the payee memory, aliases and rule hints (docs/architecture.md §4.9).
export const suggest = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/payees/suggest',
  query: PayeeSuggestQuery,
  response: PayeeSuggestionSchema,
});
export const memory = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/payees/memory',
  response: z.array(PayeeMemorySchema),
});
export const updateMemory = /* @__PURE__ */ endpoint({
  method: 'PATCH',
  path: '/payees/memory/:key',
  params: PayeeKeyParams,
  body: UpdatePayeeMemorySchema,
  response: PayeeMemorySchema,
});
export const removeMemory = /* @__PURE__ */ endpoint({
  method: 'DELETE',
  path: '/payees/memory/:key',
  params: PayeeKeyParams,
  response: MessageResponse,
});
export const aliases = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/payees/aliases',
  response: z.array(PayeeAliasSchema),
});
export const createAlias = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/payees/aliases',
  body: CreatePayeeAliasSchema,
  response: PayeeAliasResultSchema,
  status: 201,
});
export const removeAlias = /* @__PURE__ */ endpoint({
  method: 'DELETE',
  path: '/payees/aliases/:key',
  params: PayeeKeyParams,
  response: MessageResponse,
});
export const ruleHint = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/payees/rule-hint',
  query: RuleHintQuery,
  response: RuleHintSchema,
});
