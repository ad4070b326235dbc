import { z } from 'zod';
import { MessageResponse } from '@cuentas/shared/schemas/common';
import {
  BulkTransactionsSchema,
  CreateTransactionSchema,
  CreateTransferSchema,
  ListTransactionsQuery,
  TransactionFiltersSchema,
  TransactionPageSchema,
  TransactionSchema,
  TransactionTotalsSchema,
  UpdateTransactionSchema,
} from '@cuentas/shared/schemas/transactions';
import { requireAuth, sessionOf, todayFor } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { type App, dataOf, failures, sendJsonText } from '../../lib/http.ts';
import { bulkUpdate } from './bulk.ts';
import { exportTransactionsCsv } from './export-csv.ts';
import { createPageCache } from './page-cache.ts';
import { listTransactionsBody } from './queries.ts';
import { transactionTotals } from './totals.ts';
import { createTransaction, deleteTransaction, getTransaction, updateTransaction } from './service.ts';
import { createTransfer } from './transfers.ts';

const tags = ['transactions'];
// About 800 pages of 50 (~20 kB each): the first pages (plain and filtered) of a few hundred active users.
const PAGE_CACHE_BYTES = 16 * 1024 * 1024;
const IdParams = z.object({ id: z.uuid() });

export async function transactionRoutes(app: App, deps: Deps) {
  app.addHook('onRequest', requireAuth(deps));
  const pageCache = createPageCache(PAGE_CACHE_BYTES);

  app.get('/transactions', {
    schema: { tags, querystring: ListTransactionsQuery, response: { 200: dataOf(TransactionPageSchema), ...failures } },
    // The body arrives as finished JSON text from the database; a string is sent as is.
    handler: async (request, reply) => sendJsonText(reply, await listTransactionsBody(deps, pageCache, sessionOf(request), request.query)),
  });

  app.get('/transactions/totals', {
    schema: { tags, querystring: TransactionFiltersSchema, response: { 200: dataOf(TransactionTotalsSchema), ...failures } },
    handler: async (request) => ({ data: await transactionTotals(deps, sessionOf(request), request.query) }),
  });

  app.get('/transactions/export', {
    schema: { tags, querystring: TransactionFiltersSchema },
    handler: async (request, reply) => {
      const stamp = todayFor(deps, sessionOf(request));
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="movimientos-${stamp}.csv"`)
        .send(exportTransactionsCsv(deps, sessionOf(request), request.query));
    },
  });

  app.post('/transactions', {
    schema: { tags, body: CreateTransactionSchema, response: { 201: dataOf(TransactionSchema), ...failures } },
    handler: async (request, reply) => reply.code(201).send({ data: await createTransaction(deps, sessionOf(request), request.body) }),
  });

  app.post('/transactions/bulk', {
    schema: { tags, body: BulkTransactionsSchema, response: { 200: dataOf(z.object({ affected: z.number().int() })), ...failures } },
    handler: async (request) => ({ data: await bulkUpdate(deps, sessionOf(request), request.body) }),
  });

  app.get('/transactions/:id', {
    schema: { tags, params: IdParams, response: { 200: dataOf(TransactionSchema), ...failures } },
    handler: async (request) => ({ data: await getTransaction(deps, sessionOf(request), request.params.id) }),
  });

  app.patch('/transactions/:id', {
    schema: { tags, params: IdParams, body: UpdateTransactionSchema, response: { 200: dataOf(TransactionSchema), ...failures } },
    handler: async (request) => ({ data: await updateTransaction(deps, sessionOf(request), request.params.id, request.body) }),
  });

  app.delete('/transactions/:id', {
    schema: { tags, params: IdParams, response: { 200: dataOf(MessageResponse), ...failures } },
    handler: async (request) => ({ data: await deleteTransaction(deps, sessionOf(request), request.params.id) }),
  });

  app.post('/transfers', {
    schema: { tags, body: CreateTransferSchema, response: { 201: dataOf(z.array(TransactionSchema)), ...failures } },
    handler: async (request, reply) => reply.code(201).send({ data: await createTransfer(deps, sessionOf(request), request.body) }),
  });
}
