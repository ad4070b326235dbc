import { CompositeChart } from '@mantine/charts';
import { Paper, Text } from '@mantine/core';
import type { ForecastPoint } from '../lib/chart-data.ts';
import type { MoneyFormatters } from '../lib/money.ts';

type TooltipProps = { active?: boolean; label?: string | number; payload?: readonly { payload?: ForecastPoint }[] };

function ForecastTooltip({ active, label, payload, money }: TooltipProps & { money: (value: number) => string }) {
  const point = payload?.[0]?.payload;
  if (!active || !point) return null;
  return (
    <Paper withBorder shadow="md" radius="md" p="xs" miw={200}>
      <Text size="sm" fw={700} mb={4}>
        {label}
      </Text>
      <Text size="sm">
        Saldo esperado: <strong>{money(point.expected)}</strong>
      </Text>
      {point.low !== point.high ? (
        <Text size="xs" c="dimmed">
          Rango probable: {money(point.low)} – {money(point.high)}
        </Text>
      ) : null}
    </Paper>
  );
}

/** The expected balance as a line over its likely range (a shaded band from low to high). */
export function ForecastChart({ points, formatters }: { points: ForecastPoint[]; formatters: MoneyFormatters }) {
  const { money, axis, currency } = formatters;
  return (
    <CompositeChart
      h={340}
      data={points}
      dataKey="label"
      series={[
        { name: 'band', label: 'Rango probable', color: 'cyan.3', type: 'area' },
        { name: 'expected', label: 'Saldo esperado', color: 'cyan.8', type: 'line' },
      ]}
      curveType="monotone"
      valueFormatter={money}
      yAxisProps={{ tickFormatter: axis, width: 80, domain: ['auto', 'auto'] }}
      xAxisLabel="Mes"
      yAxisLabel={`Saldo (${currency})`}
      gridAxis="x"
      areaProps={{ fillOpacity: 0.35, strokeOpacity: 0.4, dot: false, activeDot: false }}
      tooltipProps={{ content: (props: TooltipProps) => <ForecastTooltip {...props} money={money} /> }}
    />
  );
}
