import type { Statement } from '@cuentas/shared/schemas/imports';
import { calendarDate } from '@cuentas/shared/calendar-dates';
import { formatMoney, minorDigits } from '@cuentas/shared/money';
import type { IncomingRow } from './duplicates.ts';
import type { RowError } from './rows.ts';

export type StatementFile = { rows: IncomingRow[]; errors: RowError[]; balances: Statement; currency: string | null };

/** ISO 4217 numeric codes Norma 43 writes in records 11 and 33. */
const CURRENCIES: Record<string, string> = { '978': 'EUR', '840': 'USD', '826': 'GBP', '756': 'CHF', '484': 'MXN', '170': 'COP', '152': 'CLP', '032': 'ARS', '604': 'PEN', '986': 'BRL', '392': 'JPY' };

// AEB "conceptos comunes": the payee when the bank sends no record 23.
const COMMON_CONCEPTS: Record<string, string> = {
  '01': 'Talones - reintegros',
  '02': 'Abonarés - entregas - ingresos',
  '03': 'Domiciliados - recibos - letras',
  '04': 'Giros - transferencias - traspasos',
  '05': 'Amortizaciones de préstamos',
  '06': 'Remesas de efectos',
  '07': 'Suscripciones - canjes',
  '08': 'Dividendos - cupones',
  '09': 'Operaciones de bolsa',
  '10': 'Cheques de gasolina',
  '11': 'Cajero automático',
  '12': 'Tarjetas de crédito o débito',
  '13': 'Operaciones con el extranjero',
  '14': 'Devoluciones e impagados',
  '15': 'Nóminas - seguros sociales',
  '16': 'Timbres - corretaje - póliza',
  '17': 'Intereses - comisiones - gastos',
  '98': 'Anulaciones - correcciones',
  '99': 'Varios',
};

export const isNorma43 = (text: string) => /^\uFEFF?11\d{18}\d{12}[12]\d{14}\d{3}/.test(text);

export const norma43Messages = {
  severalAccounts: (count: number) =>
    `Este archivo Norma 43 trae ${count} cuentas. Descarga de tu banco un extracto por cuenta e impórtalo en la cuenta que le corresponde.`,
};

type Pending = IncomingRow & { concepts: string[]; common: string };

/**
 * Reads a Norma 43 (AEB/CSB 43) statement: fixed-width 80-character records 11 (account header:
 * opening balance), 22 (movement), 23 (up to five lines of concept text), 33 (account end: debit
 * and credit totals and the closing balance) and 88 (file end). The totals of record 33 are
 * checked against the movements read, so a truncated or altered file is reported, not imported.
 * One account per file (see norma43Messages.severalAccounts): the caller refuses the rest.
 */
