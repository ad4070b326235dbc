import type { Category } from '@cuentas/shared/schemas/categories';
import type { ImportAnalysis, PreviewRow } from '@cuentas/shared/schemas/imports';
import { Alert, Button, Checkbox, Group, Skeleton, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { allErrorMessages } from '../../../lib/server-errors.ts';
import { rowsToImport } from '../file-checks.ts';
import { AnalysisSummary } from './analysis-summary.tsx';
import { BalanceCheckPanel } from './balance-check-panel.tsx';
import { DuplicatesList } from './duplicates-list.tsx';
import { ErrorReport } from './error-report.tsx';
import { PreviewTable, type RowEdit } from './preview-table.tsx';
import { TransferPreview } from './transfer-preview.tsx';

type ReviewStepProps = {
  analysis: ImportAnalysis | undefined;
  fetching: boolean;
  error: unknown;
  locale: string;
  included: ReadonlySet<number>;
  onIncludedChange: (rows: Set<number>) => void;
  /** Import the valid rows and leave the rows in error out, as the user chose. */
  skipErrors: boolean;
  onSkipErrorsChange: (skip: boolean) => void;
  /** "Volver a las columnas" for CSV, "Elegir otro archivo" for OFX. */
  backLabel: string;
  onBack: () => void;
  onCommit: () => void;
  /** What the user chooses for this file before importing (each statement's account, a QIF's date order). */
  choices?: ReactNode;
  /** Why the import cannot start yet (a statement without its account), shown on the button. */
  waitingFor?: string | null;
  /** The user's categories, for each row's picker; the rows' edits (category, left out) by file row. */
  categories?: readonly Category[];
  edits?: ReadonlyMap<number, RowEdit>;
  onEditsChange?: (edits: Map<number, RowEdit>) => void;
  /** The analysis again from a later row: its preview holds the next rows to review. */
  loadMoreRows?: (from: number) => Promise<ImportAnalysis>;
};

/** The rows after the first page, loaded on request; kept for the analysis they continue. */
type MoreRows = { of: ImportAnalysis; rows: PreviewRow[] };

const NO_EDITS: ReadonlyMap<number, RowEdit> = new Map();

/** Rows the user left out that would otherwise be imported (a duplicate not kept is out already). */
export function leftOutCount(
  analysis: ImportAnalysis,
  included: ReadonlySet<number>,
  edits: ReadonlyMap<number, RowEdit>,
): number {
  const duplicates = new Set(analysis.duplicates.map((row) => row.row));
  let count = 0;
  for (const [row, edit] of edits) if (edit.skip && !(duplicates.has(row) && !included.has(row))) count += 1;
  return count;
}

/** Step 3: counts, the blocking error report, duplicates to keep or skip, and the first rows. */
export function ReviewStep(props: ReviewStepProps) {
  const {
    analysis,
    fetching,
    error,
    locale,
    included,
    onIncludedChange,
    skipErrors,
    onSkipErrorsChange,
    backLabel,
    onBack,
    onCommit,
    choices,
    waitingFor = null,
  } = props;
  const { categories, edits = NO_EDITS, onEditsChange, loadMoreRows } = props;
  const [more, setMore] = useState<MoreRows | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);
  if (error) {
    return (
      <Stack gap="md">
        {choices}
        <Alert color="red" variant="light" title="No pudimos leer el archivo">
          {allErrorMessages(error).join(' ')}
        </Alert>
        <Group>
          <Button variant="default" onClick={onBack}>
            {backLabel}
          </Button>
        </Group>
      </Stack>
    );
  }
  if (!analysis) return <Skeleton h={280} radius="md" />;
  const leftOut = leftOutCount(analysis, included, edits);
  const count = Math.max(0, rowsToImport(analysis.valid, analysis.duplicate_count, included.size) - leftOut);
  const hasErrors = analysis.error_count > 0;
  const blocked = hasErrors && !skipErrors;
  // New options or choices make a new analysis: the rows loaded for the last one no longer apply.
  const previewRows = more?.of === analysis ? [...analysis.preview, ...more.rows] : analysis.preview;
  const rowsLeft = analysis.valid - previewRows.length;

  async function showMore() {
    if (!loadMoreRows || !analysis) return;
    setLoadingMore(true);
    setMoreError(null);
    try {
      const next = await loadMoreRows(previewRows.length);
      setMore({ of: analysis, rows: [...previewRows.slice(analysis.preview.length), ...next.preview] });
    } catch (failure) {
      setMoreError(allErrorMessages(failure).join(' ') || 'No pudimos cargar más movimientos');
    } finally {
      setLoadingMore(false);
    }
  }

  return (
    <Stack gap="lg">
      {choices}
      {analysis.warnings.length > 0 ? (
        <Alert color="yellow" variant="light" title="Antes de importar">
          <Stack gap={4}>
            {analysis.warnings.map((warning) => (
              <Text key={warning} size="sm">
                {warning}
              </Text>
            ))}
          </Stack>
        </Alert>
      ) : null}
      <AnalysisSummary analysis={analysis} fetching={fetching} locale={locale} />
      {hasErrors ? <ErrorReport errors={analysis.errors} total={analysis.error_count} /> : null}
      {hasErrors && analysis.valid > 0 ? (
        <Checkbox
          checked={skipErrors}
          onChange={(event) => onSkipErrorsChange(event.currentTarget.checked)}
          label={`Dejar fuera ${analysis.error_count === 1 ? 'la fila con errores' : `las ${analysis.error_count.toLocaleString('es-ES')} filas con errores`} e importar el resto`}
          description="Mejor corrige la configuración si puedes: las filas que dejes fuera no se importarán."
        />
      ) : null}
      {analysis.balance_check ? (
        <BalanceCheckPanel check={analysis.balance_check} currency={analysis.currency} locale={locale} />
      ) : null}
      {!analysis.statement.closing && !blocked ? (
        <Text size="sm" c="dimmed">
          Este archivo no indica el saldo del banco, así que no podemos comprobarlo. Si tu banco lo da en una columna
          «Saldo», márcala en el paso de columnas.
        </Text>
      ) : null}
      {analysis.duplicate_count > 0 ? (
        <DuplicatesList
          duplicates={analysis.duplicates}
          total={analysis.duplicate_count}
          currency={analysis.currency}
          locale={locale}
          included={included}
          onChange={onIncludedChange}
        />
      ) : null}
      {analysis.transfers?.length ? (
        <TransferPreview transfers={analysis.transfers} currency={analysis.currency} locale={locale} />
      ) : null}
      {previewRows.length > 0 ? (
        <Stack gap="xs">
          <Text fw={600}>{rowsLeft > 0 ? 'Primeros movimientos' : 'Movimientos'}</Text>
          {categories && onEditsChange ? (
            <Text size="sm" c="dimmed">
              Cambia la categoría que tendrá un movimiento o déjalo fuera: lo que elijas aquí manda sobre tus reglas.
            </Text>
          ) : null}
          <PreviewTable
            rows={previewRows}
            currency={analysis.currency}
            locale={locale}
            editing={
              categories && onEditsChange
                ? { categories, edits, onEdit: (row, edit) => onEditsChange(new Map(edits).set(row, edit)) }
                : undefined
            }
          />
          {loadMoreRows && rowsLeft > 0 ? (
            <Group gap="sm">
              <Button variant="default" size="xs" loading={loadingMore} onClick={() => void showMore()}>
                {`Ver ${Math.min(20, rowsLeft)} más (quedan ${rowsLeft.toLocaleString('es-ES')})`}
              </Button>
              {moreError ? (
                <Text size="sm" c="red.8" role="alert">
                  {moreError}
                </Text>
              ) : null}
            </Group>
          ) : null}
        </Stack>
      ) : null}
      {!blocked ? (
        <Text size="sm" fw={600} aria-live="polite" role="status">
          {count === 1 ? 'Se importará 1 movimiento' : `Se importarán ${count.toLocaleString('es-ES')} movimientos`}
          {leftOut > 0 ? ` · dejas fuera ${leftOut.toLocaleString('es-ES')}` : ''}
        </Text>
      ) : null}
      {!blocked && count === 0 ? (
        <Text c="dimmed">
          {leftOut > 0
            ? 'Dejaste fuera todos los movimientos nuevos: no hay nada que importar.'
            : 'No hay movimientos nuevos para importar: todos parecen duplicados.'}
        </Text>
      ) : null}
      <Group justify="space-between" gap="sm">
        <Button variant="default" onClick={onBack}>
          {backLabel}
        </Button>
        <Button onClick={onCommit} disabled={blocked || count === 0 || fetching || waitingFor !== null}>
          {waitingFor ??
            (blocked
              ? 'Corrige los errores para importar'
              : count === 0
                ? 'Nada que importar'
                : count === 1
                  ? 'Importar 1 movimiento'
                  : `Importar ${count.toLocaleString('es-ES')} movimientos`)}
        </Button>
      </Group>
    </Stack>
  );
}
