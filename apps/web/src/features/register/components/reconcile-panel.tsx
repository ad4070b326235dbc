import { parseTypedAmount } from '@cuentas/shared/input-examples';
import { formatMoney, formatTypedAmount } from '@cuentas/shared/money';
import type { Account } from '@cuentas/shared/schemas/accounts';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCircleCheck, IconScale } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { DateField } from '../../../components/ui/date-field.tsx';
import { formatCalendarDate } from '../../../lib/format-date.ts';
import { parseServerErrors } from '../../../lib/server-errors.ts';
import { toastErrors, toastSuccess } from '../../../lib/toasts.ts';
import { useCreateReconciliation, useReconciliationPreview } from '../api/reconciliation.ts';

type ReconcilePanelProps = {
  account: Account;
  locale: string;
  today: string;
  initialDate: string;
  initialBalance: number | null;
  onClose: () => void;
};

/**
 * Reconciliation: the bank's balance on a date against the movements ticked as confirmed. The
 * difference updates as the user ticks rows in the register below; it finishes by locking them,
 * or by recording the difference as a dated adjustment after a confirmation.
 */
export function ReconcilePanel({ account, locale, today, initialDate, initialBalance, onClose }: ReconcilePanelProps) {
  const [date, setDate] = useState(initialDate || today);
  const [typed, setTyped] = useState(
    initialBalance === null ? '' : formatTypedAmount(initialBalance, account.currency, locale),
  );
  const [fieldErrors, setFieldErrors] = useState<{ date?: string; statement_balance?: string }>({});
  const [confirmAdjust, setConfirmAdjust] = useState(false);
  const parsed = typed.trim() === '' ? null : parseTypedAmount(typed, account.currency, locale);
  const [statementBalance] = useDebouncedValue(parsed?.ok ? parsed.minor : null, 300);
  const preview = useReconciliationPreview(account.id, date, statementBalance);
  const finish = useCreateReconciliation(account.id);
  const money = (minor: number) => formatMoney(minor, account.currency, locale);
  const check = statementBalance !== null ? preview.data : undefined;
  const balanceError = fieldErrors.statement_balance ?? (parsed && !parsed.ok ? parsed.message : undefined);

  async function submit(adjust: boolean) {
    if (statementBalance === null) return;
    setFieldErrors({});
    try {
      const done = await finish.mutateAsync({ date, statement_balance: statementBalance, adjust });
      setConfirmAdjust(false);
      toastSuccess(
        done.adjustment_id
          ? `Cuenta conciliada al ${formatCalendarDate(date, locale)} con un ajuste de ${money(done.adjustment_amount)}`
          : `Cuenta conciliada al ${formatCalendarDate(date, locale)}: ${done.reconciled_count} movimientos bloqueados`,
      );
      onClose();
    } catch (error) {
      setConfirmAdjust(false);
      const errors = parseServerErrors(error);
      const next: typeof fieldErrors = {};
      for (const item of errors.fieldErrors)
        if (item.field === 'date' || item.field === 'statement_balance') next[item.field] = item.message;
      setFieldErrors(next);
      const rest = [
        ...errors.generalErrors,
        ...errors.fieldErrors
          .filter((item) => item.field !== 'date' && item.field !== 'statement_balance')
          .map((item) => item.message),
      ];
      if (rest.length) toastErrors(rest);
    }
  }

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="reconcile-title">
      <Stack gap="sm">
        <Group gap="xs">
          <IconScale size={20} aria-hidden="true" />
          <Title order={2} size="h4" id="reconcile-title">
            Conciliar con el banco
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          Escribe el saldo que muestra tu banco en una fecha. Después marca como confirmados (✓) los movimientos que ves
          en tu extracto hasta esa fecha: cuando la diferencia sea cero, finaliza.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DateField
            label="Fecha del extracto"
            value={date}
            onChange={(value) => {
              setDate(value);
              setFieldErrors((current) => ({ ...current, date: undefined }));
            }}
            min={account.opening_date}
            max="2199-12-31"
            error={fieldErrors.date}
            required
          />
          <TextInput
            label={`Saldo según el banco (${account.currency})`}
            placeholder={formatTypedAmount(account.balance, account.currency, locale)}
            inputMode="decimal"
            value={typed}
            onChange={(event) => {
              setTyped(event.currentTarget.value);
              setFieldErrors((current) => ({ ...current, statement_balance: undefined }));
            }}
            error={balanceError}
            required
            data-autofocus
          />
        </SimpleGrid>
        {check ? (
          <Paper bg={check.difference === 0 ? 'teal.0' : 'yellow.0'} p="sm" radius="md" aria-live="polite">
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
              <Text size="sm">
                Confirmado al {formatCalendarDate(check.date, locale)}: <strong>{money(check.cleared_balance)}</strong>
              </Text>
              <Text size="sm">
                Banco: <strong>{money(check.statement_balance)}</strong>
              </Text>
              <Text
                size="sm"
                fw={700}
                c={check.difference === 0 ? 'teal.8' : 'orange.9'}
                data-testid="reconcile-difference"
              >
                Diferencia: {money(check.difference)}
              </Text>
            </SimpleGrid>
            {check.difference !== 0 && check.uncleared_count > 0 ? (
              <Text size="xs" mt={4}>
                Hay {check.uncleared_count}{' '}
                {check.uncleared_count === 1 ? 'movimiento pendiente' : 'movimientos pendientes'} hasta esa fecha:
                ¿alguno aparece en tu extracto?
              </Text>
            ) : null}
            {check.difference !== 0 && check.uncleared_count === 0 ? (
              <Text size="xs" mt={4}>
                Todo lo anotado hasta esa fecha está confirmado: puede faltar un movimiento. Añádelo, o registra un
                ajuste.
              </Text>
            ) : null}
          </Paper>
        ) : null}
        {check?.difference === 0 ? (
          <Alert color="teal" icon={<IconCircleCheck aria-hidden="true" />} p="xs">
            Tus movimientos cuadran con el banco.
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          {check && check.difference !== 0 ? (
            <Button variant="light" color="orange" onClick={() => setConfirmAdjust(true)}>
              Registrar ajuste de {money(check.difference)}
            </Button>
          ) : null}
          <Button
            disabled={!check || check.difference !== 0}
            loading={finish.isPending && !confirmAdjust}
            onClick={() => void submit(false)}
          >
            Finalizar conciliación
          </Button>
        </Group>
      </Stack>
      <ConfirmModal
        opened={confirmAdjust}
        title="¿Registrar un ajuste?"
        confirmLabel="Registrar ajuste y finalizar"
        loading={finish.isPending}
        onConfirm={() => void submit(true)}
        onClose={() => setConfirmAdjust(false)}
      >
        Anotaremos un movimiento «Ajuste de conciliación» de {check ? money(check.difference) : ''} el{' '}
        {formatCalendarDate(date, locale)} para que tu saldo coincida con el del banco, y bloquearemos los movimientos
        confirmados hasta esa fecha.
      </ConfirmModal>
    </Paper>
  );
}
