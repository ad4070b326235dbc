import type { KeyboardEvent } from 'react';

/**
 * Mantine closes every open modal on Escape (a capture listener on window each), so a modal opened
 * over another one (a photo over the movement it belongs to) would take its parent down with it.
 * Marked controls are skipped by those listeners; the nested modal closes itself on Escape instead.
 */
export const STOP_ESCAPE = { 'data-mantine-stop-propagation': 'true' } as const;

export function nestedModalProps(onClose: () => void) {
  return {
    closeOnEscape: false,
    closeButtonProps: { 'aria-label': 'Cerrar', ...STOP_ESCAPE },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      onClose();
    },
  };
}
