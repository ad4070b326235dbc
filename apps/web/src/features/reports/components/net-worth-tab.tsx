import { AreaChart } from '@mantine/charts';
import { useNetWorthReport } from '../api/get-net-worth-report.ts';
import { isEmpty, monthLabel, netWorthPoints } from '../lib/chart-data.ts';
import { moneyFormatters } from '../lib/money.ts';
import { csvFileName, netWorthCsv } from '../lib/report-csv.ts';
import { ChartFrame } from './chart-frame.tsx';
import { ReportEmpty, ReportPanel } from './report-panel.tsx';
import { ReportTable } from './report-table.tsx';
import type { ReportTabProps } from './tab-props.ts';

/** What you own minus what you owe, at the end of each month. */
export function NetWorthTab({ params, range, locale, fallbackCurrency }: ReportTabProps) {
  const query = useNetWorthReport(params);
  const report = query.data;
  const { currency, money, axis } = moneyFormatters(report?.base_currency ?? fallbackCurrency, locale);
  const rows = report?.rows ?? [];
  const points = netWorthPoints(rows, locale);
  const known = rows.filter((row) => row.net_worth !== null);
  const change = known.length > 1 ? known.at(-1)!.net_worth! - known[0]!.net_worth! : null;

  return (
    <ReportPanel
      id="report-net-worth"
      title="Evolución del patrimonio"
      description={
        change === null
          ? 'El saldo de todas tus cuentas al cierre de cada mes, deudas incluidas.'
          : `El saldo de tus cuentas al cierre de cada mes. En este periodo ${change >= 0 ? 'creció' : 'bajó'} ${money(Math.abs(change))}.`
      }
      query={query}
      missingRates={report?.missing_rates}
      ratesUsed={report?.rates_used}
      locale={locale}
      empty={
        report && isEmpty.netWorth(rows) ? (
          rows.some((row) => row.net_worth === null) && report.missing_rates.length ? (
            <ReportEmpty title="No podemos calcular tu patrimonio">
              Falta la tasa de cambio de alguna de tus monedas: agrégala y lo verás aquí.
            </ReportEmpty>
          ) : (
            <ReportEmpty title="Aún no hay patrimonio que mostrar">
              Agrega tus cuentas con su saldo inicial para ver cómo evoluciona.
            </ReportEmpty>
          )
        ) : null
      }
    >
      <ChartFrame
        startAtEnd
        label={`Gráfico de área del patrimonio al cierre de cada mes, en ${currency}.`}
        minWidth={Math.max(320, points.length * 44)}
        legend={[{ label: 'Patrimonio', color: 'cyan.6' }]}
      >
        <AreaChart
          h={320}
          data={points}
          dataKey="label"
          series={[{ name: 'net_worth', label: 'Patrimonio', color: 'cyan.6' }]}
          curveType="monotone"
          connectNulls={false}
          withDots={points.length <= 24}
          gridAxis="x"
          valueFormatter={money}
          yAxisProps={{ tickFormatter: axis, width: 80 }}
          xAxisLabel="Mes"
          yAxisLabel={`Patrimonio (${currency})`}
        />
      </ChartFrame>
      <ReportTable
        caption="Patrimonio al cierre de cada mes"
        columns={[{ label: 'Mes' }, { label: 'Patrimonio', numeric: true }]}
        rows={rows.map((row) => ({
          key: row.month,
          cells: [
            monthLabel(row.month, 'long', locale),
            row.net_worth === null ? 'Falta una tasa de cambio' : money(row.net_worth),
          ],
        }))}
        fileName={csvFileName('Patrimonio', range)}
        csv={() => netWorthCsv(rows, currency)}
      />
    </ReportPanel>
  );
}
