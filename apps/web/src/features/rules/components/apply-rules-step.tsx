import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { toastSuccess } from '../../../lib/toasts.ts';
import { useApplyRules } from '../api/apply-rules.ts';

export function appliedMessage(updated: number): string {
  if (updated === 0) return 'Ningún movimiento anterior necesitaba cambios';
  return updated === 1
    ? 'Se categorizó 1 movimiento anterior'
    : `Se categorizaron ${new Intl.NumberFormat('es').format(updated)} movimientos anteriores`;
}

/** After saving a rule: run the rules over what is already recorded, or leave it for later. */
export function ApplyRulesStep({ onDone, onApplied }: { onDone: () => void; onApplied: (updated: number) => void }) {
  const [onlyUncategorized, setOnlyUncategorized] = useState(true);
  const apply = useApplyRules(onApplied);

  function run() {
    apply.mutate(
      { only_uncategorized: onlyUncategorized },
      {
        onSuccess: ({ updated }) => {
          toastSuccess(appliedMessage(updated));
          onDone();
        },
      },
    );
  }

  return (
    <Stack gap="md">
      <Text>
        La regla se usará con los movimientos nuevos. ¿Quieres aplicar tus reglas también a los movimientos que ya
        tienes?
      </Text>
      <Checkbox
        label="Solo a los que no tienen categoría"
        description="Desmárcalo para recategorizar también los que ya tienen una."
        checked={onlyUncategorized}
        onChange={(event) => setOnlyUncategorized(event.currentTarget.checked)}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone}>
          Ahora no
        </Button>
        <Button onClick={run} loading={apply.isPending} data-autofocus>
          Aplicar a movimientos anteriores
        </Button>
      </Group>
    </Stack>
  );
}
