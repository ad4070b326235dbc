import { formatMoney } from '@cuentas/shared/money';
import type { Dashboard } from '@cuentas/shared/schemas/dashboard';
import { Group, Stack, Text } from '@mantine/core';
import { Fragment } from 'react';
import { RateText } from '../../../components/ui/rate-text.tsx';
import { netWorthRates } from '../../../lib/rate-note.ts';
import { compactMoney, trendChange, trendPoints } from '../dashboard-view.ts';
import { DashboardCard } from './dashboard-card.tsx';
import { Money } from '../../../components/ui/money.tsx';
import { NetWorthAreaChart } from './net-worth-area-chart.tsx';

type NetWorthTrendCardProps = { dashboard: Dashboard; locale: string };

const numeric = { fontVariantNumeric: 'tabular-nums' } as const;

/** Net worth today, its change over the year and a 12-month area chart. */
export function NetWorthTrendCard({ dashboard, locale }: NetWorthTrendCardProps) {
  const base = dashboard.base_currency ?? 'EUR';
  const total = dashboard.net_worth.total;
  const points = trendPoints(dashboard.trend, locale);
  const known = points.filter((point) => point.value !== null);
  const change = trendChange(points);
  const money = (value: number) => formatMoney(Math.round(value), base, locale);
  const rates = total === null ? [] : netWorthRates(dashboard.net_worth);
  const summary =
    known.length > 0
      ? `Evolución del patrimonio: ${money(known[0]!.value!)} en ${known[0]!.label} y ${money(known.at(-1)!.value!)} en ${known.at(-1)!.label}.`
      : 'Sin datos de evolución.';

  return (
    <DashboardCard id="dashboard-net-worth" title="Patrimonio neto" link={{ to: '/accounts', label: 'Ver cuentas' }}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" gap="xs">
          {total === null ? (
            <Text fw={600} c="orange.8">
              Sin total: falta alguna tasa de cambio
            </Text>
          ) : (
            <Text
              fz={{ base: 28, sm: 32 }}
              fw={800}
              c={total < 0 ? 'red.7' : undefined}
              style={numeric}
              data-testid="dashboard-net-worth"
            >
              {money(total)}
            </Text>
          )}
          {change !== null ? (
            <Money
              amount={Math.round(change)}
              currency={base}
              locale={locale}
              tone="flow"
              sign="plus"
              size="sm"
              fw={600}
            >
              {' '}
              en 12 meses
            </Money>
          ) : null}
        </Group>
        {rates.length > 0 ? (
          <Text size="xs" c="dimmed" data-testid="dashboard-net-worth-rates">
            Convertido con{' '}
            {rates.map((rate, index) => (
              <Fragment key={rate.from}>
                {index > 0 ? '; ' : null}
                <RateText note={rate} locale={locale} />
              </Fragment>
            ))}
            .
          </Text>
        ) : null}
        {known.length >= 2 ? (
          <div role="img" aria-label={summary}>
            <NetWorthAreaChart points={points} money={money} axis={(value) => compactMoney(value, base, locale)} />
          </div>
        ) : (
          <Text size="sm" c="dimmed">
            {known.length === 0 && dashboard.missing_rates.length > 0
              ? 'Agrega las tasas de cambio que faltan para ver cómo evoluciona tu patrimonio.'
              : 'Verás aquí cómo cambia tu patrimonio mes a mes a medida que registres movimientos.'}
          </Text>
        )}
      </Stack>
    </DashboardCard>
  );
}
