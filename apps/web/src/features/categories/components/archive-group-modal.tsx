import type { Category } from '@cuentas/shared/schemas/categories';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

type ArchiveGroupModalProps = {
  group: Category | null;
  childCount: number;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Archiving a group takes its categories with it, so it asks first. */
export function ArchiveGroupModal({ group, childCount, busy, onConfirm, onClose }: ArchiveGroupModalProps) {
  return (
    <Modal opened={group !== null} onClose={onClose} title={group ? `¿Archivar «${group.name}»?` : ''} centered>
      <Stack gap="md">
        <Text>
          {childCount === 0
            ? 'El grupo dejará de aparecer al elegir categoría.'
            : `El grupo y sus ${childCount === 1 ? 'categoría' : `${childCount} categorías`} dejarán de aparecer al elegir categoría.`}{' '}
          Sus movimientos no cambian y puedes restaurarlo cuando quieras.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={onConfirm} loading={busy}>
            Archivar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
