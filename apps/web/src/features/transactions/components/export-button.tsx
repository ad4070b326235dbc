import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { toastSuccess } from '../../../lib/toasts.ts';
import { useExportTransactions } from '../api/export-transactions.ts';
import type { ApiFilterParams } from '../lib/filters.ts';

/** Downloads the filtered set as a CSV for spreadsheets (semicolons, decimal commas). */
export function ExportButton({ filters, disabled }: { filters: ApiFilterParams; disabled?: boolean }) {
  const exportCsv = useExportTransactions();
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={18} aria-hidden="true" />}
      loading={exportCsv.isPending}
      disabled={disabled}
      onClick={() =>
        exportCsv.mutate(filters, {
          onSuccess: ({ fileName }) => toastSuccess(`Descargando ${fileName}`),
        })
      }
    >
      Exportar CSV
    </Button>
  );
}
