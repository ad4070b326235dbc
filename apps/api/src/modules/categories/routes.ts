import * as api from '@cuentas/shared/contract/categories';
import { requireAuth, sessionOf } from '../../lib/auth.ts';
import { contractRoutes } from '../../lib/contract-route.ts';
import type { Deps } from '../../lib/deps.ts';
import type { App } from '../../lib/http.ts';
import { createCategory, deleteCategory, listCategories, mergeCategory, updateCategory } from './service.ts';

export async function categoryRoutes(app: App, deps: Deps) {
  app.addHook('onRequest', requireAuth(deps));
  const route = contractRoutes(app, ['categories']);

  route(api.list, {
    handler: async (request) => ({
      data: await listCategories(deps, sessionOf(request), request.query.include_archived === 'true'),
    }),
  });

  route(api.create, {
    handler: async (request, reply) =>
      reply.code(201).send({ data: await createCategory(deps, sessionOf(request), request.body) }),
  });

  route(api.update, {
    handler: async (request) => ({
      data: await updateCategory(deps, sessionOf(request), request.params.id, request.body),
    }),
  });

  route(api.merge, {
    handler: async (request) => ({
      data: await mergeCategory(deps, sessionOf(request), request.params.id, request.body.into_id),
    }),
  });

  route(api.remove, {
    handler: async (request) => ({
      data: await deleteCategory(deps, sessionOf(request), request.params.id, request.body?.reassign_to),
    }),
  });
}
