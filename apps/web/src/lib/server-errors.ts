import { messages } from '@cuentas/shared/messages';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError, type ApiErrorItem } from './api-error.ts';

export type FieldError = { field: string; message: string };

export type ServerErrors = {
  /** HTTP status kept from the response (0 when none arrived). */
  status: number;
  fieldErrors: FieldError[];
  generalErrors: string[];
};

function collectNested(items: readonly ApiErrorItem[], parentField: string | undefined, into: ServerErrors): void {
  for (const item of items) {
    const field = item.field ?? parentField;
    if (field) into.fieldErrors.push({ field, message: item.message });
    else into.generalErrors.push(item.message);
    if (item.errors?.length) collectNested(item.errors, field, into);
  }
}

/**
 * docs/architecture.md §8.6: entries with a field become field errors, entries without become general errors,
 * nested errors are added to the field errors (under their own field, else their parent's), the
 * status is kept, and with no entries at all the general message is the server fallback.
 */
export function parseServerErrors(error: unknown): ServerErrors {
  const status = isApiError(error) ? error.status : 0;
  const items = isApiError(error) ? error.errors : [];
  const result: ServerErrors = { status, fieldErrors: [], generalErrors: [] };
  if (items.length === 0) {
    result.generalErrors.push(messages.serverFallback);
    return result;
  }
  for (const item of items) {
    if (item.field) result.fieldErrors.push({ field: item.field, message: item.message });
    else result.generalErrors.push(item.message);
    if (item.errors?.length) collectNested(item.errors, item.field, result);
  }
  return result;
}

/**
 * Puts the server's field errors on the form's fields and returns the general ones for a toast.
 * A field error for a field the form does not have is returned as general so it is never lost.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  formFields: readonly string[],
): string[] {
  const { fieldErrors, generalErrors } = parseServerErrors(error);
  const general = [...generalErrors];
  const seen = new Set<string>();
  for (const { field, message } of fieldErrors) {
    if (!formFields.includes(field)) {
      general.push(message);
      continue;
    }
    if (seen.has(field)) continue; // the first message per field is the one shown
    seen.add(field);
    setError(field as FieldPath<T>, { type: 'server', message }, { shouldFocus: seen.size === 1 });
  }
  return general;
}

/** Every message of a failure, for places without a form to put field errors on. */
export function allErrorMessages(error: unknown): string[] {
  const { fieldErrors, generalErrors } = parseServerErrors(error);
  return [...generalErrors, ...fieldErrors.map(({ message }) => message)];
}
