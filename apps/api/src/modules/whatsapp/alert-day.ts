import { findDate } from './dates.ts';
import { fold } from './text.ts';

/**
 * The day a pasted alert names («25/11/2026», «25 de noviembre de 2026», «26 nov. 2026», «2026/11/20»),
 * or today when it names none or a day still ahead. Times and the sender's concept are not read as days.
 */
export function alertDay(text: string, today: string): string {
  const date = findDate(
    fold(
      text
        .replace(/\bconcepto:[^.\n]*/gi, ' ')
        // «2026/11/20»: year first, as some banks write it.
        .replace(/\b(\d{4})[/-](\d{1,2})[/-](\d{1,2})\b/g, '$3/$2/$1')
        // «… de Mercado Pago 24/11/2026»: a whole date is a day, never an instalment after «pago».
        .replace(/(?<![\d/])(\d{1,2}\/\d{1,2}\/\d{4})\b/g, 'el $1')
        .replace(/\b\d{1,2}:\d{2}(?::\d{2})?\s*(?:a\.?\s?m\.?|p\.?\s?m\.?)?/gi, ' '),
    ),
    today,
  );
  return date && date.date <= today ? date.date : today;
}
