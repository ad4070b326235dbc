import { z } from 'zod';
import {
  BankCallbackSchema,
  BankConnectionSchema,
  BankFeedStatusSchema,
  BankSchema,
  FeedAccountSchema,
  FeedSyncResultSchema,
  LinkFeedAccountSchema,
  ListBanksQuery,
  StartConnectionResultSchema,
  StartConnectionSchema,
} from '../schemas/bank-feeds.ts';
import { MessageResponse } from '../schemas/common.ts';
import { endpoint } from './endpoint.ts';

const IdParams = z.object({ id: z.uuid() });

// Bank feeds through Enable Banking (decision 034).
export const status = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/bank-feeds/status',
  response: BankFeedStatusSchema,
});
export const banks = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/bank-feeds/banks',
  query: ListBanksQuery,
  response: z.array(BankSchema),
  failures: [502],
});
export const connections = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/bank-feeds/connections',
  response: z.array(BankConnectionSchema),
});
/** Starts the authorisation: answers the bank's page to send the user to. */
export const connect = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/bank-feeds/connections',
  body: StartConnectionSchema,
  response: StartConnectionResultSchema,
  status: 201,
  failures: [502],
});
export const callback = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/bank-feeds/callback',
  body: BankCallbackSchema,
  response: BankConnectionSchema,
  failures: [502],
});
export const linkAccount = /* @__PURE__ */ endpoint({
  method: 'PUT',
  path: '/bank-feeds/feed-accounts/:id',
  params: IdParams,
  body: LinkFeedAccountSchema,
  response: FeedAccountSchema,
  failures: [403, 409],
});
export const syncConnection = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/bank-feeds/connections/:id/sync',
  params: IdParams,
  response: FeedSyncResultSchema,
});
/** The user opened the app: every connection not pulled in the last quarter hour, with the user's IP. */
export const syncAll = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/bank-feeds/sync',
  response: FeedSyncResultSchema,
});
export const renew = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/bank-feeds/connections/:id/renew',
  params: IdParams,
  response: StartConnectionResultSchema,
  failures: [502],
});
export const disconnect = /* @__PURE__ */ endpoint({
  method: 'DELETE',
  path: '/bank-feeds/connections/:id',
  params: IdParams,
  response: MessageResponse,
});
