import { Alert, Anchor, Box, Group, Loader, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import type { RateUsed } from '@cuentas/shared/schemas/reports';
import { describeRate } from '../../../lib/rate-note.ts';
import type { MissingRate } from '../api/report-envelope.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';

type QueryState = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
};

type ReportPanelProps = {
  id: string;
  title: string;
  description?: ReactNode;
  query: QueryState;
  missingRates?: readonly MissingRate[];
  /** The latest rate each foreign currency was converted with, said under the chart. */
  ratesUsed?: readonly RateUsed[];
  locale?: string;
  /** What to show instead of the chart when there is nothing to draw; null when there is data. */
  empty: ReactNode | null;
  actions?: ReactNode;
  /** Where focus goes when the content changes under the user (the spending drill-down). */
  headingRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
};

/** One report: title, loading/error/empty states, missing-rate warning, then the chart and its table. */
export function ReportPanel({
  id,
  title,
  description,
  query,
  missingRates = [],
  ratesUsed = [],
  locale = 'es-ES',
  empty,
  actions,
  headingRef,
  children,
}: ReportPanelProps) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      aria-labelledby={id}
      aria-busy={query.isFetching}
    >
      <Group justify="space-between" align="flex-start" gap="sm" mb="md">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 260px' }}>
          <Group gap="xs">
            <Title order={2} fz="h4" id={id} ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
              {title}
            </Title>
            {query.isFetching && !query.isPending ? <Loader size="xs" aria-label="Actualizando" /> : null}
          </Group>
          {description ? (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          ) : null}
        </Stack>
        {actions}
      </Group>
      {query.isPending ? (
        <Stack gap="sm" aria-label="Cargando el reporte">
          <Skeleton h={280} radius="md" />
          <Skeleton h={120} radius="md" />
        </Stack>
      ) : query.isError && !query.isPlaceholderData ? (
        <LoadError
          title="No pudimos cargar este reporte"
          error={query.error}
          onRetry={() => void query.refetch()}
          withIcon
        />
      ) : (
        <Stack gap="lg">
          {missingRates.length ? <MissingRatesAlert missing={missingRates} /> : null}
          {empty ?? <Box>{children}</Box>}
          {ratesUsed.length && !empty ? <RatesUsedNote rates={ratesUsed} locale={locale} /> : null}
        </Stack>
      )}
    </Paper>
  );
}

function MissingRatesAlert({ missing }: { missing: readonly MissingRate[] }) {
  const pairs = missing.map((item) => `${item.from_currency} → ${item.to_currency}`).join(', ');
  return (
    <Alert
      color="yellow"
      variant="light"
      title="Faltan tasas de cambio"
      icon={<IconAlertTriangle aria-hidden="true" />}
    >
      <Text size="sm">
        No tenemos la tasa {pairs}, así que los importes en {missing.length === 1 ? 'esa moneda' : 'esas monedas'} no se
        suman a este reporte. Agrégala en{' '}
        <Anchor component={Link} to="/accounts" size="sm">
          Cuentas › Tasas de cambio
        </Anchor>
        .
      </Text>
    </Alert>
  );
}

/** The empty state inside a report. */
export function ReportEmpty({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack align="center" gap={6} py="xl" px="md" ta="center">
      <Text fw={600}>{title}</Text>
      <Text size="sm" c="dimmed" maw={460}>
        {children}
      </Text>
    </Stack>
  );
}

/** Which rates the figures were converted with: each month at its own month-end rate, the latest named. */
function RatesUsedNote({ rates, locale }: { rates: readonly RateUsed[]; locale: string }) {
  // Said as net worth says it (lib/rate-note.ts): "1 USD = 4.380,5 COP · 24 nov 2026 · Banco Central Europeo".
  const parts = rates.map((rate) =>
    describeRate(
      { from: rate.from_currency, to: rate.to_currency, rate: rate.rate, date: rate.date, source: rate.source },
      locale,
    ),
  );
  return (
    <Text size="xs" c="dimmed" data-testid="rates-used">
      Convertido con la tasa de cierre de cada mes; la más reciente: {parts.join('; ')}.
    </Text>
  );
}
