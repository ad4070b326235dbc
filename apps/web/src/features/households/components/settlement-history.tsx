import type { Balances } from '@cuentas/shared/schemas/households';
import { formatMoney } from '@cuentas/shared/money';
import { Badge, Group, Stack, Text } from '@mantine/core';

const dateFormat = new Intl.DateTimeFormat('es', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** «Pagos entre ustedes»: every settlement, newest first, saying whether it moved money between accounts. */
export function SettlementHistory({
  settlements,
  names,
}: {
  settlements: Balances['settlements'];
  names: ReadonlyMap<string, string>;
}) {
  if (settlements.length === 0) return null;
  const name = (id: string) => names.get(id) ?? 'Alguien que ya no está';
  return (
    <Stack gap={4} mt="xs">
      <Text size="sm" fw={600}>
        Pagos entre ustedes
      </Text>
      <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {[...settlements].reverse().map((settlement) => (
          <Group component="li" key={settlement.id} justify="space-between" wrap="wrap" gap="xs">
            <Text size="sm">
              {dateFormat.format(new Date(`${settlement.date}T00:00:00Z`))} · {name(settlement.from_member)} le pagó a{' '}
              {name(settlement.to_member)} {formatMoney(settlement.amount, settlement.currency)}
            </Text>
            <Badge variant="light" color={settlement.transfer_id ? 'teal' : 'gray'}>
              {settlement.transfer_id ? 'Con transferencia' : 'Solo anotado'}
            </Badge>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
