import { formatMoney } from '@cuentas/shared/money';
import type { NetWorth } from '@cuentas/shared/schemas/accounts';
import { Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { netWorthView } from '../net-worth-view.ts';
import { Money } from '../../../components/ui/money.tsx';

const numeric = { fontVariantNumeric: 'tabular-nums' } as const;

type NetWorthCardProps = {
  netWorth: NetWorth | undefined;
  loading?: boolean;
  locale: string;
  /** Shown when rates are missing: the exchange-rates feature's warning with its "add" buttons. */
  missingRates?: ReactNode;
};

/** Net worth in the base currency with assets and liabilities; without a rate, says which is missing. */
export function NetWorthCard({ netWorth, loading, locale, missingRates }: NetWorthCardProps) {
  if (loading || !netWorth) {
    return <Skeleton h={132} radius="lg" aria-label="Cargando patrimonio" />;
  }
  const view = netWorthView(netWorth);
  if (view.kind === 'empty') return null;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="net-worth-title">
      <Stack gap="sm">
        <Text size="sm" c="dimmed" fw={600} id="net-worth-title">
          Patrimonio neto
        </Text>
        {view.kind === 'complete' ? (
          <>
            <Text
              fz={{ base: 28, sm: 34 }}
              fw={800}
              c={view.total < 0 ? 'red.7' : undefined}
              style={numeric}
              data-testid="net-worth-total"
            >
              {formatMoney(view.total, view.currency, locale)}
            </Text>
            <SimpleGrid cols={2} spacing="sm" maw={480}>
              <Stack gap={0}>
                <Text size="xs" c="dimmed">
                  Activos
                </Text>
                <Text fw={600} c="teal.8" style={numeric}>
                  {formatMoney(view.assets, view.currency, locale)}
                </Text>
              </Stack>
              <Stack gap={0}>
                <Text size="xs" c="dimmed">
                  Pasivos
                </Text>
                <Text fw={600} c="red.7" style={numeric}>
                  {formatMoney(view.liabilities, view.currency, locale)}
                </Text>
              </Stack>
            </SimpleGrid>
          </>
        ) : null}
        {view.kind === 'incomplete' ? (
          <>
            <Text fw={600}>No podemos calcular el total en {view.currency} sin todas las tasas de cambio.</Text>
            <Group gap="lg">
              {view.subtotals.map((subtotal) => (
                <Stack gap={0} key={subtotal.currency}>
                  <Text size="xs" c="dimmed">
                    En {subtotal.currency}
                  </Text>
                  <Money amount={subtotal.total} currency={subtotal.currency} locale={locale} fw={600} />
                </Stack>
              ))}
            </Group>
            {missingRates}
          </>
        ) : null}
        {view.kind === 'no-base' ? (
          <Text c="dimmed">Elige tu moneda principal en Configuración para ver tu patrimonio total.</Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
