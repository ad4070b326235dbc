import { z } from 'zod';
import { MessageResponse } from '../schemas/common.ts';
import {
  CreateProspectSchema,
  ProspectSchema,
  ProspectTotalsSchema,
  RealizeProspectSchema,
  UpdateProspectSchema,
  prospectStatuses,
} from '../schemas/prospects.ts';
import { endpoint } from './endpoint.ts';

const IdParams = z.object({ id: z.uuid() });

export const list = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/prospects',
  query: z.object({ status: z.enum(prospectStatuses).optional() }),
  response: z.array(ProspectSchema),
});
export const totals = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/prospects/totals',
  response: ProspectTotalsSchema,
});
export const create = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/prospects',
  body: CreateProspectSchema,
  response: ProspectSchema,
  status: 201,
});
export const update = /* @__PURE__ */ endpoint({
  method: 'PATCH',
  path: '/prospects/:id',
  params: IdParams,
  body: UpdateProspectSchema,
  response: ProspectSchema,
  failures: [409],
});
export const remove = /* @__PURE__ */ endpoint({
  method: 'DELETE',
  path: '/prospects/:id',
  params: IdParams,
  response: MessageResponse,
});
export const realize = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/prospects/:id/realize',
  params: IdParams,
  body: RealizeProspectSchema,
  response: ProspectSchema,
  failures: [409],
});
