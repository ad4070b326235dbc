import type { CommitResult, ImportProgress } from '@cuentas/shared/schemas/imports';
import { Alert, Button, Group, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowBackUp, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { allErrorMessages } from '../../../lib/server-errors.ts';
import { toastSuccess } from '../../../lib/toasts.ts';
import { useDeleteImport } from '../api/delete-import.ts';
import { BalanceCheckPanel, reconcileLink } from './balance-check-panel.tsx';
import { ErrorReport, type RowError } from './error-report.tsx';
import { TransferProposals } from './transfer-proposals.tsx';

type CommitStepProps = {
  pending: boolean;
  progress: ImportProgress | undefined;
  summary: CommitResult | undefined;
  currency: string;
  locale: string;
  keptDuplicates: number;
  error: unknown;
  onBack: () => void;
  onClose: () => void;
};

/** The server's per-row report ("Fila 3: …") from a refused commit, back into rows. */
function rowErrors(error: unknown): RowError[] {
  if (!isApiError(error)) return [];
  return error.errors
    .flatMap((item) => item.errors ?? [])
    .map((item, index) => {
      const match = /^Fila (\d+): (.*)$/.exec(item.message);
      return match ? { row: Number(match[1]), message: match[2]! } : { row: index + 1, message: item.message };
    });
}

/** Step 4: a progress bar while the server imports, then the result with "Deshacer importación". */
export function CommitStep({
  pending,
  progress,
  summary,
  currency,
  locale,
  keptDuplicates,
  error,
  onBack,
  onClose,
}: CommitStepProps) {
  const undo = useDeleteImport();
  const [confirming, setConfirming] = useState(false);
  const [undone, setUndone] = useState(false);

  if (pending || (!summary && !error)) {
    const total = progress?.total ?? 0;
    const processed = progress?.processed ?? 0;
    return (
      <Stack gap="sm" py="lg" aria-live="polite">
        <Text fw={600}>Importando movimientos…</Text>
        <Progress
          value={total > 0 ? (processed / total) * 100 : 5}
          animated
          size="lg"
          aria-label="Progreso de la importación"
        />
        <Text size="sm" c="dimmed">
          {total > 0 ? `${processed.toLocaleString('es-ES')} de ${total.toLocaleString('es-ES')}` : 'Preparando…'}
        </Text>
      </Stack>
    );
  }

  if (error || !summary) {
    const rows = rowErrors(error);
    return (
      <Stack gap="md">
        {rows.length > 0 ? (
          <ErrorReport errors={rows} total={rows.length} />
        ) : (
          <Alert color="red" variant="light" title="No pudimos importar el archivo">
            {allErrorMessages(error).join(' ')} No se importó nada.
          </Alert>
        )}
        <Group justify="space-between">
          <Button variant="default" onClick={onBack}>
            Volver a revisar
          </Button>
          <Button variant="light" onClick={onClose}>
            Cerrar
          </Button>
        </Group>
      </Stack>
    );
  }

  // A several-account Norma 43 also made an import per other statement: counted and undone together here.
  const all = [summary, ...summary.related_imports];
  const imported = all.reduce((sum, item) => sum + item.imported_count, 0);
  const skipped = Math.max(0, all.reduce((sum, item) => sum + item.duplicate_count, 0) - keptDuplicates);
  async function revert() {
    try {
      for (const item of all) await undo.mutateAsync(item.id);
    } catch {
      return; // the mutation's error is shown as every failed request is
    }
    setConfirming(false);
    setUndone(true);
    toastSuccess('Importación deshecha');
  }

  return (
    <Stack gap="md" align="center" ta="center" py="md">
      <ThemeIcon size={64} radius="xl" variant="light" color={undone ? 'gray' : 'teal'} aria-hidden="true">
        {undone ? <IconArrowBackUp size={36} /> : <IconCircleCheck size={36} />}
      </ThemeIcon>
      <Title order={3} role="status">
        {undone
          ? 'Deshicimos la importación'
          : `Importamos ${imported.toLocaleString('es-ES')} ${imported === 1 ? 'movimiento' : 'movimientos'}${all.length > 1 ? ` en ${all.length} cuentas` : ''}; ${skipped.toLocaleString('es-ES')} ${skipped === 1 ? 'duplicado omitido' : 'duplicados omitidos'}`}
      </Title>
      <Text c="dimmed" maw={440}>
        {undone
          ? `Eliminamos los movimientos que había traído ${summary.file_name}.`
          : `Los movimientos de ${summary.file_name} ya están en tu cuenta, con nombres legibles y, cuando los reconocemos por tus reglas, lo que nos enseñaste o los comercios que conocemos, con su categoría.`}
      </Text>
      {!undone && summary.balance_check ? (
        <Stack w="100%" ta="left">
          <BalanceCheckPanel check={summary.balance_check} currency={currency} locale={locale} after />
        </Stack>
      ) : null}
      {!undone ? (
        <TransferProposals importIds={all.map((item) => item.id)} currency={currency} locale={locale} />
      ) : null}
      <Group justify="center" gap="sm">
        {!undone && summary.balance_check && summary.balance_check.difference !== 0 ? (
          <Button
            component={Link}
            to={reconcileLink(summary.account_id, summary.balance_check)}
            color="orange"
            onClick={onClose}
          >
            Conciliar con el banco
          </Button>
        ) : null}
        {!undone ? (
          <Button
            variant="default"
            color="red"
            leftSection={<IconArrowBackUp size={16} aria-hidden="true" />}
            onClick={() => setConfirming(true)}
          >
            Deshacer importación
          </Button>
        ) : null}
        <Button component={Link} to="/transactions" variant="light" onClick={onClose}>
          Ver movimientos
        </Button>
        <Button onClick={onClose}>Listo</Button>
      </Group>
      <ConfirmModal
        opened={confirming}
        title="¿Deshacer la importación?"
        confirmLabel="Deshacer importación"
        loading={undo.isPending}
        onConfirm={() => void revert()}
        onClose={() => setConfirming(false)}
      >
        <Text>
          Eliminaremos los {imported.toLocaleString('es-ES')} movimientos que importamos de {summary.file_name}, también
          si los editaste después.
        </Text>
      </ConfirmModal>
    </Stack>
  );
}
