import type { Category, CategoryKind } from '@cuentas/shared/schemas/categories';
import { Button, Group, Skeleton, Stack, Tabs } from '@mantine/core';
import { IconFolderPlus, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { toastSuccess } from '../../../lib/toasts.ts';
import { useCategoriesWithArchived } from '../api/get-categories.ts';
import { useUpdateCategory } from '../api/save-category.ts';
import { buildCategoryTree } from '../category-tree.ts';
import { ArchiveGroupModal } from './archive-group-modal.tsx';
import { CategoryFormModal, type CategoryFormTarget } from './category-form-modal.tsx';
import type { CategoryAction } from './category-row.tsx';
import { CategoryTreeView } from './category-tree-view.tsx';
import { DeleteCategoryModal } from './delete-category-modal.tsx';
import { MergeCategoryModal } from './merge-category-modal.tsx';
import { MoveCategoryModal } from './move-category-modal.tsx';
import { PayeeMemorySection } from './payee-memory-section.tsx';
import { settle } from '../../../lib/query-client.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';

type Dialog =
  | { type: 'none' }
  | { type: 'form'; target: CategoryFormTarget }
  | { type: 'move' | 'merge' | 'delete' | 'archive-group'; category: Category };

const tabs = [
  { kind: 'expense', label: 'Gastos', empty: 'Aún no tienes grupos de gastos. Crea el primero.' },
  { kind: 'income', label: 'Ingresos', empty: 'Aún no tienes grupos de ingresos. Crea el primero.' },
] as const;

/** Both trees (Gastos / Ingresos) with every action and the dialogs they open. */
export function CategoriesManager() {
  const categories = useCategoriesWithArchived();
  const update = useUpdateCategory();
  const [kind, setKind] = useState<CategoryKind>('expense');
  const [dialog, setDialog] = useState<Dialog>({ type: 'none' });
  const [busyId, setBusyId] = useState<string | null>(null);
  const all = categories.data ?? [];
  const close = () => setDialog({ type: 'none' });
  const groupsOf = (of: CategoryKind) => buildCategoryTree(all, of).groups.map((node) => node.group);

  async function setArchived(targets: Category[], archived: boolean, message: string) {
    setBusyId(targets[0]?.id ?? null);
    let done = true;
    for (const target of targets) {
      done = (await settle(update.mutateAsync({ id: target.id, changes: { archived } }))) !== undefined;
      if (!done) break;
    }
    if (done) {
      toastSuccess(message);
      close();
    }
    setBusyId(null);
  }

  function restore(category: Category) {
    const archivedParent = all.find((item) => item.id === category.parent_id && item.archived_at !== null);
    const group = category.archived_at === null && archivedParent ? archivedParent : category;
    const children =
      group.parent_id === null ? all.filter((item) => item.parent_id === group.id && item.archived_at !== null) : [];
    void setArchived([group, ...children], false, `Restauramos «${group.name}»`);
  }

  function act(action: CategoryAction, category: Category) {
    if (action === 'edit') setDialog({ type: 'form', target: { mode: 'edit', category } });
    else if (action === 'add-child')
      setDialog({ type: 'form', target: { mode: 'create', kind: category.kind, parentId: category.id } });
    else if (action === 'restore') restore(category);
    else if (action === 'archive' && category.parent_id !== null)
      void setArchived([category], true, `Archivamos «${category.name}»`);
    else if (action === 'archive') setDialog({ type: 'archive-group', category });
    else setDialog({ type: action, category });
  }

  const archiving = dialog.type === 'archive-group' ? dialog.category : null;
  const archivingChildren = archiving
    ? all.filter((item) => item.parent_id === archiving.id && item.archived_at === null)
    : [];

  return (
    <Stack gap="md">
      {categories.isError ? (
        <LoadError
          title="No pudimos cargar tus categorías"
          error={categories.error}
          onRetry={() => void categories.refetch()}
        />
      ) : null}
      <Tabs value={kind} onChange={(value) => setKind(value === 'income' ? 'income' : 'expense')} keepMounted={false}>
        <Group justify="space-between" align="flex-end" gap="sm" mb="md">
          <Tabs.List>
            {tabs.map((tab) => (
              <Tabs.Tab key={tab.kind} value={tab.kind}>
                {tab.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconFolderPlus size={18} aria-hidden="true" />}
              onClick={() => setDialog({ type: 'form', target: { mode: 'create', kind, parentId: null } })}
            >
              Nuevo grupo
            </Button>
            <Button
              leftSection={<IconPlus size={18} aria-hidden="true" />}
              disabled={groupsOf(kind).length === 0}
              onClick={() =>
                setDialog({ type: 'form', target: { mode: 'create', kind, parentId: groupsOf(kind)[0]?.id ?? null } })
              }
            >
              Nueva categoría
            </Button>
          </Group>
        </Group>
        {tabs.map((tab) => (
          <Tabs.Panel key={tab.kind} value={tab.kind}>
            {categories.isPlaceholderData ? (
              <Stack gap="md" aria-busy="true" aria-label="Cargando categorías">
                <Skeleton h={150} radius="lg" />
                <Skeleton h={150} radius="lg" />
              </Stack>
            ) : (
              <CategoryTreeView
                tree={buildCategoryTree(all, tab.kind)}
                all={all}
                busyId={busyId}
                onAction={act}
                emptyText={tab.empty}
              />
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
      <CategoryFormModal
        target={dialog.type === 'form' ? dialog.target : null}
        groups={groupsOf(kind)}
        onClose={close}
      />
      <MoveCategoryModal category={dialog.type === 'move' ? dialog.category : null} categories={all} onClose={close} />
      <MergeCategoryModal
        category={dialog.type === 'merge' ? dialog.category : null}
        categories={all}
        onClose={close}
      />
      <DeleteCategoryModal
        category={dialog.type === 'delete' ? dialog.category : null}
        categories={all}
        onClose={close}
      />
      <ArchiveGroupModal
        group={archiving}
        childCount={archivingChildren.length}
        busy={busyId !== null}
        onConfirm={() =>
          archiving && void setArchived([archiving, ...archivingChildren], true, `Archivamos «${archiving.name}»`)
        }
        onClose={close}
      />
      <PayeeMemorySection categories={all} />
    </Stack>
  );
}
