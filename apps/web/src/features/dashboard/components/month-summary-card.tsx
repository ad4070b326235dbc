import { formatMoney } from '@cuentas/shared/money';
import type { Dashboard } from '@cuentas/shared/schemas/dashboard';
import { Divider, Group, Stack, Text } from '@mantine/core';
import { formatPeriod, spentHelp } from '../dashboard-view.ts';
import { DashboardCard } from './dashboard-card.tsx';
import { moneyColor } from '../../../components/ui/money.tsx';

const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

function Line({
  label,
  value,
  currency,
  locale,
  color,
  strong,
}: {
  label: string;
  value: number | null;
  currency: string;
  locale: string;
  color?: string;
  strong?: boolean;
}) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text fw={strong ? 700 : 500}>{label}</Text>
      <Text
        fw={strong ? 800 : 600}
        fz={strong ? 'xl' : undefined}
        c={value === null ? 'dimmed' : color}
        style={numeric}
      >
        {value === null ? 'Falta una tasa' : formatMoney(value, currency, locale)}
      </Text>
    </Group>
  );
}

/** This budget month's income, expenses and what is left, in the base currency. */
export function MonthSummaryCard({ dashboard, locale }: { dashboard: Dashboard; locale: string }) {
  const base = dashboard.base_currency ?? 'EUR';
  const expense = dashboard.expense === null ? null : Math.abs(dashboard.expense);
  const left = dashboard.left;
  return (
    <DashboardCard id="dashboard-month" title="Este mes">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {formatPeriod(dashboard.period, locale)}
        </Text>
        <Line
          label="Ingresos"
          value={dashboard.income}
          currency={base}
          locale={locale}
          color={dashboard.income ? 'teal.8' : undefined}
        />
        <Line label="Gastos" value={expense} currency={base} locale={locale} color={expense ? 'red.7' : undefined} />
        <Divider />
        <Line
          label="Te queda"
          value={left}
          currency={base}
          locale={locale}
          color={left === null ? undefined : moneyColor(left)}
          strong
        />
        <Text size="xs" c="dimmed">
          {spentHelp(dashboard.uncategorised_expense, base, locale)}
        </Text>
        {left !== null && left < 0 ? (
          <Text size="sm" c="red.7">
            Este mes llevas gastado más de lo que ha entrado.
          </Text>
        ) : null}
      </Stack>
    </DashboardCard>
  );
}
