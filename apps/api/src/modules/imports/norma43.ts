import type { Statement } from '@cuentas/shared/schemas/imports';
import { calendarDate } from '@cuentas/shared/calendar-dates';
import { formatMoney, minorDigits } from '@cuentas/shared/money';
import type { IncomingRow } from './duplicates.ts';
import type { RowError } from './rows.ts';

export type StatementFile = { rows: IncomingRow[]; errors: RowError[]; balances: Statement; currency: string | null };

/** ISO 4217 numeric codes Norma 43 writes in records 11 and 33. */
const CURRENCIES: Record<string, string> = {
  '978': 'EUR',
  '840': 'USD',
  '826': 'GBP',
  '756': 'CHF',
  '484': 'MXN',
  '170': 'COP',
  '152': 'CLP',
  '032': 'ARS',
  '604': 'PEN',
  '986': 'BRL',
  '392': 'JPY',
};

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
  truncated: (account: string) =>
    `El extracto de la cuenta ${account} termina sin su registro final (33): puede estar incompleto, y no trae saldo final que comprobar. Compara el saldo con el de tu banco.`,
  noFileEnd: 'El archivo Norma 43 termina sin su registro de fin de archivo (88): puede estar incompleto.',
};

/** One account's statement inside a Norma 43 file (records 11 … 33). */
export type Norma43Statement = StatementFile & {
  /** The account as the bank writes it: entity, office and account number ("0081 4797 6995216857"). */
  account: string;
  /** The name record 11 carries (the holder or the account's label). */
  name: string;
  warnings: string[];
};

type Pending = IncomingRow & { concepts: string[]; common: string };

/**
 * Reads a Norma 43 (AEB/CSB 43) file: fixed-width 80-character records 11 (account header:
 * opening balance), 22 (movement), 23 (up to five lines of concept text), 33 (account end: debit
 * and credit totals and the closing balance) and 88 (file end). The totals of record 33 are
 * checked against the movements read, so an altered file is reported, not imported; a file cut
 * before its 33 or 88 imports with a warning. A file may hold the statements of several accounts
 * (one 11 … 33 block each): each is returned on its own, for the account the user picks.
 */
