import { formatMoney } from '@cuentas/shared/money';
import type { Account } from '@cuentas/shared/schemas/accounts';
import type { RegisterTotals } from '@cuentas/shared/schemas/register';
import { Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { formatCalendarDate } from '../../../lib/format-date.ts';

type RegisterSummaryProps = { account: Account; totals: RegisterTotals | undefined; locale: string };

function Figure({ label, value, hint }: { label: string; value: string | null; hint?: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {value === null ? (
        <Skeleton h={26} w={120} />
      ) : (
        <Text fz="lg" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {value}
        </Text>
      )}
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The account's balance, what the bank has confirmed, and when it was last reconciled. */
export function RegisterSummary({ account, totals, locale }: RegisterSummaryProps) {
  const money = (minor: number) => formatMoney(minor, account.currency, locale);
  const pending = totals?.uncleared_count ?? 0;
  return (
    <Paper withBorder radius="lg" p="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        <Figure label="Saldo" value={money(account.balance)} />
        <Figure label="Confirmado con el banco" value={totals ? money(totals.cleared_balance) : null} />
        <Figure
          label="Pendientes"
          value={totals ? String(pending) : null}
          hint={pending === 1 ? 'movimiento sin confirmar' : 'movimientos sin confirmar'}
        />
        <Figure
          label="Última conciliación"
          value={
            totals
              ? totals.last_reconciliation
                ? formatCalendarDate(totals.last_reconciliation.date, locale)
                : 'Nunca'
              : null
          }
          hint={
            totals?.last_reconciliation
              ? `Saldo del banco: ${money(totals.last_reconciliation.statement_balance)}`
              : undefined
          }
        />
      </SimpleGrid>
    </Paper>
  );
}
