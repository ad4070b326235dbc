import type { Category } from '@cuentas/shared/schemas/categories';
import type { PayeeMemory } from '@cuentas/shared/schemas/payees';
import { ActionIcon, Button, Group, Modal, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { allErrorMessages } from '../../../lib/server-errors.ts';
import { toastSuccess } from '../../../lib/toasts.ts';
import { useChangePayeeMemory, useForgetPayee, usePayeeMemory, useRenamePayee } from '../api/payee-memory.ts';
import { settle } from '../../../lib/query-client.ts';

/** Categories to pick from: live ones, each under its group's name. */
function categoryData(categories: readonly Category[]) {
  const groups = new Map(categories.filter((category) => !category.parent_id).map((group) => [group.id, group.name]));
  return categories
    .filter((category) => category.parent_id && !category.archived_at)
    .map((category) => ({ value: category.id, label: `${groups.get(category.parent_id!) ?? ''} › ${category.name}` }));
}

function RenameModal({ entry, onClose }: { entry: PayeeMemory | null; onClose: () => void }) {
  const rename = useRenamePayee();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  async function submit() {
    if (!entry) return;
    try {
      const result = await rename.mutateAsync({ from: entry.payee, name });
      toastSuccess(
        `Ahora se llama «${result.name}» (${result.renamed} ${result.renamed === 1 ? 'movimiento' : 'movimientos'} y las próximas importaciones)`,
      );
      onClose();
    } catch (failure) {
      const messages = allErrorMessages(failure);
      setError(messages[0]);
    }
  }
  return (
    <Modal opened={entry !== null} onClose={onClose} title="Renombrar comercio" centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <Text size="sm">
            Cambia el nombre en todos tus movimientos de «{entry?.payee}» y en los que importes después.
          </Text>
          <TextInput
            label="Nuevo nombre"
            required
            data-autofocus
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={error}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" loading={rename.isPending}>
              Renombrar
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * What the app learnt from your corrections (payee → category), used by imports, new movements
 * and WhatsApp after your own rules. Change where a payee goes, rename it everywhere, or forget it.
 */
export function PayeeMemorySection({ categories }: { categories: readonly Category[] }) {
  const memory = usePayeeMemory();
  const change = useChangePayeeMemory();
  const forget = useForgetPayee();
  const [renaming, setRenaming] = useState<PayeeMemory | null>(null);
  const data = useMemo(() => categoryData(categories), [categories]);
  const entries = memory.data ?? [];

  async function run(action: () => Promise<unknown>, message: string) {
    if (await settle(action())) toastSuccess(message);
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="payee-memory-title">
      <Title order={2} size="h4" id="payee-memory-title">
        Lo que aprendimos de ti
      </Title>
      <Text size="sm" c="dimmed">
        Cuando cambias la categoría de un comercio, lo recordamos para tus próximas importaciones, movimientos y
        mensajes de WhatsApp. Tus reglas van primero.
      </Text>
      {entries.length === 0 ? (
        <Text size="sm">Aún no has corregido ninguna categoría.</Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {entries.map((entry) => (
            <Paper
              key={entry.payee_key}
              withBorder
              radius="md"
              p="xs"
              component="li"
              aria-label={`Comercio ${entry.payee}`}
            >
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Text fw={500} miw={0} style={{ overflowWrap: 'anywhere' }}>
                  {entry.payee}
                </Text>
                <Group gap="xs" wrap="nowrap">
                  <Select
                    aria-label={`Categoría de ${entry.payee}`}
                    data={data}
                    value={entry.category_id}
                    searchable
                    allowDeselect={false}
                    w={260}
                    onChange={(value) =>
                      value &&
                      void run(
                        () => change.mutateAsync({ key: entry.payee_key, categoryId: value }),
                        `«${entry.payee}» irá a la nueva categoría`,
                      )
                    }
                  />
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={`Renombrar ${entry.payee}`}
                    onClick={() => setRenaming(entry)}
                  >
                    <IconPencil size={18} aria-hidden="true" />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Olvidar ${entry.payee}`}
                    onClick={() => void run(() => forget.mutateAsync(entry.payee_key), `Olvidamos «${entry.payee}»`)}
                  >
                    <IconTrash size={18} aria-hidden="true" />
                  </ActionIcon>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <RenameModal key={renaming?.payee_key ?? 'none'} entry={renaming} onClose={() => setRenaming(null)} />
    </Stack>
  );
}
