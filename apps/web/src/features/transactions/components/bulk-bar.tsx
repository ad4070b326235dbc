import { ActionBar, ActionIcon, Button, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import {
  IconArrowsExchange,
  IconCategory,
  IconCircleCheck,
  IconSignature,
  IconTag,
  IconTagOff,
  IconTrash,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { countOf } from '../lib/plural.ts';
import type { BulkKind } from './bulk-dialog.tsx';

type BulkBarProps = { count: number; compact: boolean; onAction: (action: BulkKind) => void; onClear: () => void };

const actions: {
  action: BulkKind;
  label: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  color?: string;
}[] = [
  { action: 'categorize', label: 'Categorizar', icon: IconCategory },
  { action: 'tag', label: 'Etiquetar', icon: IconTag },
  { action: 'untag', label: 'Quitar etiqueta', icon: IconTagOff },
  { action: 'move', label: 'Mover', icon: IconArrowsExchange },
  { action: 'rename', label: 'Beneficiario', icon: IconSignature },
  { action: 'clear', label: 'Confirmar', icon: IconCircleCheck },
  { action: 'delete', label: 'Eliminar', icon: IconTrash, color: 'red' },
];

/** Floats at the bottom while rows are selected; icons only on phones, where the words do not fit. */
export function BulkBar({ count, compact, onAction, onClear }: BulkBarProps) {
  return (
    <ActionBar
      opened={count > 0}
      onClose={onClear}
      closeOnEscape
      aria-label="Acciones para los movimientos seleccionados"
      shadow="lg"
      radius="lg"
      position={{ bottom: 20, left: 'calc(var(--app-shell-navbar-offset, 0rem) + 8px)', right: 8 }}
      style={compact ? { gap: 6, paddingInline: 8 } : undefined}
    >
      <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }} aria-live="polite">
        {compact ? (
          <>
            {count}
            <VisuallyHidden> {count === 1 ? 'seleccionado' : 'seleccionados'}</VisuallyHidden>
          </>
        ) : (
          countOf(count, 'seleccionado', 'seleccionados')
        )}
      </Text>
      <ActionBar.Divider />
      {actions.map(({ action, label, icon: Icon, color }) =>
        compact ? (
          <Tooltip key={action} label={label} withArrow>
            <ActionIcon variant="light" color={color} size="lg" aria-label={label} onClick={() => onAction(action)}>
              <Icon size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        ) : (
          <Button
            key={action}
            variant="light"
            color={color}
            size="compact-sm"
            leftSection={<Icon size={16} aria-hidden />}
            onClick={() => onAction(action)}
          >
            {label}
          </Button>
        ),
      )}
      {compact ? null : <ActionBar.Divider />}
      <ActionBar.CloseButton aria-label="Quitar la selección" />
    </ActionBar>
  );
}
