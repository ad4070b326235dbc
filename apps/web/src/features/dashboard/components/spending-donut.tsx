import { getThemeColor, useMantineTheme } from '@mantine/core';
import { type KeyboardEvent, useLayoutEffect, useRef, useState } from 'react';
import { donutSectors, polar } from '../chart-geometry.ts';
import type { SpendingSlice } from '../dashboard-view.ts';
import { ChartTooltip } from './chart-tooltip.tsx';
import classes from './charts.module.css';

type SpendingDonutProps = { slices: SpendingSlice[]; money: (value: number) => string; label: string };

const SIZE = 170;
const THICKNESS = 26;
const OUTER = SIZE / 2;
const INNER = OUTER - THICKNESS;
const TOOLTIP_OFFSET = 10;
const MARGIN = 5;

/**
 * The spending donut, plain SVG (decision 045): the slices counter-clockwise from three o'clock,
 * 2° apart, the month's total in the middle, and a slice's tooltip on hover or with the arrow keys.
 */
export function SpendingDonut({ slices, money, label }: SpendingDonutProps) {
  const theme = useMantineTheme();
  const [active, setActive] = useState<number | null>(null);
  const sectors = donutSectors(
    slices.map((slice) => slice.amount),
    { cx: OUTER, cy: OUTER, inner: INNER, outer: OUTER, padding: 2 },
  );
  const move = (event: KeyboardEvent<SVGSVGElement>) => {
    const delta =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? -1
          : 0;
    if (event.key === 'Escape') setActive(null);
    if (delta === 0) return;
    event.preventDefault();
    setActive((index) =>
      index === null ? (delta > 0 ? 0 : slices.length - 1) : (index + delta + slices.length) % slices.length,
    );
  };

  const shown = active === null ? null : slices[active];
  const tooltip = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(
    () => setSize({ width: tooltip.current?.offsetWidth ?? 0, height: tooltip.current?.offsetHeight ?? 0 }),
    [active],
  );
  // The tooltip points from the middle of the slice, kept inside the donut's box (less its 5 px
  // margin) where it fits.
  const anchor = active === null ? { x: 0, y: 0 } : polar(OUTER, OUTER, (INNER + OUTER) / 2, sectors[active]!.midAngle);
  const place = (at: number, extent: number) =>
    at + TOOLTIP_OFFSET + extent > SIZE - MARGIN ? Math.max(MARGIN, at - TOOLTIP_OFFSET - extent) : at + TOOLTIP_OFFSET;

  return (
    <div className={classes.root} style={{ position: 'relative', width: SIZE, height: SIZE }}>
      <svg
        width={SIZE}
        height={SIZE}
        tabIndex={0}
        onKeyDown={move}
        onBlur={() => setActive(null)}
        onMouseLeave={() => setActive(null)}
      >
        {sectors.map((sector, index) => (
          <path
            key={slices[index]!.key}
            d={sector.path}
            fill={getThemeColor(slices[index]!.color, theme)}
            stroke="var(--mantine-color-body)"
            strokeWidth={1}
            onMouseEnter={() => setActive(index)}
          />
        ))}
        <text x="50%" y="50%" textAnchor="middle" dominantBaseline="middle" className={classes.label}>
          {label}
        </text>
      </svg>
      {shown ? (
        <ChartTooltip
          ref={tooltip}
          name={shown.name}
          value={money(shown.amount)}
          color={getThemeColor(shown.color, theme)}
          style={{ left: place(anchor.x, size.width), top: place(anchor.y, size.height) }}
        />
      ) : null}
    </div>
  );
}
