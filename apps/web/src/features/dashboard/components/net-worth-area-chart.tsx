import { getThemeColor, useMantineTheme } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { type KeyboardEvent, type MouseEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { evenTicks, type TrendPoint } from '../dashboard-view.ts';
import { monotonePath, niceTicks, type Point } from '../chart-geometry.ts';
import { ChartTooltip } from './chart-tooltip.tsx';
import classes from './charts.module.css';

type NetWorthAreaChartProps = {
  points: TrendPoint[];
  money: (value: number) => string;
  axis: (value: number) => string;
};

const HEIGHT = 220;
const Y_AXIS_WIDTH = 76;
const TOP = 0;
const X_AXIS_HEIGHT = 30;
const TOOLTIP_OFFSET = 10;

/**
 * The 12-month area chart, plain SVG (decision 045): a monotone line with a gradient down (or up)
 * to zero, the y axis in five round steps, dashed month lines, and a tooltip on hover or with the
 * arrow keys.
 */
export function NetWorthAreaChart({ points, money, axis }: NetWorthAreaChartProps) {
  const theme = useMantineTheme();
  const color = getThemeColor('cyan.6', theme);
  const gradient = useId();
  const { ref, width: measured } = useElementSize();
  // Until the first measurement, assume a phone-width card so labels never start out crowded.
  const width = measured || 320;
  const [active, setActive] = useState<number | null>(null);

  const left = Y_AXIS_WIDTH;
  const bottom = HEIGHT - X_AXIS_HEIGHT;
  const known = points.flatMap((point) => (point.value === null ? [] : [point.value]));
  const ticks = niceTicks(Math.min(0, ...known), Math.max(0, ...known));
  const [low, high] = [ticks[0] ?? 0, ticks.at(-1) ?? 1];
  const xOf = (index: number) => left + (points.length > 1 ? (index / (points.length - 1)) * (width - left) : 0);
  const yOf = (value: number) => bottom - ((value - low) / (high - low || 1)) * (bottom - TOP);
  const labels = new Set(
    evenTicks(
      points.map((point) => point.label),
      width - left,
    ),
  );
  const zero = yOf(Math.min(Math.max(0, low), high));

  // A missing month (a rate missing) breaks the line and the area, as it did before.
  const segments: Point[][] = [];
  points.forEach((point, index) => {
    if (point.value === null) return void segments.push([]);
    if (segments.length === 0) segments.push([]);
    segments.at(-1)!.push({ x: xOf(index), y: yOf(point.value) });
  });
  const drawn = segments.filter((segment) => segment.length > 0);

  const pick = (event: MouseEvent<SVGSVGElement>) => {
    const x = event.clientX - event.currentTarget.getBoundingClientRect().left;
    const step = points.length > 1 ? (width - left) / (points.length - 1) : 1;
    setActive(Math.min(points.length - 1, Math.max(0, Math.round((x - left) / step))));
  };
  const move = (event: KeyboardEvent<SVGSVGElement>) => {
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (event.key === 'Escape') setActive(null);
    if (delta === 0) return;
    event.preventDefault();
    setActive((index) => Math.min(points.length - 1, Math.max(0, (index ?? (delta > 0 ? -1 : points.length)) + delta)));
  };

  const shown = active === null ? null : points[active];
  const tooltip = useRef<HTMLDivElement>(null);
  const [tooltipWidth, setTooltipWidth] = useState(0);
  useLayoutEffect(() => setTooltipWidth(tooltip.current?.offsetWidth ?? 0), [active]);
  const cursor = active === null ? 0 : xOf(active);
  const right = cursor + TOOLTIP_OFFSET;
  // Flipped to the cursor's left when it would overflow, but never left of the plot.
  const tooltipLeft = right + tooltipWidth > width ? Math.max(left, cursor - TOOLTIP_OFFSET - tooltipWidth) : right;

  return (
    <div ref={ref} className={classes.root} style={{ position: 'relative', height: HEIGHT }}>
      <svg
        width={width}
        height={HEIGHT}
        tabIndex={0}
        onMouseMove={pick}
        onMouseLeave={() => setActive(null)}
        onKeyDown={move}
        onBlur={() => setActive(null)}
      >
        <defs>
          <linearGradient id={gradient} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor={color} stopOpacity={0.2} />
            <stop offset="100%" stopColor={color} stopOpacity={0.01} />
          </linearGradient>
        </defs>
        <g className={classes.grid}>
          {/* A line at each labelled month, and at the chart's left edge. */}
          {points.map((point, index) =>
            labels.has(point.label) || index === 0 ? (
              <line key={point.month} x1={xOf(index)} x2={xOf(index)} y1={TOP} y2={bottom} strokeDasharray="5 5" />
            ) : null,
          )}
        </g>
        <g className={classes.axis} fontSize={12}>
          {points.map((point, index) =>
            labels.has(point.label) ? (
              <text key={point.month} x={xOf(index)} y={bottom + 18} dy="0.71em" textAnchor="middle">
                {point.label}
              </text>
            ) : null,
          )}
          {ticks.map((tick) => (
            // The top label is held inside the chart, as the chart library held it.
            <text key={tick} x={left - 18} y={Math.max(yOf(tick), 9.3)} dy="0.355em" textAnchor="end">
              {axis(tick)}
            </text>
          ))}
        </g>
        {drawn.map((segment) => {
          const line = monotonePath(segment);
          return (
            <g key={`${segment[0]!.x}`}>
              <path d={`${line}L${segment.at(-1)!.x},${zero}L${segment[0]!.x},${zero}Z`} fill={`url(#${gradient})`} />
              <path d={line} fill="none" stroke={color} strokeWidth={2} />
            </g>
          );
        })}
        {shown ? (
          <line
            className={classes.cursor}
            x1={cursor}
            x2={cursor}
            y1={TOP}
            y2={bottom}
            strokeDasharray="5 5"
            data-testid="chart-cursor"
          />
        ) : null}
      </svg>
      {shown ? (
        <ChartTooltip
          ref={tooltip}
          label={shown.label}
          name="Patrimonio"
          value={shown.value === null ? 'Sin dato' : money(shown.value)}
          color={color}
          style={{ left: tooltipLeft, top: 0 }}
        />
      ) : null}
    </div>
  );
}
