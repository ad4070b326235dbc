import { dayFirst, parseTypedDate } from '@cuentas/shared/calendar-dates';
import { DATE_HINT } from '@cuentas/shared/input-examples';

/** A date typed in a date field, day first, as YYYY-MM-DD (see parseTypedDate), or null. */
export const readTypedDate = (text: string, currentYear = new Date().getFullYear()): string | null =>
  parseTypedDate(text, currentYear);

/** Why text left in a date field was not taken, or null when it was (or the field is empty). */
export function rejectedDateMessage(text: string, min?: string, max?: string, currentYear?: number): string | null {
  if (text.trim() === '') return null;
  const date = readTypedDate(text, currentYear);
  if (!date) return `«${text.trim()}» no es una fecha válida. Escríbela como ${DATE_HINT}.`;
  if (min && date < min) return `Elige una fecha desde el ${dayFirst(min)}.`;
  if (max && date > max) return `Elige una fecha hasta el ${dayFirst(max)}.`;
  return null;
}
