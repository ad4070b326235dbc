import { formatMoney } from '@cuentas/shared/money';
import type { BalanceCheck } from '@cuentas/shared/schemas/imports';
import { Alert, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconScale } from '@tabler/icons-react';
import { formatCalendarDate } from '../../../lib/format-date.ts';
import { differenceWords } from '../balance-words.ts';

type BalanceCheckPanelProps = { check: BalanceCheck; currency: string; locale: string; after?: boolean };

function Figure({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="lg" c={color} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </Paper>
  );
}

/**
 * The bank's closing balance beside the balance the account will have (or has, after the commit)
 * on that date, and the difference: the proof that the import agrees with the bank.
 */
export function BalanceCheckPanel({ check, currency, locale, after = false }: BalanceCheckPanelProps) {
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const date = formatCalendarDate(check.date);
  const matches = check.difference === 0;
  return (
    <Stack gap="xs" aria-label="Saldo según el banco" role="region">
      <Group gap="xs">
        <IconScale size={18} aria-hidden="true" />
        <Text fw={600}>Saldo al {date}</Text>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
        <Figure label="Según el banco" value={money(check.bank)} />
        <Figure label={after ? 'En tu cuenta' : 'En tu cuenta tras importar'} value={money(check.projected)} />
        <Figure label="Diferencia" value={money(check.difference)} color={matches ? 'teal.8' : 'orange.8'} />
      </SimpleGrid>
      {matches ? (
        <Text size="sm" c="teal.8" data-testid="balance-match">
          {check.sets_opening_balance
            ? 'Tu cuenta no tenía movimientos: fijaremos su saldo inicial con el del extracto para que coincida exactamente con el banco.'
            : 'Coincide exactamente con el banco.'}
        </Text>
      ) : (
        <Alert color="orange" variant="light" p="xs">
          {after
            ? `Tu cuenta no coincide con el banco: ${differenceWords(check.difference, money)} al ${date}. Suele ser un movimiento que falta o uno anterior al extracto.`
            : `Tras importar, tu cuenta no coincidirá con el banco por ${money(check.difference)}. Puede faltar algún movimiento anterior al extracto; podrás conciliarlo después.`}
        </Alert>
      )}
    </Stack>
  );
}

/** The lead's register opens reconciliation prefilled from these (date and balance in minor units). */
export const reconcileLink = (accountId: string, check: BalanceCheck) =>
  `/accounts/${accountId}?conciliar=1&fecha=${check.date}&saldo=${check.bank}`;
