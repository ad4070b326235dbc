import { z } from 'zod';
import {
  CategorySchema,
  CreateCategorySchema,
  DeleteCategorySchema,
  ListCategoriesQuery,
  MergeCategorySchema,
  UpdateCategorySchema,
} from '../schemas/categories.ts';
import { MessageResponse } from '../schemas/common.ts';
import { endpoint } from './endpoint.ts';

const IdParams = z.object({ id: z.uuid() });

export const list = /* @__PURE__ */ endpoint({
  method: 'GET',
  path: '/categories',
  query: ListCategoriesQuery,
  response: z.array(CategorySchema),
});
export const create = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/categories',
  body: CreateCategorySchema,
  response: CategorySchema,
  status: 201,
});
export const update = /* @__PURE__ */ endpoint({
  method: 'PATCH',
  path: '/categories/:id',
  params: IdParams,
  body: UpdateCategorySchema,
  response: CategorySchema,
});
export const merge = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/categories/:id/merge',
  params: IdParams,
  body: MergeCategorySchema,
  response: MessageResponse,
});
export const remove = /* @__PURE__ */ endpoint({
  method: 'DELETE',
  path: '/categories/:id',
  params: IdParams,
  body: /* @__PURE__ */ DeleteCategorySchema.nullish(),
  response: MessageResponse,
  failures: [409],
});
