import { Alert, Button, FileButton, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { allErrorMessages } from '../../../lib/server-errors.ts';
import { toastError, toastErrors, toastSuccess } from '../../../lib/toasts.ts';
import { useExportBackup } from '../api/export-backup.ts';
import { MAX_BACKUP_BYTES, useRestoreBackup } from '../api/restore-backup.ts';
import { ReceiptsExport } from './receipts-export.tsx';

/** «Exportar mis datos»: the whole account as a zip (decision 040). Also offered before deleting it. */
export function ExportDataButton({ variant = 'default' }: { variant?: 'default' | 'light' }) {
  const exportBackup = useExportBackup();
  return (
    <Button
      variant={variant}
      leftSection={<IconDownload size={18} aria-hidden="true" />}
      loading={exportBackup.isPending}
      onClick={() =>
        exportBackup.mutate(undefined, {
          onSuccess: ({ fileName }) => toastSuccess(`Descargando ${fileName}`),
        })
      }
    >
      Exportar mis datos
    </Button>
  );
}

/** Export everything, or restore a copy into an account without movements. */
export function BackupSection() {
  const [file, setFile] = useState<File | null>(null);
  const [opened, { open, close }] = useDisclosure(false);
  const restore = useRestoreBackup();

  function pick(picked: File | null) {
    if (!picked) return;
    if (picked.size > MAX_BACKUP_BYTES) {
      toastError('La copia es demasiado grande para restaurarla (el máximo son 100 MB comprimidos).');
      return;
    }
    setFile(picked);
    open();
  }

  function dismiss() {
    setFile(null);
    close();
  }

  async function confirm() {
    if (!file) return;
    try {
      const result = await restore.mutateAsync(file);
      toastSuccess(`${result.message} ${result.counts.transactions ?? 0} movimientos recuperados.`);
      dismiss();
    } catch (error) {
      toastErrors(allErrorMessages(error));
    }
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" c="dimmed" maw={480}>
          Descarga todo lo tuyo en un .zip: cuentas, movimientos, categorías, presupuestos, metas, recordatorios y más,
          en JSON y CSV.
        </Text>
        <ExportDataButton />
      </Group>
      <ReceiptsExport />
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" c="dimmed" maw={480}>
          Recupera una copia en una cuenta sin movimientos, por ejemplo al mudarte a otro servidor.
        </Text>
        <FileButton onChange={pick} accept=".zip,application/zip">
          {(props) => (
            <Button variant="default" leftSection={<IconUpload size={18} aria-hidden="true" />} {...props}>
              Restaurar una copia
            </Button>
          )}
        </FileButton>
      </Group>
      <Modal opened={opened} onClose={dismiss} title="¿Restaurar esta copia?" centered>
        <Stack gap="md">
          <Text size="sm">
            Vas a restaurar <strong>{file?.name}</strong>.
          </Text>
          <Alert color="yellow" variant="light">
            Tus cuentas, categorías, reglas, presupuestos y ajustes actuales se reemplazarán por los de la copia. Solo
            se puede restaurar en una cuenta que aún no tiene movimientos.
          </Alert>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={dismiss}>
              Cancelar
            </Button>
            <Button onClick={() => void confirm()} loading={restore.isPending}>
              Restaurar
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
