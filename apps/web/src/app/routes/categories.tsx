import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { CategoriesManager } from '../../features/categories/components/categories-manager.tsx';

/** Categories: groups and categories of expenses and income, with merge, move, archive and delete. */
export function CategoriesPage() {
  return (
    <Stack gap={0}>
      <PageHeader title="Categorías" description="Agrupa tus gastos e ingresos para entender a dónde va tu dinero." />
      <CategoriesManager />
    </Stack>
  );
}
