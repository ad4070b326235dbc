import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconPlus } from '@tabler/icons-react';

export type MissingPair = { from_currency: string; to_currency: string };

type MissingRatesAlertProps = { missing: MissingPair[]; onAdd: (pair: MissingPair) => void };

/** Names every missing pair and offers to add it: totals are never converted at an assumed 1:1. */
export function MissingRatesAlert({ missing, onAdd }: MissingRatesAlertProps) {
  const pairs = missing.filter((pair) => pair.from_currency && pair.to_currency);
  if (pairs.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle aria-hidden="true" />}
      title={pairs.length === 1 ? 'Falta una tasa de cambio' : 'Faltan tasas de cambio'}
    >
      <Stack gap="xs">
        <Text size="sm">
          Sin ella no convertimos esos saldos a tu moneda principal, ni los sumamos como si valieran lo mismo.
        </Text>
        {pairs.map((pair) => (
          <Group key={`${pair.from_currency}-${pair.to_currency}`} justify="space-between" gap="xs" wrap="wrap">
            <Text size="sm" fw={600}>
              Falta la tasa {pair.from_currency}→{pair.to_currency}
            </Text>
            <Button
              size="xs"
              variant="white"
              color="orange"
              leftSection={<IconPlus size={14} aria-hidden="true" />}
              onClick={() => onAdd(pair)}
            >
              Agregar tasa {pair.from_currency}→{pair.to_currency}
            </Button>
          </Group>
        ))}
      </Stack>
    </Alert>
  );
}
