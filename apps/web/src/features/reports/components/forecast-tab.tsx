import { Badge, List, SegmentedControl, Stack, Text } from '@mantine/core';
import { useForecast } from '../api/get-forecast.ts';
import { forecastPoints, monthLabel } from '../lib/chart-data.ts';
import { forecastNotes } from '../lib/forecast-notes.ts';
import { moneyFormatters } from '../lib/money.ts';
import { csvFileName, forecastCsv, forecastItemsCsv } from '../lib/report-csv.ts';
import type { ForecastHorizon } from '../lib/report-filters.ts';
import { ChartFrame } from './chart-frame.tsx';
import { ForecastChart } from './forecast-chart.tsx';
import { ReportEmpty, ReportPanel } from './report-panel.tsx';
import { ReportTable } from './report-table.tsx';
import type { ReportTabProps } from './tab-props.ts';

const horizonOptions = [
  { value: '3', label: '3 meses' },
  { value: '6', label: '6 meses' },
  { value: '12', label: '12 meses' },
];

const dateFormat = (locale: string) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** Where your balance is heading: today's net worth plus your usual month, known one-offs and weighted prospects. */
export function ForecastTab({ filters, onChange, locale, fallbackCurrency }: ReportTabProps) {
  const query = useForecast(filters.months);
  const report = query.data;
  const formatters = moneyFormatters(report?.base_currency ?? fallbackCurrency, locale);
  const { currency, money } = formatters;
  const points = forecastPoints(report?.start_balance ?? null, report?.months ?? [], locale);
  const items = (report?.months ?? []).flatMap((month) => month.items);
  const assumptions = report?.assumptions;
  const notes = report ? forecastNotes(report, money) : null;
  const formatDate = dateFormat(locale);

  return (
    <ReportPanel
      id="report-forecast"
      title="Proyección de tu saldo"
      description="Una estimación, no una promesa: se recalcula con cada movimiento que registras."
      query={query}
      missingRates={report?.missing_rates}
      actions={
        <SegmentedControl
          aria-label="Meses a proyectar"
          data={horizonOptions}
          value={String(filters.months)}
          onChange={(value) => onChange({ months: Number(value) as ForecastHorizon })}
          size="sm"
        />
      }
      empty={
        report && (report.start_balance === null || points.length === 0) ? (
          <ReportEmpty title="Aún no podemos proyectar tu saldo">
            Necesitamos tu moneda principal, al menos una cuenta y las tasas de cambio de tus otras monedas.
          </ReportEmpty>
        ) : null
      }
    >
      <Stack gap="lg">
        <ChartFrame
          label={`Gráfico de línea del saldo esperado en los próximos ${filters.months} meses, con una banda del rango probable, en ${currency}.`}
          minWidth={Math.max(320, points.length * 52)}
          legend={[
            { label: 'Saldo esperado', color: 'cyan.8' },
            { label: 'Rango probable', color: 'cyan.3' },
          ]}
        >
          <ForecastChart points={points} formatters={formatters} />
        </ChartFrame>
        {assumptions ? (
          <Stack gap={6} component="section" aria-label="Cómo lo calculamos">
            <Text fw={600} size="sm">
              Cómo lo calculamos
            </Text>
            <List size="sm" spacing={4}>
              <List.Item>Partimos de tu patrimonio de hoy: {money(report?.start_balance ?? 0)}.</List.Item>
              <List.Item>{notes?.history}</List.Item>
              <List.Item>{notes?.band}</List.Item>
              <List.Item>{notes?.items}</List.Item>
            </List>
          </Stack>
        ) : null}
        {items.length ? (
          <ReportTable
            caption="Recordatorios y prospectos incluidos"
            columns={[
              { label: 'Fecha' },
              { label: 'Concepto' },
              { label: 'Tipo' },
              { label: 'Importe', numeric: true },
              { label: 'Probabilidad', numeric: true },
            ]}
            rows={items.map((item, index) => ({
              key: `${item.kind}-${item.title}-${item.date}-${index}`,
              cells: [
                formatDate.format(new Date(`${item.date}T00:00:00Z`)),
                item.title,
                <Badge key="kind" size="sm" variant="light" color={item.kind === 'prospect' ? 'grape' : 'cyan'}>
                  {item.kind === 'prospect' ? 'Prospecto' : 'Recordatorio'}
                </Badge>,
                money(item.amount),
                `${Math.round(item.probability * 100)} %`,
              ],
            }))}
            fileName={csvFileName(`Proyección partidas ${filters.months} meses`)}
            csv={() => forecastItemsCsv(items, currency)}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {notes?.none ?? 'No hay recordatorios ni prospectos abiertos en este horizonte.'}
          </Text>
        )}
        <ReportTable
          caption="Saldo proyectado por mes"
          columns={[
            { label: 'Mes' },
            { label: 'Saldo esperado', numeric: true },
            { label: 'Mínimo probable', numeric: true },
            { label: 'Máximo probable', numeric: true },
          ]}
          rows={(report?.months ?? []).map((month) => ({
            key: month.month,
            cells: [
              monthLabel(month.month, 'long', locale),
              money(month.expected),
              money(month.low),
              money(month.high),
            ],
          }))}
          fileName={csvFileName(`Proyección ${filters.months} meses`)}
          csv={() => forecastCsv(report?.months ?? [], currency)}
        />
      </Stack>
    </ReportPanel>
  );
}
