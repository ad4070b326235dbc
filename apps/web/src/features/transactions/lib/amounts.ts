import { parseTypedAmount } from '@cuentas/shared/input-examples';
import { formatTypedAmount, type ParseResult } from '@cuentas/shared/money';

/** What the form calls the two plain kinds; a transfer has its own form. */
export type EntryKind = 'expense' | 'income';

/** People type amounts without a sign; the type decides whether money goes out (negative) or in. */
export function signedAmount(kind: EntryKind, minor: number): number {
  const size = Math.abs(minor);
  if (size === 0) return 0;
  return kind === 'expense' ? -size : size;
}

export function entryKindOf(amount: number): EntryKind {
  return amount < 0 ? 'expense' : 'income';
}

/**
 * A required, non-zero amount typed in any Spanish/LatAm format; a sign typed by habit is ignored.
 * `locale` is the user's country's, for the example in the error.
 */
export function parseEntryAmount(text: string, currency: string, locale: string): ParseResult {
  if (!text.trim()) return { ok: false, message: 'Escribe el importe' };
  const result = parseTypedAmount(text, currency, locale);
  if (!result.ok) return result;
  if (result.minor === 0) return { ok: false, message: 'El importe no puede ser cero' };
  return { ok: true, minor: Math.abs(result.minor) };
}

export type SplitStatus = {
  /** The parent's size in minor units, or null while it does not parse. */
  total: number | null;
  /** Sum of the lines that parse. */
  assigned: number;
  /** total − assigned; positive means still to assign, negative means over-assigned. */
  remaining: number | null;
  /** Indexes of lines whose amount is empty, zero or malformed. */
  invalidLines: number[];
  /** True only when every line parses and they add up to the total exactly. */
  balanced: boolean;
};

/** The live "Falta por asignar" of the split editor, on unsigned amounts (the sign is the parent's). */
export function splitStatus(
  totalText: string,
  lines: readonly { amount: string }[],
  currency: string,
  locale: string,
): SplitStatus {
  const total = parseEntryAmount(totalText, currency, locale);
  let assigned = 0;
  const invalidLines: number[] = [];
  lines.forEach((line, index) => {
    const parsed = parseEntryAmount(line.amount, currency, locale);
    if (parsed.ok) assigned += parsed.minor;
    else invalidLines.push(index);
  });
  const remaining = total.ok ? total.minor - assigned : null;
  return {
    total: total.ok ? total.minor : null,
    assigned,
    remaining,
    invalidLines,
    balanced: remaining === 0 && invalidLines.length === 0 && lines.length >= 2,
  };
}

/** How money reads in the list: income in green, expenses in red, transfers neutral; money in carries a plus. */
export function amountTone(
  kind: 'income' | 'expense' | 'transfer',
  amount: number,
): { color: string | undefined; prefix: string } {
  const prefix = amount > 0 ? '+' : '';
  if (kind === 'income') return { color: 'green.8', prefix };
  if (kind === 'expense') return { color: 'red.7', prefix };
  return { color: undefined, prefix };
}

/**
 * An amount as the form shows it: written as the user's country writes numbers, by the same rule
 * as the field's example ("450.000" in Colombia, "1,234.56" in Mexico, "1234,56" in Spain), so
 * editing shows what creating showed and "Asignar lo que falta" writes what a person would.
 * Unsigned: the form's kind carries the sign. parseMoney reads it back to the same amount.
 */
export function amountToInput(minor: number, currency: string, locale: string): string {
  return formatTypedAmount(Math.abs(minor), currency, locale);
}
