import { z } from 'zod';
import {
  CategorySchema,
  CreateCategorySchema,
  DeleteCategorySchema,
  ListCategoriesQuery,
  MergeCategorySchema,
  UpdateCategorySchema,
} from '@cuentas/shared/schemas/categories';
import { MessageResponse } from '@cuentas/shared/schemas/common';
import { requireAuth, sessionOf } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { type App, dataOf, failures } from '../../lib/http.ts';
import { createCategory, deleteCategory, listCategories, mergeCategory, updateCategory } from './service.ts';

const tags = ['categories'];
const IdParams = z.object({ id: z.uuid() });

export async function categoryRoutes(app: App, deps: Deps) {
  app.addHook('onRequest', requireAuth(deps));

  app.get('/categories', {
    schema: { tags, querystring: ListCategoriesQuery, response: { 200: dataOf(z.array(CategorySchema)), ...failures } },
    handler: async (request) => ({
      data: await listCategories(deps, sessionOf(request), request.query.include_archived === 'true'),
    }),
  });

  app.post('/categories', {
    schema: { tags, body: CreateCategorySchema, response: { 201: dataOf(CategorySchema), ...failures } },
    handler: async (request, reply) => reply.code(201).send({ data: await createCategory(deps, sessionOf(request), request.body) }),
  });

  app.patch('/categories/:id', {
    schema: { tags, params: IdParams, body: UpdateCategorySchema, response: { 200: dataOf(CategorySchema), ...failures } },
    handler: async (request) => ({ data: await updateCategory(deps, sessionOf(request), request.params.id, request.body) }),
  });

  app.post('/categories/:id/merge', {
    schema: { tags, params: IdParams, body: MergeCategorySchema, response: { 200: dataOf(MessageResponse), ...failures } },
    handler: async (request) => ({ data: await mergeCategory(deps, sessionOf(request), request.params.id, request.body.into_id) }),
  });

  app.delete('/categories/:id', {
    schema: { tags, params: IdParams, body: DeleteCategorySchema.nullish(), response: { 200: dataOf(MessageResponse), 409: failures[400], ...failures } },
    handler: async (request) => ({
      data: await deleteCategory(deps, sessionOf(request), request.params.id, request.body?.reassign_to),
    }),
  });
}
