import '@mantine/charts/styles.css';
import { AreaChart } from '@mantine/charts';
import type { TrendPoint } from '../dashboard-view.ts';

type NetWorthAreaChartProps = { points: TrendPoint[]; money: (value: number) => string; axis: (value: number) => string };

/** The 12-month area chart; its own chunk so recharts loads after the numbers are on screen. */
export function NetWorthAreaChart({ points, money, axis }: NetWorthAreaChartProps) {
  return (
    <AreaChart
      h={220}
      data={points}
      dataKey="label"
      series={[{ name: 'value', label: 'Patrimonio', color: 'cyan.6' }]}
      curveType="monotone"
      withDots={false}
      connectNulls={false}
      gridAxis="y"
      tickLine="none"
      valueFormatter={money}
      yAxisProps={{ tickFormatter: axis, width: 76 }}
      xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 16 }}
    />
  );
}
