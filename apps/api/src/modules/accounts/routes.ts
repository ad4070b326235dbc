import { z } from 'zod';
import {
  AccountSchema,
  CreateAccountSchema,
  ListAccountsQuery,
  NetWorthSchema,
  ReorderAccountsSchema,
  UpdateAccountSchema,
} from '@cuentas/shared/schemas/accounts';
import { MessageResponse } from '@cuentas/shared/schemas/common';
import { requireAuth, sessionOf } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { type App, dataOf, failures } from '../../lib/http.ts';
import { netWorth } from '../kernel/net-worth.ts';
import { createAccount, deleteAccount, getAccount, listAccounts, reorderAccounts, updateAccount } from './service.ts';

const tags = ['accounts'];
const IdParams = z.object({ id: z.uuid() });

export async function accountRoutes(app: App, deps: Deps) {
  app.addHook('onRequest', requireAuth(deps));

  app.get('/accounts', {
    schema: { tags, querystring: ListAccountsQuery, response: { 200: dataOf(z.array(AccountSchema)), ...failures } },
    handler: async (request) => ({
      data: await listAccounts(deps, sessionOf(request), request.query.include_archived === 'true'),
    }),
  });

  app.post('/accounts', {
    schema: { tags, body: CreateAccountSchema, response: { 201: dataOf(AccountSchema), ...failures } },
    handler: async (request, reply) => reply.code(201).send({ data: await createAccount(deps, sessionOf(request), request.body) }),
  });

  app.get('/accounts/net-worth', {
    schema: { tags, response: { 200: dataOf(NetWorthSchema), ...failures } },
    handler: async (request) => ({ data: await netWorth(deps, sessionOf(request)) }),
  });

  app.post('/accounts/reorder', {
    schema: { tags, body: ReorderAccountsSchema, response: { 200: dataOf(z.array(AccountSchema)), ...failures } },
    handler: async (request) => ({ data: await reorderAccounts(deps, sessionOf(request), request.body.ids) }),
  });

  app.get('/accounts/:id', {
    schema: { tags, params: IdParams, response: { 200: dataOf(AccountSchema), ...failures } },
    handler: async (request) => ({ data: await getAccount(deps, sessionOf(request), request.params.id) }),
  });

  app.patch('/accounts/:id', {
    schema: { tags, params: IdParams, body: UpdateAccountSchema, response: { 200: dataOf(AccountSchema), ...failures } },
    handler: async (request) => ({ data: await updateAccount(deps, sessionOf(request), request.params.id, request.body) }),
  });

  app.delete('/accounts/:id', {
    schema: { tags, params: IdParams, response: { 200: dataOf(MessageResponse), ...failures } },
    handler: async (request) => ({ data: await deleteAccount(deps, sessionOf(request), request.params.id) }),
  });
}
