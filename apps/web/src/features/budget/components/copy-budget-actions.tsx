import { Button, Group, Modal, Stack, Text, type ButtonProps } from '@mantine/core';
import { useBudgetEditable, useBudgetOwner } from '../budget-owner.ts';
import { IconCalculator, IconCopy } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { settle } from '../../../lib/query-client.ts';
import { allErrorMessages } from '../../../lib/server-errors.ts';
import { toastError, toastErrors, toastSuccess } from '../../../lib/toasts.ts';
import { useCopyBudget, type CopySource } from '../api/copy-budget.ts';
import { budgetQueryOptions } from '../api/get-budget.ts';
import { hasBudgetedAmounts } from '../budget-amount.ts';
import { capitalize, monthLabel, shiftMonth } from '../budget-month.ts';

type CopyBudgetActionsProps = {
  month: string;
  /** With amounts already set, copying asks first: it overwrites them. */
  hasAmounts: boolean;
  size?: ButtonProps['size'];
};

const labels = {
  last_month: 'Copiar del mes anterior',
  average_3: 'Usar el promedio de 3 meses',
} as const satisfies Record<CopySource, string>;

function explanation(source: CopySource, month: string): string {
  if (source === 'last_month') {
    return `Los importes de ${monthLabel(shiftMonth(month, -1))} reemplazarán los de ${monthLabel(month)} en las categorías que tenían presupuesto. Las demás se quedan como están.`;
  }
  return `Pondremos en cada categoría lo que gastaste en promedio entre ${monthLabel(shiftMonth(month, -3))} y ${monthLabel(shiftMonth(month, -1))}. Reemplaza el importe de las categorías en las que gastaste algo.`;
}

/** "Copiar del mes anterior" and "Usar el promedio de 3 meses", with a confirmation when they would overwrite. */
export function CopyBudgetActions({ month, hasAmounts, size = 'sm' }: CopyBudgetActionsProps) {
  const queryClient = useQueryClient();
  const copyBudget = useCopyBudget();
  const [confirming, setConfirming] = useState<CopySource | null>(null);
  const [running, setRunning] = useState<CopySource | null>(null);
  const canWrite = useBudgetEditable();
  const { member } = useBudgetOwner();

  async function run(source: CopySource) {
    setRunning(source);
    if (source === 'last_month' && !(await lastMonthHasAmounts())) {
      setRunning(null);
      return;
    }
    const copied = await settle(copyBudget.mutateAsync({ month, source, member }));
    if (copied) {
      toastSuccess(copied.message);
      setConfirming(null);
    }
    setRunning(null);
  }

  /** Copying an empty month would "succeed" with nothing copied: say so instead. */
  async function lastMonthHasAmounts(): Promise<boolean> {
    try {
      const previous = await queryClient.fetchQuery(budgetQueryOptions(shiftMonth(month, -1), member));
      if (hasBudgetedAmounts(previous)) return true;
      toastError(`${capitalize(monthLabel(shiftMonth(month, -1)))} no tiene importes que copiar.`);
      setConfirming(null);
    } catch (error) {
      // Reading last month failed (a query, not the copy): the mutation cache does not see it.
      toastErrors(allErrorMessages(error));
    }
    return false;
  }

  const start = (source: CopySource) => (hasAmounts ? setConfirming(source) : void run(source));
  // A read-only member, or another member's personal budget: the buttons are not offered.
  if (!canWrite) return null;

  return (
    <>
      <Group gap="xs">
        <Button
          size={size}
          variant="default"
          leftSection={<IconCopy size={18} aria-hidden="true" />}
          loading={running === 'last_month' && !confirming}
          onClick={() => start('last_month')}
        >
          {labels.last_month}
        </Button>
        <Button
          size={size}
          variant="default"
          leftSection={<IconCalculator size={18} aria-hidden="true" />}
          loading={running === 'average_3' && !confirming}
          onClick={() => start('average_3')}
        >
          {labels.average_3}
        </Button>
      </Group>
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title="¿Reemplazar los importes de este mes?"
        centered
      >
        {confirming ? (
          <Stack gap="md">
            <Text size="sm">{explanation(confirming, month)}</Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setConfirming(null)}>
                Cancelar
              </Button>
              <Button loading={running !== null} onClick={() => void run(confirming)} data-autofocus>
                {confirming === 'last_month' ? 'Sí, copiar' : 'Sí, usar el promedio'}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </>
  );
}
