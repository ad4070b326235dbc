import { BarChart } from '@mantine/charts';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useBudgetVsActual } from '../api/get-budget-vs-actual.ts';
import { budgetPoints, isEmpty, monthLabel } from '../lib/chart-data.ts';
import { moneyFormatters } from '../lib/money.ts';
import { budgetCsv, csvFileName } from '../lib/report-csv.ts';
import { ChartFrame } from './chart-frame.tsx';
import { ReportEmpty, ReportPanel } from './report-panel.tsx';
import { ReportTable } from './report-table.tsx';
import type { ReportTabProps } from './tab-props.ts';

/** What you planned to spend against what you spent, month by month. */
export function BudgetTab({ params, range, locale, fallbackCurrency }: ReportTabProps) {
  const query = useBudgetVsActual(params);
  const report = query.data;
  const { currency, money, axis } = moneyFormatters(report?.base_currency ?? fallbackCurrency, locale);
  const rows = report?.rows ?? [];
  const points = budgetPoints(rows, locale);
  const noBudget = rows.every((row) => row.budgeted === 0);

  return (
    <ReportPanel
      id="report-budget"
      title="Presupuesto frente a gasto real"
      description="El total presupuestado de cada mes frente a lo que gastaste en categorías de gasto. Un restante en rojo es lo que te pasaste."
      query={query}
      missingRates={report?.missing_rates}
      ratesUsed={report?.rates_used}
      locale={locale}
      empty={
        report && isEmpty.budget(rows) ? (
          <ReportEmpty title="Sin presupuesto ni gastos en este periodo">
            Crea tu presupuesto mensual en{' '}
            <Anchor component={Link} to="/budget" size="sm">
              Presupuesto
            </Anchor>{' '}
            y aquí verás si lo cumples.
          </ReportEmpty>
        ) : null
      }
    >
      {noBudget ? (
        <Text size="sm" c="dimmed" mb="sm">
          Aún no tienes presupuesto en estos meses: solo ves lo gastado.{' '}
          <Anchor component={Link} to="/budget" size="sm">
            Crear presupuesto
          </Anchor>
        </Text>
      ) : null}
      <ChartFrame
        startAtEnd
        label={`Gráfico de barras del presupuesto y el gasto real por mes, en ${currency}.`}
        minWidth={Math.max(320, points.length * 56)}
        legend={[
          { label: 'Presupuestado', color: 'blue.5' },
          { label: 'Gastado', color: 'orange.6' },
        ]}
      >
        <BarChart
          h={320}
          data={points}
          dataKey="label"
          series={[
            { name: 'budgeted', label: 'Presupuestado', color: 'blue.5' },
            { name: 'spent', label: 'Gastado', color: 'orange.6' },
          ]}
          valueFormatter={money}
          yAxisProps={{ tickFormatter: axis, width: 80 }}
          xAxisLabel="Mes"
          yAxisLabel={`Importe (${currency})`}
          maxBarWidth={28}
          gridAxis="x"
        />
      </ChartFrame>
      <ReportTable
        caption="Presupuesto y gasto por mes"
        columns={[
          { label: 'Mes' },
          { label: 'Presupuestado', numeric: true },
          { label: 'Gastado', numeric: true },
          { label: 'Restante', numeric: true },
        ]}
        rows={rows.map((row) => {
          const left = row.budgeted - row.spent;
          return {
            key: row.month,
            cells: [
              monthLabel(row.month, 'long', locale),
              money(row.budgeted),
              money(row.spent),
              <Text
                key="diff"
                inherit
                span
                c={row.budgeted === 0 ? 'dimmed' : left < 0 ? 'red.8' : 'teal.8'}
                title={
                  row.budgeted === 0 ? undefined : left < 0 ? 'Te pasaste del presupuesto' : 'Te sobró presupuesto'
                }
              >
                {row.budgeted === 0 ? '—' : money(left)}
              </Text>,
            ],
          };
        })}
        fileName={csvFileName('Presupuesto vs real', range)}
        csv={() => budgetCsv(rows, currency)}
      />
    </ReportPanel>
  );
}
