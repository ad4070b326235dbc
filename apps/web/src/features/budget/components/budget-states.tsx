import { Alert, Anchor, Button, EmptyState, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCategory, IconChartPie } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export function BudgetSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Cargando presupuesto">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} h={96} radius="lg" />
        ))}
      </SimpleGrid>
      <Skeleton h={220} radius="lg" />
      <Skeleton h={220} radius="lg" />
    </Stack>
  );
}

/** Nothing planned yet this month: what a budget is for and the two quick ways to start. */
export function EmptyBudget({ monthName, actions }: { monthName: string; actions: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="lg">
      <EmptyState
        icon={<IconChartPie aria-hidden="true" />}
        title={`Aún no tienes presupuesto para ${monthName}`}
        description="Abre un grupo y escribe cuánto quieres gastar en cada categoría; se guarda solo. O empieza rápido con lo del mes anterior o con lo que gastaste en promedio."
        variant="light"
      >
        <EmptyState.Actions>{actions}</EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}

export function NoExpenseCategories() {
  return (
    <Paper withBorder radius="lg" p="lg">
      <EmptyState
        icon={<IconCategory aria-hidden="true" />}
        title="No tienes categorías de gasto"
        description="El presupuesto se arma por categorías (Supermercado, Transporte…). Crea al menos una dentro de un grupo para empezar."
        variant="light"
      >
        <EmptyState.Actions>
          <Button component={Link} to="/categories">
            Ir a categorías
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}

export function MissingRatesWarning({ missing }: { missing: { from_currency: string; to_currency: string }[] }) {
  if (missing.length === 0) return null;
  const pairs = missing.map((pair) => `${pair.from_currency} → ${pair.to_currency}`).join(', ');
  return (
    <Alert
      color="yellow"
      variant="light"
      title="Faltan tasas de cambio"
      icon={<IconAlertTriangle aria-hidden="true" />}
    >
      <Text size="sm">
        No sumamos los gastos en otras monedas sin una tasa ({pairs}), así que lo gastado puede verse menor de lo real.{' '}
        <Anchor component={Link} to="/accounts" size="sm" fw={600}>
          Agrega la tasa en Cuentas → Tasas de cambio
        </Anchor>
        .
      </Text>
    </Alert>
  );
}
