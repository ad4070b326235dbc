import type { Household } from '@cuentas/shared/schemas/households';
import { formatMoney } from '@cuentas/shared/money';
import { Badge, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { toastSuccess } from '../../../lib/toasts.ts';
import { useBalances, useRecentExpenses, useSettle, useShareExpense } from '../api/balances.ts';

type Debt = { from_member: string; to_member: string; amount: number; text: string; currency: string };

/**
 * «Cuentas entre ustedes» (decision 044): who owes whom, «Saldar» behind a confirmation, and the
 * household's latest expenses with «Repartir a medias» (paid by the person, split among those who
 * take part in the spending).
 */
export function SettleUp({ household, meId }: { household: Household; meId: string }) {
  const balances = useBalances(household.id);
  const recent = useRecentExpenses(household.id);
  const settle = useSettle(household.id);
  const share = useShareExpense(household.id);
  const [pending, setPending] = useState<Debt | null>(null);
  const canWrite = household.role !== 'viewer';
  const headingId = `settle-${household.id}`;

  async function confirmSettle() {
    if (!pending) return;
    await settle.mutateAsync({
      from_member: pending.from_member,
      to_member: pending.to_member,
      amount: pending.amount,
      currency: pending.currency,
    });
    toastSuccess('Cuentas saldadas');
    setPending(null);
  }

  async function splitInHalf(transactionId: string) {
    await share.mutateAsync({ transactionId, body: { paid_by: meId, method: 'equal' } });
    toastSuccess('Gasto repartido');
  }

  if (balances.isPending || recent.isPending)
    return <Loader size="sm" aria-label="Cargando las cuentas entre ustedes" />;
  if (balances.isError)
    return (
      <LoadError
        title="No pudimos calcular las cuentas"
        error={balances.error}
        onRetry={() => void balances.refetch()}
      />
    );
  const debts = balances.data.currencies.flatMap((currency) =>
    currency.debts.map((debt) => ({ ...debt, currency: currency.currency })),
  );
  const shared = new Set(balances.data.expenses.map((expense) => expense.transaction_id));

  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={4} fz="h6" id={headingId}>
        Cuentas entre ustedes
      </Title>
      {debts.length === 0 ? (
        <Text size="sm" c="dimmed">
          Están a mano: nadie le debe nada a nadie.
        </Text>
      ) : (
        debts.map((debt) => (
          <Group
            key={`${debt.currency}-${debt.from_member}-${debt.to_member}`}
            justify="space-between"
            wrap="wrap"
            gap="xs"
          >
            <Text size="sm" fw={600}>
              {debt.text}
            </Text>
            {canWrite ? (
              <Button size="xs" variant="light" onClick={() => setPending(debt)}>
                Saldar
              </Button>
            ) : null}
          </Group>
        ))
      )}
      {recent.data && recent.data.items.length > 0 ? (
        <Stack gap={4} mt="xs">
          <Text size="sm" fw={600}>
            Últimos gastos del hogar
          </Text>
          {recent.data.items.map((item) => (
            <Group key={item.id} justify="space-between" wrap="wrap" gap="xs">
              <Text size="sm">
                {item.payee || 'Sin descripción'} · {formatMoney(-item.amount, item.currency)}
              </Text>
              {shared.has(item.id) ? (
                <Badge variant="light" color="teal">
                  Repartido
                </Badge>
              ) : canWrite ? (
                <Button
                  size="xs"
                  variant="subtle"
                  loading={share.isPending && share.variables?.transactionId === item.id}
                  onClick={() => void splitInHalf(item.id)}
                >
                  Lo pagué yo: repartir
                </Button>
              ) : null}
            </Group>
          ))}
        </Stack>
      ) : null}
      <ConfirmModal
        opened={pending !== null}
        title="¿Saldar esta deuda?"
        confirmLabel="Saldar"
        focusConfirm
        loading={settle.isPending}
        onConfirm={() => void confirmSettle()}
        onClose={() => setPending(null)}
      >
        {pending
          ? `Anotaremos que ya se pagó: ${pending.text.replace(' le debe a ', ' le pagó a ')}. La deuda queda en cero.`
          : null}
      </ConfirmModal>
    </Stack>
  );
}