export function parseNorma43(text: string): StatementFile & { accounts: number } {
  const result: StatementFile & { accounts: number } = { rows: [], errors: [], balances: { opening: null, closing: null }, currency: null, accounts: 0 };
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  let pending: Pending | null = null;
  let debits = { count: 0, total: 0 };
  let credits = { count: 0, total: 0 };
  let opening: number | null = null;
  let scale = 1;
  let endDate: string | null = null;
  let money = (minor: number) => String(minor);
  const flush = () => {
    if (!pending) return;
    const { concepts, common, ...row } = pending;
    const text = concepts.join(' ').replace(/\s+/g, ' ').trim();
    result.rows.push({ ...row, payee: (text || COMMON_CONCEPTS[common] || 'Movimiento').slice(0, 200), notes: text.length > 200 ? text.slice(200, 2200) : row.notes });
    pending = null;
  };
  lines.forEach((raw, index) => {
    const line = raw.replace(/\s+$/, '');
    const row = index + 1;
    if (line === '') return;
    const record = line.slice(0, 2);
    const field = (from: number, to: number) => raw.slice(from - 1, to);
    if (record === '11') {
      flush();
      result.accounts++;
      const currency = CURRENCIES[field(48, 50)] ?? null;
      result.currency ??= currency;
      // Norma 43 amounts carry two implied decimals whatever the currency; COP/CLP keep whole units.
      scale = 10 ** (2 - minorDigits(currency ?? 'EUR'));
      const balance = signedAmount(field(33, 33), field(34, 47), scale);
      const date = yymmdd(field(21, 26));
      if (balance === null || !date) {
        result.errors.push({ row, message: 'La cabecera de cuenta (registro 11) no tiene un saldo inicial o una fecha válidos' });
        return;
      }
      opening = balance;
      endDate = yymmdd(field(27, 32));
      money = (minor: number) => formatMoney(minor, currency ?? 'EUR');
      result.balances.opening = { date, amount: balance };
      debits = { count: 0, total: 0 };
      credits = { count: 0, total: 0 };
    } else if (record === '22') {
      flush();
      const date = yymmdd(field(11, 16));
      const amount = signedAmount(field(28, 28), field(29, 42), scale);
      if (!date) {
        result.errors.push({ row, message: `La fecha de operación "${field(11, 16)}" no es válida (AAMMDD)` });
        return;
      }
      if (amount === null) {
        result.errors.push({ row, message: `El importe "${field(29, 42)}" o su clave debe/haber "${field(28, 28)}" no es válido` });
        return;
      }
      if (amount < 0) debits = { count: debits.count + 1, total: debits.total - amount };
      else credits = { count: credits.count + 1, total: credits.total + amount };
      const document = field(43, 52).trim();
      const references = [field(53, 64).trim(), field(65, 80).trim()].filter((value) => value !== '' && !/^0+$/.test(value));
      pending = { row, date, amount, payee: '', notes: references.join(' · '), concepts: [], common: field(23, 24), fitid: null };
      if (document && !/^0+$/.test(document) && references.length === 0) pending.notes = `Documento ${document}`;
    } else if (record === '23') {
      if (pending) pending.concepts.push(field(5, 42).trim(), field(43, 80).trim());
    } else if (record === '33') {
      flush();
      const closing = signedAmount(field(59, 59), field(60, 73), scale);
      const date = endDate ?? result.rows.reduce((latest, item) => (item.date > latest ? item.date : latest), result.balances.opening?.date ?? '');
      if (closing === null) {
        result.errors.push({ row, message: 'El final de cuenta (registro 33) no tiene un saldo final válido' });
        return;
      }
      result.balances.closing = { date, amount: closing };
      const stated = {
        debits: { count: Number(field(21, 25)), total: Number(field(26, 39)) / scale },
        credits: { count: Number(field(40, 44)), total: Number(field(45, 58)) / scale },
      };
      const mismatches: string[] = [];
      // The counts have five digits: past 99,999 movements they wrap, as the banks write them.
      debits.count %= 100_000;
      credits.count %= 100_000;
      if (stated.debits.count !== debits.count || stated.debits.total !== debits.total) mismatches.push(`cargos: dice ${stated.debits.count} por ${money(stated.debits.total)}, leímos ${debits.count} por ${money(debits.total)}`);
      if (stated.credits.count !== credits.count || stated.credits.total !== credits.total) mismatches.push(`abonos: dice ${stated.credits.count} por ${money(stated.credits.total)}, leímos ${credits.count} por ${money(credits.total)}`);
      if (opening !== null && opening - debits.total + credits.total !== closing) mismatches.push('el saldo final no es el inicial más los movimientos');
      if (mismatches.length > 0) {
        result.errors.push({ row, message: `Los totales del final de cuenta no cuadran con los movimientos (${mismatches.join('; ')}): el archivo puede estar incompleto` });
      }
    } else if (record === '88' || record === '24') {
      flush();
    } else {
      flush();
      result.errors.push({ row, message: `Línea que no es un registro Norma 43 (empieza por "${line.slice(0, 2)}")` });
    }
  });
  flush();
  return result;
}

function yymmdd(text: string): string | null {
  const match = /^(\d{2})(\d{2})(\d{2})$/.exec(text);
  return match ? calendarDate(Number(match[1]), Number(match[2]), Number(match[3]), true) : null;
}

/** Key 1 = debe (money out), 2 = haber (money in); 14 digits with two implied decimals. */
function signedAmount(key: string, digits: string, scale: number): number | null {
  if ((key !== '1' && key !== '2') || !/^\d{14}$/.test(digits)) return null;
  const cents = Number(digits);
  if (cents % scale !== 0) return null;
  const minor = cents / scale;
  return key === '1' ? -minor : minor;
}
