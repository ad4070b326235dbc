import type { Household } from '@cuentas/shared/schemas/households';
import { formatMoney } from '@cuentas/shared/money';
import { Badge, Button, Group, Loader, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { toastSuccess } from '../../../lib/toasts.ts';
import { useBalances, useRecentExpenses, useSettle, useShareExpense } from '../api/balances.ts';
import { useLedgerAccounts } from '../api/household-extras.ts';
import { SettlementHistory } from './settlement-history.tsx';

type Debt = { from_member: string; to_member: string; amount: number; text: string; currency: string };

/**
 * «Cuentas entre ustedes» (decision 044): who owes whom, «Saldar» behind a confirmation, and the
 * household's latest expenses with «Repartir» (paid by the person, split by the category's default
 * or equally among those who take part in the spending), and the settlements made.
 */
export function SettleUp({ household, meId }: { household: Household; meId: string }) {
  const balances = useBalances(household.id);
  const recent = useRecentExpenses(household.id);
  const settle = useSettle(household.id);
  const share = useShareExpense(household.id);
  const [pending, setPending] = useState<Debt | null>(null);
  // «Saldar» may also move the money between two accounts of the household (decision 050).
  const [fromAccount, setFromAccount] = useState('');
  const [toAccount, setToAccount] = useState('');
  const canWrite = household.role !== 'viewer';
  const accounts = useLedgerAccounts(household.id, pending !== null);
  const payable = (accounts.data ?? []).filter((account) => account.currency === pending?.currency);
  const names = new Map(household.members.map((member) => [member.id, member.name]));
  const headingId = `settle-${household.id}`;

  async function confirmSettle() {
    if (!pending) return;
    const transfer = fromAccount && toAccount ? { from_account_id: fromAccount, to_account_id: toAccount } : {};
    await settle.mutateAsync({
      from_member: pending.from_member,
      to_member: pending.to_member,
      amount: pending.amount,
      currency: pending.currency,
      ...transfer,
    });
    toastSuccess(fromAccount && toAccount ? 'Cuentas saldadas y transferencia anotada' : 'Cuentas saldadas');
    closeSettle();
  }

  function closeSettle() {
    setPending(null);
    setFromAccount('');
    setToAccount('');
  }

  async function splitInHalf(transactionId: string) {
    // No method: the category's default split applies, or equally (decision 050).
    await share.mutateAsync({ transactionId, body: { paid_by: meId } });
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
      <SettlementHistory settlements={balances.data.settlements} names={names} />
      <ConfirmModal
        opened={pending !== null}
        title="¿Saldar esta deuda?"
        confirmLabel="Saldar"
        focusConfirm
        loading={settle.isPending}
        confirmDisabled={fromAccount !== '' && toAccount === ''}
        onConfirm={() => void confirmSettle()}
        onClose={closeSettle}
      >
        <Stack gap="sm">
          <Text size="sm">
            {pending
              ? `Anotaremos que ya se pagó: ${pending.text.replace(' le debe a ', ' le pagó a ')}. La deuda queda en cero.`
              : null}
          </Text>
          {payable.length >= 2 ? (
            <>
              <Text size="sm" c="dimmed">
                Si el dinero pasó de una cuenta del hogar a otra (o en efectivo), elige las dos y anotaremos también la
                transferencia.
              </Text>
              <NativeSelect
                label={`Sale de (cuenta de ${pending ? (names.get(pending.from_member) ?? '') : ''})`}
                value={fromAccount}
                onChange={(event) => setFromAccount(event.currentTarget.value)}
                data={[
                  { value: '', label: 'Solo anotar el pago, sin mover cuentas' },
                  ...payable.map((account) => ({ value: account.id, label: account.name })),
                ]}
              />
              {fromAccount ? (
                <NativeSelect
                  label={`Llega a (cuenta de ${pending ? (names.get(pending.to_member) ?? '') : ''})`}
                  value={toAccount}
                  onChange={(event) => setToAccount(event.currentTarget.value)}
                  error={toAccount ? undefined : 'Elige la cuenta a la que llega el dinero'}
                  data={[
                    { value: '', label: 'Elige una cuenta' },
                    ...payable
                      .filter((account) => account.id !== fromAccount)
                      .map((account) => ({ value: account.id, label: account.name })),
                  ]}
                />
              ) : null}
            </>
          ) : null}
        </Stack>
      </ConfirmModal>
    </Stack>
  );
}
