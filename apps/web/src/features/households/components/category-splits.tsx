import type { CategorySplitInput, Household } from '@cuentas/shared/schemas/households';
import { Button, Group, Loader, NativeSelect, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { toastSuccess } from '../../../lib/toasts.ts';
import {
  useCategorySplits,
  useLedgerExpenseCategories,
  useRemoveCategorySplit,
  useSetCategorySplit,
} from '../api/household-extras.ts';

const methodLabels = { equal: 'A partes iguales', income: 'Según los ingresos', shares: 'Por pesos' } as const;
type Method = keyof typeof methodLabels;

/**
 * «Reparto por categoría» (decision 050): how an expense of a category is split when it is
 * shared without saying how, from «Lo pagué yo: repartir» or from WhatsApp («lo pagó Luis»).
 */
export function CategorySplits({ household }: { household: Household }) {
  const splits = useCategorySplits(household.id);
  const categories = useLedgerExpenseCategories(household.id);
  const save = useSetCategorySplit(household.id);
  const remove = useRemoveCategorySplit(household.id);
  const [categoryId, setCategoryId] = useState('');
  const [method, setMethod] = useState<Method>('equal');
  const [weights, setWeights] = useState<Record<string, number>>({});
  const [removing, setRemoving] = useState<{ id: string; name: string } | null>(null);
  const canWrite = household.role !== 'viewer';
  const headingId = `category-splits-${household.id}`;
  const people = household.members.filter((member) => member.role !== 'viewer');
  const name = (id: string) => household.members.find((member) => member.id === id)?.name ?? 'Alguien que ya no está';

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!categoryId) return;
    const body: CategorySplitInput =
      method === 'shares'
        ? { method, values: people.map((member) => ({ member_id: member.id, value: weights[member.id] ?? 1 })) }
        : { method };
    await save.mutateAsync({ categoryId, body });
    toastSuccess('Reparto guardado');
    setCategoryId('');
  }

  if (splits.isPending || categories.isPending) return <Loader size="sm" aria-label="Cargando los repartos" />;
  if (splits.isError)
    return (
      <LoadError title="No pudimos cargar los repartos" error={splits.error} onRetry={() => void splits.refetch()} />
    );
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={4} fz="h6" id={headingId}>
        Reparto por categoría
      </Title>
      <Text size="sm" c="dimmed">
        Cuando un gasto de estas categorías se reparte sin decir cómo, se usa este reparto. Las demás, a partes iguales.
      </Text>
      {splits.data.length === 0 ? (
        <Text size="sm">Todavía no hay repartos por categoría.</Text>
      ) : (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {splits.data.map((split) => (
            <Group component="li" key={split.category_id} justify="space-between" wrap="wrap" gap="xs">
              <Text size="sm">
                <strong>{split.category_name}</strong> · {methodLabels[split.method]}
                {split.values ? `: ${split.values.map((v) => `${name(v.member_id)} ${v.value}`).join(', ')}` : ''}
              </Text>
              {canWrite ? (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  onClick={() => setRemoving({ id: split.category_id, name: split.category_name })}
                >
                  Quitar
                </Button>
              ) : null}
            </Group>
          ))}
        </Stack>
      )}
      {canWrite ? (
        <form onSubmit={(event) => void submit(event)}>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <NativeSelect
              label="Categoría"
              value={categoryId}
              onChange={(event) => setCategoryId(event.currentTarget.value)}
              data={[
                { value: '', label: 'Elige una categoría' },
                ...(categories.data ?? []).map((category) => ({ value: category.id, label: category.name })),
              ]}
            />
            <NativeSelect
              label="Cómo se reparte"
              value={method}
              onChange={(event) => setMethod(event.currentTarget.value as Method)}
              data={(Object.keys(methodLabels) as Method[]).map((value) => ({ value, label: methodLabels[value] }))}
            />
            {method === 'shares'
              ? people.map((member) => (
                  <NumberInput
                    key={member.id}
                    label={`Peso de ${member.name}`}
                    min={0}
                    max={1000}
                    w={140}
                    allowDecimal={false}
                    value={weights[member.id] ?? 1}
                    onChange={(value) => setWeights({ ...weights, [member.id]: Number(value) || 0 })}
                  />
                ))
              : null}
            <Button type="submit" disabled={!categoryId} loading={save.isPending}>
              Guardar reparto
            </Button>
          </Group>
        </form>
      ) : null}
      <ConfirmModal
        opened={removing !== null}
        title="¿Quitar este reparto?"
        confirmLabel="Quitar reparto"
        loading={remove.isPending}
        onConfirm={() =>
          void (async () => {
            if (!removing) return;
            await remove.mutateAsync(removing.id);
            toastSuccess(`«${removing.name}» vuelve a repartirse a partes iguales`);
            setRemoving(null);
          })()
        }
        onClose={() => setRemoving(null)}
      >
        {removing
          ? `Los gastos de «${removing.name}» se repartirán a partes iguales. Lo ya repartido no cambia.`
          : null}
      </ConfirmModal>
    </Stack>
  );
}
