import '@mantine/charts/styles.css';
import { Box, ColorSwatch, Group, ScrollArea, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef, type ReactNode } from 'react';

export type LegendItem = { label: string; color: string };

/** "teal.6" → the Mantine CSS variable; hex colours pass through. */
export function colorVar(color: string): string {
  const [name, shade] = color.split('.');
  return shade ? `var(--mantine-color-${name}-${shade})` : color;
}

/**
 * A chart with a text alternative and a legend that stays in view. From a tablet up the chart keeps
 * a readable minimum width and scrolls sideways if the screen is narrower; on a phone it fits the
 * screen (thinner bars, fewer axis labels), because scrolled sideways its amounts axis left the
 * view and the page looked cut (decision 037).
 */
export function ChartFrame({
  label,
  minWidth = 0,
  legend,
  startAtEnd = false,
  children,
}: {
  label: string;
  minWidth?: number;
  legend?: readonly LegendItem[];
  /** Months up to now: a phone opens on the latest ones, not on the oldest (often empty) ones. */
  startAtEnd?: boolean;
  children: ReactNode;
}) {
  const viewport = useRef<HTMLDivElement>(null);
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  useEffect(() => {
    const element = viewport.current;
    if (startAtEnd && element) element.scrollLeft = element.scrollWidth;
  }, [startAtEnd, minWidth]);
  return (
    <Box component="figure" m={0}>
      <VisuallyHidden component="figcaption">{label}</VisuallyHidden>
      {legend ? (
        <Group gap="md" mb="xs" component="ul" p={0} style={{ listStyle: 'none' }} aria-label="Leyenda">
          {legend.map((item) => (
            <Group key={item.label} component="li" gap={6} wrap="nowrap">
              <ColorSwatch color={colorVar(item.color)} size={12} withShadow={false} aria-hidden="true" />
              <Text size="sm">{item.label}</Text>
            </Group>
          ))}
        </Group>
      ) : null}
      <ScrollArea type="auto" offsetScrollbars="x" scrollbars="x" viewportRef={viewport}>
        <Box miw={phone ? 0 : minWidth}>{children}</Box>
      </ScrollArea>
    </Box>
  );
}
