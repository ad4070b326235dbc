import { Button, EmptyState, Paper, Skeleton, Stack } from '@mantine/core';
import { IconFilterOff, IconReceipt } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export function ListSkeleton({ rows = 8 }: { rows?: number }) {
  return (
    <Stack gap={6} aria-busy="true" aria-label="Cargando movimientos">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} h={52} radius="md" />
      ))}
    </Stack>
  );
}

export function NoTransactions({ action }: { action: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="xl">
      <EmptyState
        icon={<IconReceipt aria-hidden="true" />}
        title="Aún no tienes movimientos"
        description="Anota tu primer gasto o ingreso, o mueve dinero entre tus cuentas. Todo lo que registres aparecerá aquí."
        variant="light"
      >
        <EmptyState.Actions>{action}</EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}

export function NoResults({ onClear }: { onClear: () => void }) {
  return (
    <Paper withBorder radius="lg" p="xl">
      <EmptyState
        icon={<IconFilterOff aria-hidden="true" />}
        title="Ningún movimiento coincide con los filtros"
        description="Prueba con otras fechas, cuentas o palabras, o quita los filtros para ver todo."
        variant="light"
      >
        <EmptyState.Actions>
          <Button variant="light" onClick={onClear}>
            Limpiar filtros
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}
