import type { ReactNode } from 'react';

type NodeProps = {
  x: number;
  y: number;
  width: number;
  height: number;
  index: number;
  payload: { name: string; value: number; depth: number; color?: string };
};

const MAX_LABEL = 20;
const clip = (text: string) => (text.length > MAX_LABEL ? `${text.slice(0, MAX_LABEL - 1)}…` : text);

/**
 * The room a side column's labels need, in px: the longest one-line label ("Ingresos sin catego… ·
 * $ 12.345.678") at 12 px, with its gap. A fixed 190 px clipped the left labels ("gresos sin …").
 */
export function sankeyLabelRoom(
  labels: readonly { name: string; value: number }[],
  money: (value: number) => string,
): number {
  const longest = Math.max(0, ...labels.map((label) => `${clip(label.name)} · ${money(label.value)}`.length));
  return Math.min(360, Math.max(120, Math.ceil(longest * 7.2) + 16));
}
const halo = {
  stroke: 'var(--mantine-color-body)',
  strokeWidth: 4,
  paintOrder: 'stroke' as const,
  strokeLinejoin: 'round' as const,
};

/**
 * A Sankey node with its name and amount outside the flows: sources on the left, destinations on
 * the right, the middle column over a halo of the page's colour so the text stays readable over the links. A
 * thin node gets one line ("Salud · 76 €") so neighbours never overlap.
 */
export function sankeyNode(money: (value: number) => string, inside = false) {
  return function SankeyNode({ x, y, width, height, payload }: NodeProps): ReactNode {
    const column = payload.depth === 0 ? 'left' : payload.depth >= 2 ? 'right' : 'middle';
    // `inside` (a phone): no room beside the chart, so the outer columns are labelled towards the
    // middle, over the flows and their halo, and the whole diagram fits the screen's width.
    const towardsLeft = inside ? column === 'right' : column === 'left';
    const labelX = towardsLeft ? x - 8 : x + width + 8;
    const anchor = towardsLeft ? 'end' : 'start';
    const centre = y + height / 2;
    const extra = column === 'middle' || inside ? halo : {};
    const name = clip(payload.name);
    return (
      <g>
        <rect
          x={x}
          y={y}
          width={width}
          height={Math.max(height, 2)}
          fill={payload.color || 'var(--mantine-color-gray-5)'}
          rx={2}
        />
        {height >= 30 ? (
          <>
            <text
              x={labelX}
              y={centre - 8}
              textAnchor={anchor}
              dominantBaseline="central"
              fontSize={12}
              fontWeight={600}
              fill="var(--mantine-color-text)"
              {...extra}
            >
              {name}
            </text>
            <text
              x={labelX}
              y={centre + 8}
              textAnchor={anchor}
              dominantBaseline="central"
              fontSize={12}
              fill="var(--mantine-color-dimmed)"
              {...extra}
            >
              {money(payload.value)}
            </text>
          </>
        ) : (
          <text
            x={labelX}
            y={centre}
            textAnchor={anchor}
            dominantBaseline="central"
            fontSize={12}
            fill="var(--mantine-color-text)"
            {...extra}
          >
            <tspan fontWeight={600}>{name}</tspan>
            <tspan fill="var(--mantine-color-dimmed)"> · {money(payload.value)}</tspan>
          </text>
        )}
      </g>
    );
  };
}
