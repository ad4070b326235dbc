import type { ImportAnalysis } from '@cuentas/shared/schemas/imports';
import { Badge, Group, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { PreviewTable } from './preview-table.tsx';

type AnalysisSummaryProps = {
  analysis: ImportAnalysis | undefined;
  fetching: boolean;
  locale: string;
  compact?: boolean;
};

function Count({ label, value, color }: { label: string; value: number; color: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={800} fz="xl" c={value > 0 ? color : undefined} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value.toLocaleString('es-ES')}
      </Text>
    </Paper>
  );
}

/** The three counts of an analysis (and, compact, its first rows) as the user changes the mapping. */
export function AnalysisSummary({ analysis, fetching, locale, compact }: AnalysisSummaryProps) {
  if (!analysis) {
    return (
      <Group gap="xs" c="dimmed" aria-live="polite">
        <Loader size="xs" aria-hidden="true" />
        <Text size="sm">Analizando el archivo…</Text>
      </Group>
    );
  }
  return (
    <Stack gap="sm" aria-live="polite" aria-busy={fetching}>
      <Group gap="xs">
        <Text fw={600}>{compact ? 'Con esta configuración' : 'Resumen'}</Text>
        {fetching ? <Loader size="xs" aria-label="Actualizando" /> : null}
      </Group>
      <SimpleGrid cols={3} spacing="xs" role="list" aria-label="Resumen del análisis">
        <div role="listitem">
          <Count label="Válidas" value={analysis.valid} color="teal.8" />
        </div>
        <div role="listitem">
          <Count label="Con errores" value={analysis.error_count} color="red.7" />
        </div>
        <div role="listitem">
          <Count label="Posibles duplicados" value={analysis.duplicate_count} color="orange.8" />
        </div>
      </SimpleGrid>
      {compact && analysis.errors[0] ? (
        <Text size="sm" c="red.7">
          Fila {analysis.errors[0].row}: {analysis.errors[0].message}
          {analysis.error_count > 1 ? ` (y ${analysis.error_count - 1} más)` : ''}
        </Text>
      ) : null}
      {compact && analysis.preview.length > 0 ? (
        <Stack gap={4}>
          <Group gap="xs">
            <Text size="sm" fw={600}>
              Así quedarán
            </Text>
            <Badge variant="light" color="gray" size="sm">
              {analysis.currency}
            </Badge>
          </Group>
          <PreviewTable rows={analysis.preview.slice(0, 3)} currency={analysis.currency} locale={locale} />
        </Stack>
      ) : null}
    </Stack>
  );
}
