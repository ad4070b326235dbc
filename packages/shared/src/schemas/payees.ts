import { z } from 'zod';
import { plainText, requiredText } from './common.ts';

export const categorySources = ['rule', 'memory', 'dictionary'] as const;
export type CategorySource = (typeof categorySources)[number];
export const categorySourceLabels = {
  rule: 'Por una regla tuya',
  memory: 'Lo aprendimos de ti',
  dictionary: 'Comercio conocido',
} as const satisfies Record<CategorySource, string>;

/** What the form asks while a payee is typed: the clean name and the category we would choose. */
export const PayeeSuggestQuery = z.object({
  text: requiredText(200),
  amount: z.coerce.number().int().min(Number.MIN_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER).optional(),
  account_id: z.uuid().optional(),
});
export const PayeeSuggestionSchema = z.object({
  payee: z.string(),
  category_id: z.uuid().nullable(),
  source: z.enum(categorySources).nullable(),
});
export type PayeeSuggestion = z.infer<typeof PayeeSuggestionSchema>;

export const PayeeMemorySchema = z.object({
  payee_key: z.string(),
  payee: z.string(),
  category_id: z.uuid(),
  category_name: z.string(),
  corrections: z.number().int(),
  updated_at: z.string(),
});
export type PayeeMemory = z.infer<typeof PayeeMemorySchema>;
export const PayeeKeyParams = z.object({ key: requiredText(200) });
export const UpdatePayeeMemorySchema = z.object({ category_id: z.uuid() });

export const PayeeAliasSchema = z.object({ payee_key: z.string(), name: z.string(), created_at: z.string() });
export type PayeeAlias = z.infer<typeof PayeeAliasSchema>;
/** Rename a payee everywhere: its rows now, and future imports and captures. */
export const CreatePayeeAliasSchema = z.object({ from: requiredText(200), name: requiredText(200) });
export const PayeeAliasResultSchema = PayeeAliasSchema.extend({ renamed: z.number().int() });

/** After a recategorisation: whether to offer a rule for this payee (moved twice, no rule yet). */
export const RuleHintQuery = z.object({ transaction_id: z.uuid() });
export const RuleHintSchema = z.object({
  suggest: z.boolean(),
  payee: z.string(),
  payee_contains: plainText(200),
  category_id: z.uuid().nullable(),
  corrections: z.number().int(),
});
export type RuleHint = z.infer<typeof RuleHintSchema>;
