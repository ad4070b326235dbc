import { z } from 'zod';
import { countryCodes } from '../countries.ts';
import { currencyField } from './common.ts';

export const ConfigurationSchema = z.object({
  country: z.string().nullable(),
  base_currency: z.string().nullable(),
  month_start_day: z.number().int(),
  is_completed: z.boolean(),
  updated_at: z.string().nullable(),
});
export type Configuration = z.infer<typeof ConfigurationSchema>;

export const SaveConfigurationSchema = z.object({
  country: z.enum(countryCodes),
  base_currency: currencyField,
  month_start_day: z.number().int().min(1).max(31),
  is_completed: z.boolean().optional(),
  /** Onboarding sends it: the default categories take the chosen country's words (docs/architecture.md §4.9). */
  localize_categories: z.boolean().optional(),
});
export const UpdateConfigurationSchema = SaveConfigurationSchema.partial();
export type SaveConfigurationInput = z.infer<typeof SaveConfigurationSchema>;
export type UpdateConfigurationInput = z.infer<typeof UpdateConfigurationSchema>;
