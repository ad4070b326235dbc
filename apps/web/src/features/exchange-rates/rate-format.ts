import { rateExample } from '@cuentas/shared/input-examples';
import { formatRate, scaleRate } from '@cuentas/shared/money';

// Rates are written with the same number rules as amounts (shared money.ts).
export { formatRate };

/**
 * The API's "4250.5" as the rate field shows it when editing: written as the user's country writes
 * numbers, like the field's example ("4.250,5" in Colombia and Spain, "4,250.5" in Mexico),
 * and read back by parseRateInput to the same rate. A whole part of one to three digits with exactly
 * three decimals ("1,234" in Spain, "1.234" in Mexico) would read as thousands, so it gets a fourth,
 * zero decimal, as amounts with three decimals do.
 */
export function rateToInput(rate: string, locale: string): string {
  const text = formatRate(rate, locale);
  const back = parseRateInput(text, locale);
  if (back.ok && scaleRate(back.rate) === scaleRate(rate)) return text;
  return `${text}0`;
}

export type RateParse = { ok: true; rate: string } | { ok: false; message: string };

/**
 * Reads a rate typed as "4250,5", "4.250,5", "4,250.5" or "0.92" into the API's "4250.5", with the
 * same reading as amounts (shared money.ts): with both marks the last one is the decimal mark; a
 * repeated mark separates thousands; a lone mark followed by exactly three digits separates
 * thousands too ("4.580" is four thousand five hundred eighty, as in an amount field), unless
 * what comes before it is 0 ("0,925"). Any other lone mark is decimal ("0,92", "4250.5").
 */
export function parseRateInput(text: string, locale = 'es-ES'): RateParse {
  const invalid = `Debe ser un número positivo, por ejemplo ${rateExample(locale)}`;
  const value = text.trim().replace(/[\s\u00a0\u202f]/g, '');
  if (!/^[\d.,]+$/.test(value) || !/\d/.test(value)) return { ok: false, message: invalid };
  const lastDot = value.lastIndexOf('.');
  const lastComma = value.lastIndexOf(',');
  let normalized: string;
  if (lastDot >= 0 && lastComma >= 0) {
    const decimalAt = Math.max(lastDot, lastComma);
    normalized = `${value.slice(0, decimalAt).replace(/[.,]/g, '')}.${value.slice(decimalAt + 1)}`;
    if (value.slice(decimalAt + 1).includes('.') || value.slice(decimalAt + 1).includes(','))
      return { ok: false, message: invalid };
  } else {
    const mark = lastDot >= 0 ? '.' : ',';
    const parts = value.split(mark);
    const thousands = parts.length === 2 && /^[1-9]\d{0,2}$/.test(parts[0]!) && /^\d{3}$/.test(parts[1]!);
    normalized = parts.length > 2 || thousands ? parts.join('') : parts.join('.');
  }
  if (normalized.startsWith('.')) normalized = `0${normalized}`;
  if (normalized.endsWith('.')) normalized = normalized.slice(0, -1);
  if (!/^\d{1,12}(\.\d{1,10})?$/.test(normalized)) return { ok: false, message: invalid };
  if (!/[1-9]/.test(normalized)) return { ok: false, message: 'Debe ser un número positivo' };
  return { ok: true, rate: normalized.replace(/^0+(?=\d)/, '') };
}

/** How far a new rate is from the previous one for the same pair, as a fraction (0.25 = 25 %). */
export function rateChange(previous: string, next: string): number {
  const before = Number(previous);
  const after = Number(next);
  if (!(before > 0) || !(after > 0)) return 0;
  return Math.abs(after / before - 1);
}

/** Beyond this change the form asks before saving: a slip of the decimal mark moves a rate 1000×. */
export const RATE_CHANGE_TO_CONFIRM = 0.2;
