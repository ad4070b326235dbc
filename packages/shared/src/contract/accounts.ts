import { z } from 'zod';
import {
  AccountSchema,
  CreateAccountSchema,
  HiddenAccountsSchema,
  ListAccountsQuery,
  NetWorthSchema,
  ReorderAccountsSchema,
  UpdateAccountSchema,
} from '../schemas/accounts.ts';
import { MessageResponse } from '../schemas/common.ts';
import { endpoint } from './endpoint.ts';

const IdParams = z.object({ id: z.uuid() });

export const list = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/accounts',
  query: ListAccountsQuery,
  response: z.array(AccountSchema),
});
export const create = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/accounts',
  body: CreateAccountSchema,
  response: AccountSchema,
  status: 201,
});
export const netWorth = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/accounts/net-worth',
  response: NetWorthSchema,
});
export const hidden = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/accounts/hidden',
  response: HiddenAccountsSchema,
});
export const reorder = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/accounts/reorder',
  body: ReorderAccountsSchema,
  response: z.array(AccountSchema),
});
export const get = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/accounts/:id',
  params: IdParams,
  response: AccountSchema,
});
export const update = /* @__PURE__ */ endpoint({
  method: 'PATCH',
  path: '/accounts/:id',
  params: IdParams,
  body: UpdateAccountSchema,
  response: AccountSchema,
});
export const remove = /* @__PURE__ */ endpoint({
  method: 'DELETE',
  path: '/accounts/:id',
  params: IdParams,
  response: MessageResponse,
});
