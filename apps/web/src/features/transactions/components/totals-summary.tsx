import { formatMoney } from '@cuentas/shared/money';
import type { TransactionTotals } from '@cuentas/shared/schemas/transactions';
import { Badge, Flex, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { movements } from '../lib/plural.ts';
import { moneyColor } from '../../../components/ui/money.tsx';
import { HiddenAccountsNote } from '../../../components/ui/hidden-accounts-note.tsx';

type TotalsSummaryProps = {
  totals: TransactionTotals | undefined;
  loading: boolean;
  locale: string;
  filtered: boolean;
};

/** A label over its figure on wide screens; side by side on phones, where three columns do not fit. */
function Figure({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <Flex
      direction={{ base: 'row', xs: 'column' }}
      justify={{ base: 'space-between', xs: 'flex-start' }}
      align={{ base: 'baseline', xs: 'flex-start' }}
      gap={{ base: 'sm', xs: 0 }}
    >
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} c={color} style={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Flex>
  );
}

/**
 * Count, income, expenses and net of the filtered set, one line per currency (no invented
 * conversions). A currency that only saw transfers has no income or expense and is left out.
 */
export function TotalsSummary({ totals, loading, locale, filtered }: TotalsSummaryProps) {
  if (!totals) return loading ? <Skeleton h={72} radius="lg" /> : null;
  const rows = totals.by_currency.filter((row) => row.income !== 0 || row.expense !== 0);
  return (
    <Paper
      withBorder
      radius="lg"
      px="md"
      py="sm"
      component="section"
      aria-label="Totales de los movimientos"
      aria-busy={loading}
    >
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Text size="xs" c="dimmed">
            {filtered ? 'Con estos filtros' : 'En total'}
          </Text>
          <Text fw={700}>{movements(totals.count)}</Text>
          {totals.hidden_accounts ? <HiddenAccountsNote variant="badge" /> : null}
        </div>
        {rows.length > 0 ? (
          <Stack gap="xs" style={{ flex: '1 1 320px' }} maw={600}>
            {rows.map((row) => (
              <Group
                key={row.currency}
                gap="sm"
                wrap="nowrap"
                align="flex-start"
                aria-label={`Totales en ${row.currency}`}
                role="group"
              >
                {rows.length > 1 ? (
                  // At least as wide as the others so the columns line up, never narrower than its code:
                  // a fixed 48 px cut "COP" to "CO…" (docs/architecture.md §4.1).
                  <Badge
                    variant="light"
                    color="gray"
                    radius="sm"
                    mt={4}
                    miw={56}
                    style={{ flex: 'none' }}
                    styles={{ label: { overflow: 'visible', textOverflow: 'clip' } }}
                  >
                    {row.currency}
                  </Badge>
                ) : null}
                <SimpleGrid cols={{ base: 1, xs: 3 }} spacing={{ base: 2, xs: 'sm' }} style={{ flex: 1 }}>
                  <Figure label="Ingresos" value={formatMoney(row.income, row.currency, locale)} color="green.8" />
                  <Figure
                    label="Gastos"
                    value={formatMoney(Math.abs(row.expense), row.currency, locale)}
                    color="red.7"
                  />
                  <Figure label="Neto" value={formatMoney(row.net, row.currency, locale)} color={moneyColor(row.net)} />
                </SimpleGrid>
              </Group>
            ))}
          </Stack>
        ) : null}
      </Group>
    </Paper>
  );
}
