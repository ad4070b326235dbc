import { parseMoney } from '@cuentas/shared/money';

/**
 * Reads a bank amount knowing the file's decimal mark: with "," the dots are thousands
 * ("1.234,56"); with "." the commas are ("1,234.56"). Handles "(45,00)" and a trailing minus.
 */
export function parseBankAmount(text: string, decimal: ',' | '.', currency: string): { ok: true; minor: number } | { ok: false; message: string } {
  let value = text.trim().replace(/[\s\u00a0]/g, '');
  if (value === '') return { ok: false, message: 'El importe está vacío' };
  let negative = false;
  if (/^\(.*\)$/.test(value)) {
    negative = true;
    value = value.slice(1, -1);
  }
  if (value.endsWith('-')) {
    negative = !negative;
    value = value.slice(0, -1);
  }
  value = value.replace(/[^\d.,+-]/g, '');
  const thousands = decimal === ',' ? '.' : ',';
  const canonical = value.split(thousands).join('').replace(decimal, ',');
  const fraction = canonical.split(',')[1];
  if (fraction !== undefined && fraction.length > 2) return { ok: false, message: `El importe "${text}" tiene demasiados decimales` };
  // Canonical "1234,56" has no thousands separators left, so parseMoney reads it unambiguously.
  const parsed = parseMoney(canonical, currency);
  if (!parsed.ok) return parsed;
  return { ok: true, minor: negative ? -parsed.minor : parsed.minor };
}
