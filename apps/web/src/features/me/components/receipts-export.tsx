import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { useCategories } from '../../../api/categories.ts';
import { CategorySelect } from '../../../components/ui/category-select.tsx';
import { allErrorMessages } from '../../../lib/server-errors.ts';
import { toastErrors, toastSuccess } from '../../../lib/toasts.ts';
import { useExportAttachments } from '../api/export-attachments.ts';

/** This year and the five before it: a tax return looks back a year or two, an audit a few more. */
function yearOptions(): string[] {
  const now = new Date().getFullYear();
  return Array.from({ length: 6 }, (_, index) => String(now - index));
}

/** «Justificantes»: every receipt and invoice of a year (optionally one category) in a zip, with an index. */
export function ReceiptsExport() {
  const years = yearOptions();
  const [year, setYear] = useState(years[0]!);
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const categories = useCategories();
  const exportAttachments = useExportAttachments();

  function download() {
    exportAttachments.mutate(
      { year: Number(year), ...(categoryId ? { category_id: categoryId } : {}) },
      {
        onSuccess: ({ fileName }) => toastSuccess(`Descargando ${fileName}`),
        onError: (error) => toastErrors(allErrorMessages(error)),
      },
    );
  }

  return (
    <Stack gap="xs" data-testid="receipts-export">
      <Text size="sm" c="dimmed" maw={520}>
        Justificantes: descarga en un .zip los tickets y facturas que adjuntaste a tus movimientos de un año, con
        nombres como «2026-03-14_Mercadona_-45,30.jpg» y un índice en CSV para tu declaración o tu gestor.
      </Text>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label="Año"
          data={years}
          value={year}
          onChange={(value) => value && setYear(value)}
          allowDeselect={false}
          w={110}
        />
        <CategorySelect
          label="Categoría"
          placeholder="Todas"
          categories={categories.data ?? []}
          value={categoryId}
          onChange={setCategoryId}
          disabled={categories.isPending}
          w={220}
        />
        <Button
          variant="default"
          leftSection={<IconReceipt size={18} aria-hidden="true" />}
          loading={exportAttachments.isPending}
          onClick={download}
        >
          Descargar justificantes
        </Button>
      </Group>
    </Stack>
  );
}
