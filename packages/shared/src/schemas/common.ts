import { z } from 'zod';
import { messages } from '../messages.ts';

/** A required, trimmed text field: blank counts as missing. */
export const requiredText = (max = 200) => z.string().trim().min(1, messages.required).max(max);

export const emailField = z.string().trim().toLowerCase().min(1, messages.required).max(254).pipe(z.email());

export const passwordField = z
  .string()
  .min(8, messages.stringMin(8))
  .max(128, messages.stringMax(128));

export const PHONE_MESSAGE = 'Debe ser un número internacional con código de país, por ejemplo +573001234567';
export const phoneField = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s().-]/g, ''))
  .pipe(z.string().regex(/^\+[1-9]\d{7,14}$/, PHONE_MESSAGE));

export const isoDate = z.iso.date();
export const uuidField = z.uuid();

/** Minor units of a currency: a safe integer, never a float (DESIGN §5). */
export const minorUnits = z.number().int().min(Number.MIN_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);

export const currencyField = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'Debe ser un código de moneda ISO 4217, por ejemplo EUR');

export const MessageResponse = z.object({ message: z.string() });

export const ApiErrorItem: z.ZodType<ApiErrorItem> = z.lazy(() =>
  z.object({ message: z.string(), field: z.string().optional(), errors: z.array(ApiErrorItem).optional() }),
);
export type ApiErrorItem = { message: string; field?: string; errors?: ApiErrorItem[] };

export const cursorQuery = z.object({
  cursor: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
