import { z } from 'zod';
import { rateSources } from '../rate-sources.ts';
import { currencyField, isoDate } from './common.ts';

/**
 * A rate is a decimal string: 1 unit of `from` = `rate` units of `to`, from `date` on. The API reads
 * one decimal mark, point or comma, and no thousands marks; its message says so rather than showing
 * one country's way of writing a rate (the web reads and explains rates the user's way, rate-format.ts).
 */
const RATE_MESSAGE = 'Debe ser un número positivo, sin separador de miles y con hasta 10 decimales';
export const rateField = z
  .string()
  .trim()
  .transform((value) => value.replace(',', '.'))
  // abort: text that is not a number gets this one message, not also «Debe ser un número positivo».
  .pipe(z.string().regex(/^\d{1,12}(\.\d{1,10})?$/, { message: RATE_MESSAGE, abort: true }))
  .refine((value) => Number(value) > 0, 'Debe ser un número positivo');

/** Where a rate came from: typed by the user, the European Central Bank's feed, or the configured provider's. */
export const RateSourceSchema = z.enum(rateSources);
export type RateSource = z.infer<typeof RateSourceSchema>;

export { rateSourceLabels } from '../rate-sources.ts';

export const ExchangeRateSchema = z.object({
  id: z.uuid(),
  from_currency: z.string(),
  to_currency: z.string(),
  rate: z.string(),
  date: z.string(),
  created_at: z.string(),
});
export type ExchangeRate = z.infer<typeof ExchangeRateSchema>;

export const CreateExchangeRateSchema = z.object({
  from_currency: currencyField,
  to_currency: currencyField,
  rate: rateField,
  date: isoDate,
});
export type CreateExchangeRateInput = z.input<typeof CreateExchangeRateSchema>;
export const UpdateExchangeRateSchema = CreateExchangeRateSchema.partial();