export function parseNorma43(text: string): {
  statements: Norma43Statement[];
  errors: StatementFile['errors'];
  warnings: string[];
} {
  const statements: Norma43Statement[] = [];
  const fileErrors: StatementFile['errors'] = [];
  const warnings: string[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  let current: Norma43Statement | null = null;
  let pending: Pending | null = null;
  let debits = { count: 0, total: 0 };
  let credits = { count: 0, total: 0 };
  let opening: number | null = null;
  let scale = 1;
  let endDate: string | null = null;
  let ended = true;
  let fileEnded = false;
  let money = (minor: number) => String(minor);
  const errorsOf = () => current?.errors ?? fileErrors;
  const flush = () => {
    if (!pending) return;
    const { concepts, common, ...row } = pending;
    const text = concepts.join(' ').replace(/\s+/g, ' ').trim();
    // A movement of 0.00 counts in record 33's totals but moves no money: it is not imported.
    if (row.amount !== 0)
      current?.rows.push({
        ...row,
        payee: (text || COMMON_CONCEPTS[common] || 'Movimiento').slice(0, 200),
        notes: text.length > 200 ? text.slice(200, 2200) : row.notes,
      });
    pending = null;
  };
  const closeStatement = () => {
    flush();
    if (current && !ended) current.warnings.push(norma43Messages.truncated(current.account));
    current = null;
  };
  lines.forEach((raw, index) => {
    const line = raw.replace(/\s+$/, '');
    const row = index + 1;
    if (line === '') return;
    const record = line.slice(0, 2);
    const field = (from: number, to: number) => raw.slice(from - 1, to);
    if (record === '11') {
      closeStatement();
      const currency = CURRENCIES[field(48, 50)] ?? null;
      current = {
        rows: [],
        errors: [],
        warnings: [],
        balances: { opening: null, closing: null },
        currency,
        account: `${field(3, 6)} ${field(7, 10)} ${field(11, 20)}`,
        name: field(52, 77).trim(),
      };
      statements.push(current);
      ended = false;
      // Norma 43 amounts carry two implied decimals whatever the currency; COP/CLP keep whole units.
      scale = 10 ** (2 - minorDigits(currency ?? 'EUR'));
      const balance = signedAmount(field(33, 33), field(34, 47), scale);
      const date = yymmdd(field(21, 26));
      debits = { count: 0, total: 0 };
      credits = { count: 0, total: 0 };
      if (balance === null || !date) {
        opening = null;
        current.errors.push({
          row,
          message: 'La cabecera de cuenta (registro 11) no tiene un saldo inicial o una fecha válidos',
        });
        return;
      }
      opening = balance;
      endDate = yymmdd(field(27, 32));
      money = (minor: number) => formatMoney(minor, currency ?? 'EUR');
      current.balances.opening = { date, amount: balance };
    } else if (record === '22') {
      flush();
      const date = yymmdd(field(11, 16));
      const amount = signedAmount(field(28, 28), field(29, 42), scale);
      if (!current) {
        fileErrors.push({ row, message: 'Movimiento (registro 22) antes de la cabecera de cuenta (registro 11)' });
        return;
      }
      if (!date) {
        current.errors.push({ row, message: `La fecha de operación "${field(11, 16)}" no es válida (AAMMDD)` });
        return;
      }
      if (amount === null) {
        current.errors.push({
          row,
          message: `El importe "${field(29, 42)}" o su clave debe/haber "${field(28, 28)}" no es válido`,
        });
        return;
      }
      if (field(28, 28) === '1') debits = { count: debits.count + 1, total: debits.total - amount };
      else credits = { count: credits.count + 1, total: credits.total + amount };
      const document = field(43, 52).trim();
      const references = [field(53, 64).trim(), field(65, 80).trim()].filter(
        (value) => value !== '' && !/^0+$/.test(value),
      );
      pending = {
        row,
        date,
        amount,
        payee: '',
        notes: references.join(' · '),
        concepts: [],
        common: field(23, 24),
        fitid: null,
      };
      if (document && !/^0+$/.test(document) && references.length === 0) pending.notes = `Documento ${document}`;
    } else if (record === '23') {
      // The 76 characters after the code are one stream of text: a word may run from the first
      // 38-character half into the second ("SUPERMARK" + "ET"), so the halves are not split.
      if (pending) pending.concepts.push(raw.slice(4, 80));
    } else if (record === '33') {
      flush();
      if (!current) {
        fileErrors.push({ row, message: 'Final de cuenta (registro 33) sin su cabecera (registro 11)' });
        return;
      }
      ended = true;
      const statement = current;
      const expected = opening === null ? null : opening - debits.total + credits.total;
      // Some banks write the closing balance's sign key as 0: read with the sign the movements give it.
      const key = field(59, 59) === '0' ? (expected !== null && expected < 0 ? '1' : '2') : field(59, 59);
      const closing = signedAmount(key, field(60, 73), scale);
      const date =
        endDate ??
        statement.rows.reduce(
          (latest, item) => (item.date > latest ? item.date : latest),
          statement.balances.opening?.date ?? '',
        );
      if (closing === null) {
        statement.errors.push({ row, message: 'El final de cuenta (registro 33) no tiene un saldo final válido' });
        return;
      }
      statement.balances.closing = { date, amount: closing };
      const stated = {
        debits: { count: Number(field(21, 25)), total: Number(field(26, 39)) / scale },
        credits: { count: Number(field(40, 44)), total: Number(field(45, 58)) / scale },
      };
      const mismatches: string[] = [];
      // The counts have five digits: past 99,999 movements they wrap, as the banks write them.
      debits.count %= 100_000;
      credits.count %= 100_000;
      if (stated.debits.count !== debits.count || stated.debits.total !== debits.total)
        mismatches.push(
          `cargos: dice ${stated.debits.count} por ${money(stated.debits.total)}, leímos ${debits.count} por ${money(debits.total)}`,
        );
      if (stated.credits.count !== credits.count || stated.credits.total !== credits.total)
        mismatches.push(
          `abonos: dice ${stated.credits.count} por ${money(stated.credits.total)}, leímos ${credits.count} por ${money(credits.total)}`,
        );
      if (expected !== null && expected !== closing)
        mismatches.push('el saldo final no es el inicial más los movimientos');
      if (mismatches.length > 0) {
        statement.errors.push({
          row,
          message: `Los totales del final de cuenta no cuadran con los movimientos (${mismatches.join('; ')}): el archivo puede estar incompleto`,
        });
      }
    } else if (record === '88') {
      closeStatement();
      fileEnded = true;
    } else if (record === '24') {
      // Currency equivalence of the movement above: nothing to import.
    } else {
      flush();
      errorsOf().push({ row, message: `Línea que no es un registro Norma 43 (empieza por "${line.slice(0, 2)}")` });
    }
  });
  closeStatement();
  // A statement cut before its 33 already says so; a file whose statements all ended but has no 88 is said here.
  if (!fileEnded && statements.length > 0 && statements.every((statement) => statement.warnings.length === 0))
    warnings.push(norma43Messages.noFileEnd);
  return { statements, errors: fileErrors, warnings };
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
