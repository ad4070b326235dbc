import { formatMoney } from '@cuentas/shared/money';
import type { Account } from '@cuentas/shared/schemas/accounts';
import { Paper, SimpleGrid, Text } from '@mantine/core';

/** One total per currency: without exchange rates, sums across currencies would be invented. */
export function AccountTotals({ accounts, locale }: { accounts: Account[]; locale: string }) {
  const totals = new Map<string, number>();
  for (const account of accounts) totals.set(account.currency, (totals.get(account.currency) ?? 0) + account.balance);
  if (totals.size === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, xs: Math.min(totals.size, 3) }} spacing="md">
      {[...totals].map(([currency, total]) => (
        <Paper key={currency} withBorder radius="lg" p="md">
          <Text size="sm" c="dimmed">
            Saldo total en {currency}
          </Text>
          <Text fz={28} fw={800} c={total < 0 ? 'red.7' : undefined} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatMoney(total, currency, locale)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
