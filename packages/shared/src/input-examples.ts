import { formatRate, formatTypedAmount, minorDigits, parseMoney, type ParseResult } from './money.ts';

/**
 * The examples under and inside input fields, written the way the user's country writes numbers
 * (the locale of their configuration's country) and in the field's currency: a Spaniard reads
 * "12,50", a Colombian "12.500", a Mexican "12.50", a Costa Rican "12 500". Every amount example is
 * built with formatTypedAmount, so typing it exactly as shown gives the amount it stands for. The
 * values edit forms put into amount fields are written by the same formatTypedAmount, so creating
 * and editing look alike, and the "not an amount" error gives the same example (parseTypedAmount).
 */

export type AmountExampleKind = 'purchase' | 'bill' | 'saving' | 'income' | 'balance' | 'limit' | 'goal';

/**
 * A plausible amount per field, as a decimal string for currencies with cents (euros, dollars,
 * Mexican pesos) and a whole number for currencies without them (COP, CLP, PYG), where the same
 * purchase costs thousands.
 */
const AMOUNTS: Record<AmountExampleKind, { withCents: string; withoutCents: number }> = {
  /** A movement, a split line, a transfer, a rule's bounds. */
  purchase: { withCents: '12.50', withoutCents: 12_500 },
  /** A reminder's bill. */
  bill: { withCents: '45.90', withoutCents: 120_000 },
  /** A contribution to a goal. */
  saving: { withCents: '150', withoutCents: 200_000 },
  /** An expected payment (prospects). */
  income: { withCents: '1200', withoutCents: 2_500_000 },
  /** An account's balance; also the amount filter's bounds. */
  balance: { withCents: '1234.56', withoutCents: 1_500_000 },
  /** A credit card's limit. */
  limit: { withCents: '3000', withoutCents: 3_000_000 },
  /** A savings goal's target. */
  goal: { withCents: '3000', withoutCents: 5_000_000 },
};

function exampleMinor(kind: AmountExampleKind, digits: number): number {
  const amount = AMOUNTS[kind];
  if (digits === 0) return amount.withoutCents;
  const [whole, fraction = ''] = amount.withCents.split('.');
  return Number(whole + fraction.padEnd(digits, '0').slice(0, digits));
}

/** An example amount for a field of this kind, in `currency`, written as `locale` writes it. */
export function amountExample(kind: AmountExampleKind, currency: string, locale = 'es-ES'): string {
  const digits = minorDigits(currency);
  const minor = exampleMinor(kind, digits);
  // With three decimals "12,500" would read as thousands: a whole amount says the same without doubt.
  const shown = digits >= 3 ? Math.max(1, Math.round(minor / 10 ** digits)) * 10 ** digits : minor;
  return formatTypedAmount(shown, currency, locale);
}

/**
 * What an amount field says when its text is not an amount: an example in the field's currency as
 * the user's country writes it («por ejemplo 1.500.000» for Colombian pesos, «1,234.56» in Mexico,
 * «1234,56» in Spain), where a fixed «1.234,56» showed cents Colombian pesos do not have.
 */
export function invalidAmountMessage(currency: string, locale: string): string {
  return `Debe ser un importe válido, por ejemplo ${amountExample('balance', currency, locale)}`;
}

/** An amount typed in a field (parseMoney), whose error gives the user's country's example. */
export function parseTypedAmount(text: string, currency: string, locale: string): ParseResult {
  return parseMoney(text, currency, () => invalidAmountMessage(currency, locale));
}

/**
 * The amount in an example chat message («gasté 12.500 en almuerzo»). A message is plain text read
 * by the WhatsApp parser, which groups thousands with a mark, never a space: where the locale
 * groups with spaces (es-CR "12 500") the mark that is not its decimal mark is used instead.
 */
export function messageAmountExample(currency: string, locale = 'es-ES'): string {
  const text = amountExample('purchase', currency, locale);
  if (!/[\s\u00a0\u202f]/.test(text)) return text;
  const decimalMark =
    new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? ',';
  return text.replace(/[\s\u00a0\u202f]/g, decimalMark === ',' ? '.' : ',');
}

/** An example exchange rate (1 USD in COP), as `locale` writes numbers: "4.250,5", "4,250.5". */
export function rateExample(locale = 'es-ES'): string {
  return formatRate('4250.5', locale);
}

/**
 * How a date is typed. The same in every country we serve: the date field shows and reads dates day
 * first (calendar-dates.ts, parseTypedDate never reads month first), as Spain and Latin America
 * write them, even where Intl's locale data writes month first (es-PA, es-PR).
 */
export const DATE_HINT = 'dd/mm/aaaa';
