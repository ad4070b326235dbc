import type { Transaction } from '@cuentas/shared/schemas/transactions';
import { Button, Group, Text } from '@mantine/core';
import { toast } from 'react-toastify/unstyled';
import { getRuleHint } from '../api/suggest-payee.ts';

/**
 * The user moved this payee to another category again: offer a rule so it stops needing a hand.
 * Asked after the save, so a failed hint never gets in the way of the edit itself.
 */
export async function offerRuleAfterRecategorising(
  saved: Transaction,
  onCreateRule: (transaction: Transaction) => void,
): Promise<void> {
  const hint = await getRuleHint(saved.id).catch(() => null);
  if (!hint?.suggest) return;
  toast.info(
    ({ closeToast }) => (
      <Group gap="xs" wrap="wrap">
        <Text size="sm">
          Ya cambiaste «{hint.payee}» de categoría {hint.corrections} veces. ¿Creamos una regla?
        </Text>
        <Button
          size="compact-sm"
          onClick={() => {
            closeToast();
            onCreateRule(saved);
          }}
        >
          Crear regla
        </Button>
      </Group>
    ),
    { toastId: `rule-hint:${hint.payee}`, autoClose: 12_000 },
  );
}
