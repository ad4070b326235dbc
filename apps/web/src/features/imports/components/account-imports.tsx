import type { ImportSummary } from '@cuentas/shared/schemas/imports';
import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { formatCalendarDate } from '../../../lib/format-date.ts';
import { toastSuccess } from '../../../lib/toasts.ts';
import { useDeleteImport } from '../api/delete-import.ts';
import { useAccountImports } from '../api/get-account-imports.ts';

const statusLabels = {
  pending: 'Sin confirmar',
  committed: 'Importado',
  reverted: 'Deshecho',
} as const satisfies Record<ImportSummary['status'], string>;
const statusColors = { pending: 'yellow', committed: 'teal', reverted: 'gray' } as const;

type AccountImportsProps = { accountId: string; locale: string };

/** The files imported into one account, newest first, each with its undo. */
export function AccountImports({ accountId, locale }: AccountImportsProps) {
  const imports = useAccountImports(accountId);
  const undo = useDeleteImport();
  const [undoing, setUndoing] = useState<ImportSummary | null>(null);
  const shown = (imports.data ?? []).filter((item) => item.status !== 'pending');

  function confirmUndo() {
    if (!undoing) return;
    undo.mutate(undoing.id, {
      onSuccess: () =>
        toastSuccess(`Deshicimos «${undoing.file_name}»: eliminamos sus ${undoing.imported_count} movimientos`),
      onSettled: () => setUndoing(null),
    });
  }

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="account-imports-title">
      <Stack gap="xs">
        <Title order={2} size="h5" id="account-imports-title">
          Extractos importados
        </Title>
        {imports.isPending ? <Skeleton h={32} /> : null}
        {imports.isError ? (
          <Text size="sm" c="red">
            No pudimos cargar los extractos importados.
          </Text>
        ) : null}
        {!imports.isPending && shown.length === 0 ? (
          <Text size="sm" c="dimmed">
            Aún no has importado extractos en esta cuenta.
          </Text>
        ) : null}
        {shown.map((item) => (
          <Group key={item.id} justify="space-between" gap="sm" wrap="nowrap">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={500} truncate="end">
                {item.file_name}
              </Text>
              <Text size="xs" c="dimmed">
                {formatCalendarDate(item.created_at.slice(0, 10), locale)} · {item.imported_count} movimientos
                {item.duplicate_count > 0 ? ` · ${item.duplicate_count} duplicados omitidos` : ''}
              </Text>
            </Stack>
            <Group gap="xs" wrap="nowrap">
              <Badge variant="light" color={statusColors[item.status]}>
                {statusLabels[item.status]}
              </Badge>
              {item.status === 'committed' ? (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  onClick={() => setUndoing(item)}
                  aria-label={`Deshacer la importación de ${item.file_name}`}
                >
                  Deshacer
                </Button>
              ) : null}
            </Group>
          </Group>
        ))}
      </Stack>
      <ConfirmModal
        opened={undoing !== null}
        title="¿Deshacer esta importación?"
        confirmLabel="Deshacer importación"
        loading={undo.isPending}
        onConfirm={() => void confirmUndo()}
        onClose={() => setUndoing(null)}
      >
        Eliminaremos los {undoing?.imported_count ?? 0} movimientos que creó «{undoing?.file_name}». Los que anotaste a
        mano no se tocan.
      </ConfirmModal>
    </Paper>
  );
}
