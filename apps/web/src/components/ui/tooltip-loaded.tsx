import { Tooltip, type TooltipProps } from '@mantine/core';

/** Mantine's tooltip, in a file of its own: tooltip-on-use.tsx loads it when the user reaches for the element. */
export function LoadedTooltip(props: TooltipProps) {
  return <Tooltip {...props} />;
}
