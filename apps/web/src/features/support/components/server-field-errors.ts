import { parseServerErrors } from '../../../lib/server-errors.ts';

/**
 * The server's field errors keyed by the form's fields; "attachments.0.content_type" and the like
 * belong to the one attachments field. What has no field comes back as general messages.
 */
export function supportFieldErrors(error: unknown, fields: readonly string[]) {
  const { fieldErrors, generalErrors } = parseServerErrors(error);
  const byField: Record<string, string> = {};
  const general = [...generalErrors];
  for (const { field, message } of fieldErrors) {
    const key = field.startsWith('attachments') ? 'attachments' : field;
    if (!fields.includes(key)) general.push(message);
    else byField[key] ??= message;
  }
  return { byField, general };
}
