import { readTotal } from './extract-amounts.ts';
import { readDate } from './extract-date.ts';
import { readMerchant } from './extract-merchant.ts';
import { COUNTRY_OF_TAX_ID, readTaxId, type TaxId } from './extract-tax-id.ts';
import { type Field, fold, type ReceiptLine } from './extract-text.ts';

export type ReceiptFields = {
  total: Field<number>;
  date: Field<string>;
  merchant: Field<string>;
  taxId: Field<TaxId>;
  currency: Field<string>;
};

const CURRENCY_OF_COUNTRY: Record<string, string> = {
  ES: 'EUR',
  MX: 'MXN',
  CO: 'COP',
  CL: 'CLP',
  PE: 'PEN',
  AR: 'ARS',
};

/**
 * The currency: a code or a symbol only one currency uses (€, S/, US$), then the country of the
 * shop's tax id (a «$» in Mexico is a peso mexicano), then the user's own country.
 */
export function readCurrency(lines: ReceiptLine[], taxId: TaxId | null, country: string | null): Field<string> {
  const text = fold(lines.map((line) => line.text).join('\n'));
  const explicit: [RegExp, string][] = [
    [/€|\bEUR\b|\bEUROS?\b/, 'EUR'],
    [/\bUS\$|\bUSD\b|\bDOLARES\b/, 'USD'],
    [/\bS\/\.?\s?\d|\bPEN\b|\bSOLES\b/, 'PEN'],
    [/\bMXN\b|\bM\.N\.?/, 'MXN'],
    [/\bCOP\b/, 'COP'],
    [/\bCLP\b/, 'CLP'],
    [/\bARS\b/, 'ARS'],
  ];
  const named = explicit.filter(([pattern]) => pattern.test(text)).map(([, code]) => code);
  if (named.length === 1) return { value: named[0]!, confidence: 0.95 };
  const byTaxId = taxId ? CURRENCY_OF_COUNTRY[COUNTRY_OF_TAX_ID[taxId.kind]] : undefined;
  if (byTaxId && (named.length === 0 || named.includes(byTaxId))) return { value: byTaxId, confidence: 0.85 };
  const own = country ? CURRENCY_OF_COUNTRY[country] : undefined;
  if (own) return { value: own, confidence: named.length > 1 ? 0.4 : 0.6 };
  return { value: named[0] ?? null, confidence: named.length > 0 ? 0.5 : 0 };
}

/**
 * Every field of a receipt from its lines as read (decision 043). Pure: the same lines, country and
 * day give the same proposal. A total or date below its confidence threshold comes back empty, so
 * the user is asked rather than shown a guess.
 */
export function extractReceipt(
  lines: ReceiptLine[],
  options: { country: string | null; today: string },
): ReceiptFields {
  const taxId = readTaxId(lines);
  return {
    total: readTotal(lines),
    date: readDate(lines, options.today),
    merchant: readMerchant(lines, options.country),
    taxId,
    currency: readCurrency(lines, taxId.value, options.country),
  };
}
