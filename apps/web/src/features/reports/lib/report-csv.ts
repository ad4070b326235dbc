import { toCsv } from '@cuentas/shared/csv';
import { minorToInput } from '@cuentas/shared/money';
import { foldAccents } from '@cuentas/shared/text';
import type {
  BudgetRow,
  ForecastMonth,
  IncomeExpenseRow,
  NetWorthRow,
  SankeyLinkIn,
  SankeyNodeIn,
  SpendingSlice,
} from './chart-data.ts';
import { monthLabel } from './chart-data.ts';

export type CsvTable = { header: string[]; rows: string[][] };

/** Money as a spreadsheet reads it in Spanish: a plain number with a decimal comma ("1234,56"). */
export const plain = (minor: number, currency: string) => minorToInput(minor, currency);
const percent = (share: number) => (Math.round(share * 1000) / 10).toFixed(1).replace('.', ',');
const month = (value: string) => monthLabel(value, 'long');

export function incomeExpenseCsv(rows: readonly IncomeExpenseRow[], currency: string): CsvTable {
  return {
    header: ['Mes', `Ingresos (${currency})`, `Gastos (${currency})`, `Ahorro neto (${currency})`],
    rows: rows.map((row) => [
      month(row.month),
      plain(row.income, currency),
      plain(Math.abs(row.expense), currency),
      plain(row.net, currency),
    ]),
  };
}

export function spendingCsv(slices: readonly SpendingSlice[], currency: string, groupName: string | null): CsvTable {
  return {
    header: [groupName ? `Categoría de ${groupName}` : 'Grupo', `Gasto (${currency})`, '% del total'],
    rows: slices.map((slice) => [slice.name, plain(slice.amount, currency), percent(slice.share)]),
  };
}

export function netWorthCsv(rows: readonly NetWorthRow[], currency: string): CsvTable {
  return {
    header: ['Mes', `Patrimonio (${currency})`],
    rows: rows.map((row) => [month(row.month), row.net_worth === null ? '' : plain(row.net_worth, currency)]),
  };
}

export function cashFlowCsv(
  nodes: readonly SankeyNodeIn[],
  links: readonly SankeyLinkIn[],
  currency: string,
): CsvTable {
  return {
    header: ['Desde', 'Hacia', `Importe (${currency})`],
    rows: links.map((link) => [
      nodes[link.source]?.name ?? '',
      nodes[link.target]?.name ?? '',
      plain(link.value, currency),
    ]),
  };
}

export function budgetCsv(rows: readonly BudgetRow[], currency: string): CsvTable {
  return {
    header: ['Mes', `Presupuestado (${currency})`, `Gastado (${currency})`, `Restante (${currency})`],
    rows: rows.map((row) => [
      month(row.month),
      plain(row.budgeted, currency),
      plain(row.spent, currency),
      plain(row.budgeted - row.spent, currency),
    ]),
  };
}

export function forecastCsv(months: readonly ForecastMonth[], currency: string): CsvTable {
  return {
    header: ['Mes', `Saldo esperado (${currency})`, `Mínimo probable (${currency})`, `Máximo probable (${currency})`],
    rows: months.map((row) => [
      month(row.month),
      plain(row.expected, currency),
      plain(row.low, currency),
      plain(row.high, currency),
    ]),
  };
}

export type ForecastItem = {
  kind: 'reminder' | 'prospect';
  title: string;
  date: string;
  amount: number;
  probability: number;
};

export function forecastItemsCsv(items: readonly ForecastItem[], currency: string): CsvTable {
  return {
    header: ['Fecha', 'Concepto', 'Tipo', `Importe (${currency})`, 'Probabilidad (%)'],
    rows: items.map((item) => [
      item.date,
      item.title,
      item.kind === 'reminder' ? 'Recordatorio' : 'Prospecto',
      plain(item.amount, currency),
      String(Math.round(item.probability * 100)),
    ]),
  };
}

/** "ingresos-y-gastos_2025-06-01_2026-05-31.csv" */
export function csvFileName(report: string, range?: { from: string; to: string }): string {
  const slug = foldAccents(report)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return range ? `${slug}_${range.from}_${range.to}.csv` : `${slug}.csv`;
}

export function tableToCsv(table: CsvTable): string {
  return toCsv(table.header, table.rows);
}
