import '@mantine/charts/styles.css';
import { DonutChart } from '@mantine/charts';
import type { SpendingSlice } from '../dashboard-view.ts';

type SpendingDonutProps = { slices: SpendingSlice[]; money: (value: number) => string; label: string };

/** The spending donut; its own chunk, like the trend chart. */
export function SpendingDonut({ slices, money, label }: SpendingDonutProps) {
  return (
    <DonutChart
      data={slices.map((slice) => ({ name: slice.name, value: slice.amount, color: slice.color }))}
      size={170}
      thickness={26}
      paddingAngle={2}
      valueFormatter={money}
      chartLabel={label}
      tooltipDataSource="segment"
    />
  );
}
