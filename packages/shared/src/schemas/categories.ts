import { z } from 'zod';
import { plainText, requiredText } from './common.ts';

export const categoryKinds = ['expense', 'income'] as const;
export type CategoryKind = (typeof categoryKinds)[number];
export const categoryKindLabels = { expense: 'Gasto', income: 'Ingreso' } as const satisfies Record<
  CategoryKind,
  string
>;

const colorField = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Debe ser un color en formato #RRGGBB');
const iconField = plainText(40).min(1);

export const CategorySchema = z.object({
  id: z.uuid(),
  parent_id: z.uuid().nullable(),
  kind: z.enum(categoryKinds),
  name: z.string(),
  /** The default category this one started as ('food.groceries'), whatever its name; null for the user's own. */
  key: z.string().nullable().optional(),
  icon: z.string(),
  color: z.string(),
  position: z.number().int(),
  archived_at: z.string().nullable(),
  transaction_count: z.number().int(),
});
export type Category = z.infer<typeof CategorySchema>;

export const CreateCategorySchema = z.object({
  name: requiredText(60),
  kind: z.enum(categoryKinds),
  parent_id: z.uuid().nullable().optional(),
  icon: iconField.default('tag'),
  color: colorField.default('#868e96'),
});
export type CreateCategoryInput = z.input<typeof CreateCategorySchema>;

export const UpdateCategorySchema = z.object({
  name: requiredText(60).optional(),
  parent_id: z.uuid().nullable().optional(),
  icon: iconField.optional(),
  color: colorField.optional(),
  position: z.number().int().min(0).optional(),
  archived: z.boolean().optional(),
});
export type UpdateCategoryInput = z.input<typeof UpdateCategorySchema>;

export const MergeCategorySchema = z.object({ into_id: z.uuid() });
/** Where the transactions of a category in use go when it is deleted (null = uncategorised). */
export const DeleteCategorySchema = z.object({ reassign_to: z.uuid().nullable().optional() });

export const ListCategoriesQuery = z.object({ include_archived: z.enum(['true', 'false']).optional() });
