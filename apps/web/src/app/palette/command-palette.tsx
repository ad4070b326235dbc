import { ActionIcon } from '@mantine/core';
import { useHotkeys, useWindowEvent } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { TooltipOnUse } from '../../components/ui/tooltip-on-use.tsx';

const loadDialog = () => import('./palette-dialog.tsx');
const PaletteDialog = lazy(() => loadDialog().then((module) => ({ default: module.PaletteDialog })));
/** Starts downloading the palette's code when the user looks like opening it. */
const preload = () => void loadDialog().catch(() => {});

/**
 * Ctrl/⌘+K (or the header's search button) opens the command palette (palette-dialog.tsx). Only
 * the button and the shortcut are drawn with the shell: the palette's code (Mantine's spotlight, its
 * lists) loads when the pointer or the focus reaches the button, when Ctrl or ⌘ goes down, or at
 * the first opening, so a cold screen neither downloads nor renders a dialog nobody has opened.
 */
export function CommandPalette() {
  const [openings, setOpenings] = useState(0);
  const open = () => setOpenings((count) => count + 1);
  // Ctrl+K types nothing in a field, so it opens the palette from inside one too.
  useHotkeys([['mod+K', open]], []);
  useWindowEvent('keydown', (event) => {
    if (event.key === 'Control' || event.key === 'Meta') preload();
  });

  return (
    <>
      {/* The tooltip's code loads when the pointer or the focus reaches the button (decision 059). */}
      <TooltipOnUse label="Buscar (Ctrl+K)" withArrow>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label="Buscar (Ctrl+K)"
          onClick={open}
          onPointerEnter={preload}
          onFocus={preload}
        >
          <IconSearch size={20} stroke={1.6} aria-hidden />
        </ActionIcon>
      </TooltipOnUse>
      {openings > 0 ? (
        <Suspense fallback={null}>
          <PaletteDialog openings={openings} />
        </Suspense>
      ) : null}
    </>
  );
}
