import * as api from '@cuentas/shared/contract/transactions';
import { requireAuth, sessionOf, todayFor } from '../../lib/auth.ts';
import { contractRoutes } from '../../lib/contract-route.ts';
import type { Deps } from '../../lib/deps.ts';
import { type App, sendJsonText } from '../../lib/http.ts';
import { bulkUpdate } from './bulk.ts';
import { exportTransactionsCsv } from './export-csv.ts';
import { createPageCache } from './page-cache.ts';
import { listTransactionsBody } from './queries.ts';
import { transactionTotals } from './totals.ts';
import { createTransaction, deleteTransaction, getTransaction, updateTransaction } from './service.ts';
import { createTransfer } from './transfers.ts';
import { undoChange } from './undo.ts';

// About 800 pages of 50 (~20 kB each): the first pages (plain and filtered) of a few hundred active users.
const PAGE_CACHE_BYTES = 16 * 1024 * 1024;

export async function transactionRoutes(app: App, deps: Deps) {
  app.addHook('onRequest', requireAuth(deps));
  const route = contractRoutes(app, ['transactions']);
  const pageCache = createPageCache(PAGE_CACHE_BYTES);

  route(api.list, {
    // The body arrives as finished JSON text from the database; a string is sent as is.
    handler: async (request, reply) =>
      sendJsonText(reply, await listTransactionsBody(deps, pageCache, sessionOf(request), request.query)),
  });

  route(api.totals, {
    handler: async (request) => ({ data: await transactionTotals(deps, sessionOf(request), request.query) }),
  });

  route(api.exportCsv, {
    handler: async (request, reply) => {
      const stamp = todayFor(deps, sessionOf(request));
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="movimientos-${stamp}.csv"`)
        .send(exportTransactionsCsv(deps, sessionOf(request), request.query));
    },
  });

  route(api.create, {
    handler: async (request, reply) =>
      reply.code(201).send({ data: await createTransaction(deps, sessionOf(request), request.body) }),
  });

  route(api.bulk, {
    handler: async (request) => ({ data: await bulkUpdate(deps, sessionOf(request), request.body) }),
  });

  route(api.undo, {
    handler: async (request) => ({ data: await undoChange(deps, sessionOf(request), request.params.id) }),
  });

  route(api.get, {
    handler: async (request) => ({ data: await getTransaction(deps, sessionOf(request), request.params.id) }),
  });

  route(api.update, {
    handler: async (request) => ({
      data: await updateTransaction(deps, sessionOf(request), request.params.id, request.body),
    }),
  });

  route(api.remove, {
    handler: async (request) => ({ data: await deleteTransaction(deps, sessionOf(request), request.params.id) }),
  });

  route(api.createTransfer, {
    handler: async (request, reply) =>
      reply.code(201).send({ data: await createTransfer(deps, sessionOf(request), request.body) }),
  });
}
