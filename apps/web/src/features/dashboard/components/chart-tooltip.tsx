import { Box, Paper } from '@mantine/core';
import type { CSSProperties, Ref } from 'react';

type ChartTooltipProps = {
  /** The heading (the month of a point); a donut's tooltip has none. */
  label?: string;
  name: string;
  value: string;
  color: string;
  style?: CSSProperties;
  ref?: Ref<HTMLDivElement>;
};

/**
 * A chart's tooltip, as the charts of the reports screen show theirs (Mantine's chart tooltip):
 * one row with the series' colour, its name and the value.
 */
export function ChartTooltip({ label, name, value, color, style, ref }: ChartTooltipProps) {
  return (
    <Paper
      ref={ref}
      withBorder
      shadow="md"
      miw={200}
      style={{ position: 'absolute', pointerEvents: 'none', zIndex: 1, ...style }}
      data-testid="chart-tooltip"
    >
      {label ? (
        <Box px="md" py="xs" fz="md" c="bright" style={{ fontWeight: 'var(--mantine-font-weight-medium)' }}>
          {label}
        </Box>
      ) : null}
      <Box px="md" pb="sm" pt={label ? 0 : 'sm'}>
        <Box fz="sm" style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <Box style={{ display: 'flex', alignItems: 'center', gap: 'var(--mantine-spacing-sm)' }} me="xl">
            <svg width={12} height={12} aria-hidden="true" style={{ flex: 'none' }}>
              <circle r={6} cx={6} cy={6} fill={color} />
            </svg>
            <Box fz="sm" c="var(--mantine-color-text)">
              {name}
            </Box>
          </Box>
          <Box c="bright">{value}</Box>
        </Box>
      </Box>
    </Paper>
  );
}
