import type { CsvOptions } from '@cuentas/shared/schemas/imports';
import { describe, expect, it } from 'vitest';
import {
  assignRole,
  columnCount,
  mappingProblems,
  optionsFitColumns,
  optionsWithRoles,
  rolesFromOptions,
  sampleTable,
} from './column-mapping.ts';

const bbva: CsvOptions = {
  delimiter: ';',
  encoding: 'utf-8',
  has_header: true,
  skip_rows: 0,
  date_format: 'DD/MM/YYYY',
  decimal: ',',
  date_column: 0,
  amount_column: 4,
  debit_column: null,
  credit_column: null,
  payee_column: 2,
  notes_column: 8,
  balance_column: null,
  sign_column: null,
  invert_sign: false,
  status_column: null,
};

describe('rolesFromOptions / optionsWithRoles', () => {
  it('reads one role per column and writes the same options back', () => {
    const roles = rolesFromOptions(bbva, 9);
    expect(roles).toEqual(['date', 'ignore', 'payee', 'ignore', 'amount', 'ignore', 'ignore', 'ignore', 'notes']);
    expect(optionsWithRoles(bbva, roles)).toEqual(bbva);
  });

  it('ignores columns beyond the file and maps debit and credit columns', () => {
    const chile = {
      ...bbva,
      amount_column: null,
      debit_column: 2,
      credit_column: 3,
      payee_column: 1,
      notes_column: 12,
    };
    const roles = rolesFromOptions(chile, 5);
    expect(roles).toEqual(['date', 'payee', 'debit', 'credit', 'ignore']);
    expect(optionsWithRoles(chile, roles)).toMatchObject({
      amount_column: null,
      debit_column: 2,
      credit_column: 3,
      notes_column: null,
    });
  });

  it('tells when saved options point past the file', () => {
    expect(optionsFitColumns(bbva, 9)).toBe(true);
    expect(optionsFitColumns(bbva, 3)).toBe(false);
  });

  it('is null while the date or the amount is missing', () => {
    expect(optionsWithRoles(bbva, ['ignore', 'ignore', 'payee', 'ignore', 'amount'])).toBeNull();
    expect(optionsWithRoles(bbva, ['date', 'payee'])).toBeNull();
  });
});

describe('assignRole', () => {
  const roles = rolesFromOptions(bbva, 9);

  it('moves a role from its old column to the new one', () => {
    const next = assignRole(roles, 3, 'payee');
    expect(next[2]).toBe('ignore');
    expect(next[3]).toBe('payee');
  });

  it('keeps a single amount and debit/credit columns apart', () => {
    const split = assignRole(roles, 5, 'debit');
    expect(split[4]).toBe('ignore');
    expect(split[5]).toBe('debit');
    const both = assignRole(split, 6, 'credit');
    expect(both.filter((role) => role === 'debit' || role === 'credit')).toHaveLength(2);
    const back = assignRole(both, 4, 'amount');
    expect(back[5]).toBe('ignore');
    expect(back[6]).toBe('ignore');
  });

  it('lets any number of columns be ignored', () => {
    const next = assignRole(assignRole(roles, 0, 'ignore'), 2, 'ignore');
    expect(next.filter((role) => role === 'ignore')).toHaveLength(7);
    expect(mappingProblems(next)).toEqual(['Elige qué columna tiene la fecha.']);
  });
});

describe('sampleTable and columnCount', () => {
  const headers = ['Fecha', 'Concepto', 'Importe'];
  const sample = [['15/01/2026', 'Mercadona', '-45,30']];

  it('moves the first row in and out of the header', () => {
    expect(sampleTable(headers, sample, true, true)).toEqual({ headers, rows: sample });
    expect(sampleTable(headers, sample, true, false)).toEqual({ headers: [], rows: [headers, ...sample] });
    expect(sampleTable([], sample, false, true)).toEqual({ headers: sample[0], rows: [] });
  });

  it('counts the widest row', () => {
    expect(columnCount(headers, [...sample, ['a', 'b', 'c', 'd']])).toBe(4);
    expect(columnCount([], [])).toBe(0);
  });
});

describe('balance and D/H columns', () => {
  it('maps a Saldo column and a D/H column that signs a single amount, and drops the D/H with debit/credit columns', () => {
    const davivienda: CsvOptions = {
      ...bbva,
      amount_column: 4,
      sign_column: 3,
      balance_column: 5,
      notes_column: null,
      payee_column: 1,
    };
    const roles = rolesFromOptions(davivienda, 6);
    expect(roles).toEqual(['date', 'payee', 'ignore', 'sign', 'amount', 'balance']);
    expect(optionsWithRoles(davivienda, roles)).toEqual(davivienda);
    const split = assignRole(roles, 4, 'debit');
    expect(split).toEqual(['date', 'payee', 'ignore', 'ignore', 'debit', 'balance']);
    expect(optionsWithRoles(davivienda, split)).toMatchObject({
      amount_column: null,
      debit_column: 4,
      sign_column: null,
      balance_column: 5,
    });
  });
});
