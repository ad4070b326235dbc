import { z } from 'zod';
import {
  CreateReconciliationSchema,
  ReconciliationPreviewQuery,
  ReconciliationPreviewSchema,
  ReconciliationSchema,
  RegisterPageSchema,
  RegisterQuery,
  SetClearedSchema,
} from '../schemas/register.ts';
import { endpoint } from './endpoint.ts';

// An account's register (its movements with a running balance) and its reconciliation with the bank.
const IdParams = z.object({ id: z.uuid() });

export const page = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/accounts/:id/register',
  params: IdParams,
  query: RegisterQuery,
  response: RegisterPageSchema,
});
export const setCleared = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/accounts/:id/cleared',
  params: IdParams,
  body: SetClearedSchema,
  response: z.object({ updated: z.number().int() }),
  failures: [409],
});
export const reconciliationPreview = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/accounts/:id/reconciliation',
  params: IdParams,
  query: ReconciliationPreviewQuery,
  response: ReconciliationPreviewSchema,
});
export const reconcile = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/accounts/:id/reconciliations',
  params: IdParams,
  body: CreateReconciliationSchema,
  response: ReconciliationSchema,
  status: 201,
});
