import { Alert, Button, Group, Text } from '@mantine/core';
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';

/**
 * A dialog holding a half-typed form asks before Escape, the close button or a click outside
 * throws it away. The dialog passes `report` to its body through DirtyContext (the forms call
 * useReportDirty), closes through `requestClose`, and shows `confirmation` at the top of its own
 * body: a second dialog stacked on the first fought it for the focus. Saving still closes directly.
 */
export function useDiscardGuard(
  onClose: () => void,
  words: { title: string; body: string } = {
    title: '¿Descartar lo que escribiste?',
    body: 'Si cierras ahora, perderás los datos que escribiste en este formulario.',
  },
): { report: (dirty: boolean) => void; requestClose: () => void; confirmation: ReactNode } {
  const dirty = useRef(false);
  const [asking, setAsking] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  const id = useId();
  const report = useCallback((value: boolean) => {
    dirty.current = value;
    if (!value) setAsking(false);
  }, []);
  const requestClose = useCallback(() => {
    if (dirty.current) setAsking(true);
    else onClose();
  }, [onClose]);
  useEffect(() => {
    if (asking) keep.current?.focus();
  }, [asking]);
  const confirmation = asking ? (
    <Alert
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      color="orange"
      variant="light"
      mb="md"
      title={<span id={`${id}-title`}>{words.title}</span>}
    >
      <Text size="sm" id={`${id}-body`}>
        {words.body}
      </Text>
      <Group gap="sm" mt="sm">
        <Button ref={keep} size="xs" variant="default" onClick={() => setAsking(false)}>
          Seguir editando
        </Button>
        <Button
          size="xs"
          color="red"
          onClick={() => {
            setAsking(false);
            dirty.current = false;
            onClose();
          }}
        >
          Descartar
        </Button>
      </Group>
    </Alert>
  ) : null;
  return { report, requestClose, confirmation };
}
