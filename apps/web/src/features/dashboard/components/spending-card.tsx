import { formatMoney } from '@cuentas/shared/money';
import type { Dashboard } from '@cuentas/shared/schemas/dashboard';
import { ColorSwatch, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatShare, spendingSlices } from '../dashboard-view.ts';
import { DashboardCard } from './dashboard-card.tsx';
import { SpendingDonut } from './spending-donut.tsx';

/** Where the month's money went, by category group: a donut and a legend with amounts. */
export function SpendingCard({ dashboard, locale }: { dashboard: Dashboard; locale: string }) {
  const base = dashboard.base_currency ?? 'EUR';
  const slices = spendingSlices(dashboard.spending_by_category);
  const total = slices.reduce((sum, slice) => sum + slice.amount, 0);
  const money = (value: number) => formatMoney(Math.round(value), base, locale);

  return (
    <DashboardCard
      id="dashboard-spending"
      title="Gastos por categoría"
      link={{ to: '/categories', label: 'Categorías' }}
    >
      {slices.length === 0 ? (
        <Text size="sm" c="dimmed">
          Aún no hay gastos este mes. Cuando registres o importes movimientos verás aquí en qué se va tu dinero.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 1, xl: 2 }} spacing="md" verticalSpacing="md">
          <Group justify="center" role="img" aria-label={`Gastos del mes: ${money(total)} en total`}>
            <SpendingDonut slices={slices} money={money} label={money(total)} />
          </Group>
          <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }} aria-label="Gastos por categoría">
            {slices.map((slice) => (
              <Group component="li" key={slice.key} justify="space-between" wrap="nowrap" gap="xs">
                <Group gap={8} wrap="nowrap" miw={0}>
                  <ColorSwatch color={slice.color} size={12} withShadow={false} aria-hidden="true" />
                  <Text size="sm" lineClamp={1}>
                    {slice.name}
                  </Text>
                </Group>
                <Group gap={6} wrap="nowrap">
                  <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                    {money(slice.amount)}
                  </Text>
                  <Text size="xs" c="dimmed" w={44} ta="right">
                    {formatShare(slice.percent, locale)} %
                  </Text>
                </Group>
              </Group>
            ))}
          </Stack>
        </SimpleGrid>
      )}
    </DashboardCard>
  );
}
