import { describe, expect, it } from 'vitest';
import { spendingLevel } from './chart-data.ts';
import {
  budgetCsv,
  cashFlowCsv,
  csvFileName,
  forecastItemsCsv,
  incomeExpenseCsv,
  netWorthCsv,
  spendingCsv,
  tableToCsv,
} from './report-csv.ts';

describe('report CSV rows', () => {
  it('writes money as plain numbers with a decimal comma', () => {
    const table = incomeExpenseCsv([{ month: '2026-01', income: 123456, expense: -50000, net: 73456 }], 'EUR');
    expect(table).toEqual({
      header: ['Mes', 'Ingresos (EUR)', 'Gastos (EUR)', 'Ahorro neto (EUR)'],
      rows: [['Enero 2026', '1234,56', '500,00', '734,56']],
    });
    expect(incomeExpenseCsv([{ month: '2026-01', income: 2500000, expense: 0, net: 2500000 }], 'COP').rows[0]).toEqual([
      'Enero 2026',
      '2500000',
      '0',
      '2500000',
    ]);
  });

  it('covers every report', () => {
    const level = spendingLevel([{ category_id: 'a', name: 'Hogar', color: '#000', amount: 1500, children: [] }], null);
    expect(spendingCsv(level.slices, 'EUR', null).rows).toEqual([['Hogar', '15,00', '100,0']]);
    expect(netWorthCsv([{ month: '2026-02', net_worth: null }], 'EUR').rows).toEqual([['Febrero 2026', '']]);
    expect(
      cashFlowCsv(
        [
          { name: 'Salario', color: '' },
          { name: 'Ingresos', color: '' },
        ],
        [{ source: 0, target: 1, value: 100 }],
        'EUR',
      ).rows,
    ).toEqual([['Salario', 'Ingresos', '1,00']]);
    expect(budgetCsv([{ month: '2026-03', budgeted: 1000, spent: 1500 }], 'EUR').rows).toEqual([
      ['Marzo 2026', '10,00', '15,00', '-5,00'],
    ]);
    expect(
      forecastItemsCsv(
        [{ kind: 'prospect', title: 'Cliente', date: '2026-07-01', amount: 500000, probability: 0.6 }],
        'COP',
      ).rows,
    ).toEqual([['2026-07-01', 'Cliente', 'Prospecto', '500000', '60']]);
  });

  it('makes a spreadsheet-safe file with a clean name', () => {
    const csv = tableToCsv({ header: ['Mes', 'Neto'], rows: [['Enero 2026', '-5,00']] });
    // A plain negative number stays a number; text that merely starts with "-" is neutralised.
    expect(csv).toBe('\ufeffMes;Neto\nEnero 2026;-5,00\n');
    expect(tableToCsv({ header: ['Nota'], rows: [['-cmd|calc']] })).toBe("\ufeffNota\n'-cmd|calc\n");
    expect(csvFileName('Gastos por categoría', { from: '2026-01-01', to: '2026-03-31' })).toBe(
      'gastos-por-categoria_2026-01-01_2026-03-31.csv',
    );
  });
});
