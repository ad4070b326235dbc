import { z } from 'zod';
import { messages } from '../messages.ts';

/*
 * One rule for text (docs/architecture.md §4.11). PostgreSQL refuses U+0000 in text, and
 * control characters are never typed by a person: they come from binary files pasted as text or from probes. Tabs and
 * line breaks are allowed only where a field is multi-line (notes); single-line fields refuse them.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LINE_BREAKS = /[\t\n\r\u2028\u2029]/;
/** Characters that draw nothing: spaces, format marks (U+200B, U+202E, U+FEFF…) and the fillers. */
const INVISIBLE_ONLY =
  /^(?:[\p{White_Space}\p{Cf}\p{Cc}\u115F\u180E\u2800\u3164\uFFA0]|\u034F|\u1160|\u17B4|\u17B5)*$/u;

export const hasControlCharacters = (value: string) => CONTROL.test(value);
export const isInvisibleOnly = (value: string) => INVISIBLE_ONLY.test(value);

/** Single-line text: no control characters, no line breaks or tabs. Empty is allowed. */
export const plainText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !hasControlCharacters(value), messages.controlCharacters)
    .refine((value) => !LINE_BREAKS.test(value), messages.lineBreaks);

/** Multi-line text (notes): line breaks and tabs allowed, other control characters not. */
export const multilineText = (max = 2000) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !hasControlCharacters(value), messages.controlCharacters);

/** A required, trimmed, single-line text field: blank or invisible-only counts as missing. */
export const requiredText = (max = 200) =>
  plainText(max)
    .min(1, messages.required)
    .refine((value) => value === '' || !isInvisibleOnly(value), messages.visibleText);

export const emailField = z.string().trim().toLowerCase().min(1, messages.required).max(254).pipe(z.email());

export const passwordField = z.string().min(8, messages.stringMin(8)).max(128, messages.stringMax(128));

/**
 * Without a fixed country's example (it was a Colombian number for everyone): the phone form shows
 * one for the user's country above the field, and the API answers the same to every country.
 */
export const PHONE_MESSAGE = 'Debe ser un número internacional: el signo + y el código de país delante del número';
export const phoneField = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s().-]/g, ''))
  .pipe(z.string().regex(/^\+[1-9]\d{7,14}$/, PHONE_MESSAGE));

/**
 * Calendar dates PostgreSQL and JavaScript read alike, wide enough for any ledger (decision 015,
 * docs/decisions): year 0000 or 9999 reached the database and failed there.
 */
export const MIN_DATE = '1900-01-01';
export const MAX_DATE = '2199-12-31';
export const isoDate = z.iso.date().refine((value) => value >= MIN_DATE && value <= MAX_DATE, messages.dateRange);
/** A calendar month `YYYY-MM` in the same range as isoDate. */
export const isoMonth = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Debe ser un mes con formato AAAA-MM')
  .refine((value) => value >= MIN_DATE.slice(0, 7) && value <= MAX_DATE.slice(0, 7), messages.monthRange);
export const uuidField = z.uuid();

/** Minor units of a currency: a safe integer, never a float (docs/architecture.md §4.1). */
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
  cursor: plainText(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
