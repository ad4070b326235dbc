import { formatMoney } from '@cuentas/shared/money';
import type { Transaction } from '@cuentas/shared/schemas/transactions';
import { ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { formatCalendarDate } from '../../../lib/format-date.ts';
import { DashboardCard } from './dashboard-card.tsx';

export type CategoryLabel = { name: string; color: string };

type LatestTransactionsCardProps = {
  transactions: Transaction[];
  accountNames: ReadonlyMap<string, string>;
  categories: ReadonlyMap<string, CategoryLabel>;
  locale: string;
};

function describe(transaction: Transaction): string {
  if (transaction.payee) return transaction.payee;
  if (transaction.kind === 'transfer') return 'Transferencia';
  return transaction.amount < 0 ? 'Gasto' : 'Ingreso';
}

/** The 8 latest transactions: date, concept, account and category, and the signed amount. */
export function LatestTransactionsCard({
  transactions,
  accountNames,
  categories,
  locale,
}: LatestTransactionsCardProps) {
  return (
    <DashboardCard id="dashboard-latest" title="Últimos movimientos" link={{ to: '/transactions', label: 'Ver todos' }}>
      <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }} aria-label="Últimos movimientos">
        {transactions.map((transaction) => {
          const category = transaction.category_id ? categories.get(transaction.category_id) : undefined;
          const splitLabel = transaction.splits.length > 0 ? 'Dividido' : null;
          return (
            <Group
              component="li"
              key={transaction.id}
              justify="space-between"
              wrap="nowrap"
              gap="sm"
              py={8}
              style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
            >
              <Stack gap={2} miw={0}>
                <Text size="sm" fw={600} lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
                  {describe(transaction)}
                </Text>
                <Group gap={6} wrap="wrap" miw={0} style={{ rowGap: 0 }}>
                  <Text size="xs" c="dimmed">
                    {formatCalendarDate(transaction.date, locale)} ·{' '}
                    {accountNames.get(transaction.account_id) ?? 'Cuenta'}
                  </Text>
                  {category || splitLabel ? (
                    <Group gap={4} wrap="nowrap" miw={0}>
                      {category ? (
                        <ColorSwatch color={category.color} size={8} withShadow={false} aria-hidden="true" />
                      ) : null}
                      <Text size="xs" c="dimmed" lineClamp={1}>
                        {category?.name ?? splitLabel}
                      </Text>
                    </Group>
                  ) : null}
                </Group>
              </Stack>
              <Text
                size="sm"
                fw={700}
                c={transaction.kind === 'transfer' ? undefined : transaction.amount < 0 ? 'red.7' : 'teal.8'}
                style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
              >
                {formatMoney(transaction.amount, transaction.currency, locale)}
              </Text>
            </Group>
          );
        })}
      </Stack>
    </DashboardCard>
  );
}
