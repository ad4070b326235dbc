import { CompositeChart } from '@mantine/charts';
import { useIncomeExpense } from '../api/get-income-expense.ts';
import { incomeExpensePoints, isEmpty, monthLabel } from '../lib/chart-data.ts';
import { moneyFormatters } from '../lib/money.ts';
import { csvFileName, incomeExpenseCsv } from '../lib/report-csv.ts';
import { ChartFrame } from './chart-frame.tsx';
import { ReportEmpty, ReportPanel } from './report-panel.tsx';
import { ReportTable } from './report-table.tsx';
import type { ReportTabProps } from './tab-props.ts';
import { Money } from '../../../components/ui/money.tsx';

/** Income and expenses side by side per month, with the net saved as a line. */
export function IncomeExpenseTab({ params, range, locale, fallbackCurrency }: ReportTabProps) {
  const query = useIncomeExpense(params);
  const report = query.data;
  const { currency, money, axis } = moneyFormatters(report?.base_currency ?? fallbackCurrency, locale);
  // Months before the first movement are not "nothing happened": the ledger did not exist yet.
  // A new ledger's 12-month view starts at its first month instead of nine rows of 0,00.
  const all = report?.rows ?? [];
  const first = all.findIndex((row) => row.income !== 0 || row.expense !== 0);
  const rows = first > 0 ? all.slice(first) : all;
  const points = incomeExpensePoints(rows, locale);
  const totals = rows.reduce(
    (sum, row) => ({ income: sum.income + row.income, expense: sum.expense + row.expense, net: sum.net + row.net }),
    { income: 0, expense: 0, net: 0 },
  );

  return (
    <ReportPanel
      id="report-income-expense"
      title="Ingresos y gastos por mes"
      description="Cuánto entró y cuánto salió cada mes, y lo que ahorraste (las transferencias entre tus cuentas no cuentan)."
      query={query}
      missingRates={report?.missing_rates}
      ratesUsed={report?.rates_used}
      locale={locale}
      empty={
        report && isEmpty.incomeExpense(rows) ? (
          <ReportEmpty title="Sin movimientos en este periodo">
            Registra ingresos y gastos, o elige otro periodo o menos filtros.
          </ReportEmpty>
        ) : null
      }
    >
      <ChartFrame
        startAtEnd
        label={`Gráfico de barras de ingresos y gastos por mes, en ${currency}, con el ahorro neto como línea.`}
        minWidth={Math.max(320, points.length * 56)}
        legend={[
          { label: 'Ingresos', color: 'teal.6' },
          { label: 'Gastos', color: 'red.6' },
          { label: 'Ahorro neto', color: 'indigo.7' },
        ]}
      >
        <CompositeChart
          h={340}
          data={points}
          dataKey="label"
          series={[
            { name: 'income', label: 'Ingresos', color: 'teal.6', type: 'bar' },
            { name: 'expense', label: 'Gastos', color: 'red.6', type: 'bar' },
            { name: 'net', label: 'Ahorro neto', color: 'indigo.7', type: 'line' },
          ]}
          curveType="monotone"
          valueFormatter={money}
          yAxisProps={{ tickFormatter: axis, width: 80 }}
          xAxisLabel="Mes"
          yAxisLabel={`Importe (${currency})`}
          maxBarWidth={28}
          gridAxis="x"
          referenceLines={[{ y: 0, color: 'gray.5' }]}
        />
      </ChartFrame>
      <ReportTable
        caption="Datos por mes"
        columns={[
          { label: 'Mes' },
          { label: 'Ingresos', numeric: true },
          { label: 'Gastos', numeric: true },
          { label: 'Ahorro neto', numeric: true },
        ]}
        rows={rows.map((row) => ({
          key: row.month,
          cells: [
            monthLabel(row.month, 'long', locale),
            money(row.income),
            money(Math.abs(row.expense)),
            <Money key="net" inherit span amount={Math.round(row.net)} currency={currency} locale={locale} />,
          ],
        }))}
        footer={['Total', money(totals.income), money(Math.abs(totals.expense)), money(totals.net)]}
        fileName={csvFileName('Ingresos y gastos', range)}
        csv={() => incomeExpenseCsv(rows, currency)}
      />
    </ReportPanel>
  );
}
