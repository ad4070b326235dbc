import '@mantine/charts/styles.css';
import { AreaChart } from '@mantine/charts';
import { useElementSize } from '@mantine/hooks';
import { evenTicks, type TrendPoint } from '../dashboard-view.ts';

type NetWorthAreaChartProps = {
  points: TrendPoint[];
  money: (value: number) => string;
  axis: (value: number) => string;
};

const Y_AXIS_WIDTH = 76;

/** The 12-month area chart; its own chunk so recharts loads after the numbers are on screen. */
export function NetWorthAreaChart({ points, money, axis }: NetWorthAreaChartProps) {
  const { ref, width } = useElementSize();
  // Until the first measurement, assume a phone-width card so labels never start out crowded.
  const ticks = evenTicks(
    points.map((point) => point.label),
    (width || 320) - Y_AXIS_WIDTH,
  );
  return (
    <div ref={ref}>
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
        yAxisProps={{ tickFormatter: axis, width: Y_AXIS_WIDTH }}
        xAxisProps={{ ticks, interval: 0 }}
      />
    </div>
  );
}
