import type { Account } from '@cuentas/shared/schemas/accounts';
import { type SourceApp, sourceAppGuides, sourceApps } from '@cuentas/shared/schemas/app-imports';
import { Alert, Button, FileInput, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconFileUpload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useReportDirty } from '../../../components/ui/dirty-context.ts';
import { allErrorMessages } from '../../../lib/server-errors.ts';
import { useAnalyzeAppImport, useCommitAppImport } from '../api/app-import.ts';
import { SwitchAppReview } from './switch-app-review.tsx';

const MAX_FILE_BYTES = 25 * 1024 * 1024;

type SwitchAppProps = { accounts: Account[]; locale: string; onBack: () => void; onClose: () => void };

/** «Traer desde otra app»: pick the app, upload its export, review what it brings, import it all (decision 047). */
export function SwitchApp({ accounts, locale, onBack, onClose }: SwitchAppProps) {
  const [app, setApp] = useState<SourceApp | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [targets, setTargets] = useState<Record<string, string | null>>({});
  const analyze = useAnalyzeAppImport();
  const commit = useCommitAppImport();
  const analysis = analyze.data;
  // A file read and not yet imported is work the user would lose by closing.
  useReportDirty(analysis !== undefined && !commit.isSuccess);
  // Each stage takes the focus to its heading (the last one to its button), so the keyboard and a screen reader start there
  // instead of on <body> (the previous stage's buttons are gone).
  const stage = commit.isSuccess ? 'done' : analysis ? 'review' : 'choose';
  const root = useRef<HTMLDivElement>(null);
  const firstStage = useRef(true);
  useEffect(() => {
    if (firstStage.current) {
      firstStage.current = false;
      return;
    }
    root.current?.querySelector<HTMLElement>('[data-stage-focus]')?.focus();
  }, [stage]);

  function review() {
    if (!file) return setProblem('Elige el archivo que exportaste de la app.');
    if (file.size > MAX_FILE_BYTES) return setProblem('El archivo pasa de 25 MB.');
    setProblem(null);
    analyze.mutate(
      { file, app },
      {
        onSuccess: (result) =>
          setTargets(Object.fromEntries(result.accounts.map((account) => [account.source, account.account_id]))),
      },
    );
  }

  function importAll() {
    if (!file || !analysis) return;
    const chosen = Object.entries(targets).map(([source, account_id]) => ({ source, account_id }));
    commit.mutate({ file, app: analysis.app, accounts: chosen });
  }

  if (commit.isSuccess) {
    return (
      <Stack gap="md" ref={root}>
        <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden="true" />} title="Importación terminada">
          <span role="status">{commit.data.message}</span>
        </Alert>
        <Group justify="flex-end">
          <Button onClick={onClose} data-stage-focus>
            Listo
          </Button>
        </Group>
      </Stack>
    );
  }

  if (analysis) {
    return (
      <div ref={root}>
        <SwitchAppReview
          analysis={analysis}
          accounts={accounts}
          locale={locale}
          targets={targets}
          onTarget={(source, accountId) => setTargets((current) => ({ ...current, [source]: accountId }))}
          importing={commit.isPending}
          error={commit.isError ? allErrorMessages(commit.error) : []}
          onBack={() => {
            analyze.reset();
            commit.reset();
          }}
          onImport={importAll}
        />
      </div>
    );
  }

  return (
    <Stack gap="md" ref={root}>
      <Title order={4} data-stage-focus tabIndex={-1}>
        Traer desde otra app
      </Title>
      <Text size="sm">
        Sube la exportación de tu app anterior y traeremos tus cuentas, categorías, beneficiarios y movimientos, con las
        transferencias como transferencias. Antes de guardar nada verás qué vamos a importar.
      </Text>
      <NativeSelect
        label="¿De qué app vienes?"
        description="Si no la eliges, la reconocemos por el archivo."
        value={app ?? ''}
        onChange={(event) => setApp((event.currentTarget.value || null) as SourceApp | null)}
        data={[
          { value: '', label: 'La reconoces por el archivo' },
          ...sourceApps.map((item) => ({ value: item, label: sourceAppGuides[item].name })),
        ]}
      />
      <Stack gap={6} component="section" aria-label="Cómo exportar desde cada app">
        <Text size="sm" fw={600}>
          Cómo exportar
        </Text>
        {sourceApps.map((item) => (
          <Text key={item} size="sm" fw={app === item ? 600 : undefined}>
            <strong>{sourceAppGuides[item].name}.</strong> {sourceAppGuides[item].how}
          </Text>
        ))}
      </Stack>
      <FileInput
        label="Archivo exportado"
        description="El .zip, .csv o .xlsx tal como lo descarga la app, hasta 25 MB"
        accept=".zip,.csv,.txt,.xlsx,.sqlite,.db"
        leftSection={<IconFileUpload size={18} aria-hidden="true" />}
        value={file}
        onChange={(next) => {
          setFile(next);
          setProblem(null);
          analyze.reset();
        }}
        error={problem}
        clearable
      />
      {analyze.isError ? (
        <Alert color="red" variant="light" title="No pudimos leer el archivo">
          {allErrorMessages(analyze.error).map((message) => (
            <Text key={message} size="sm">
              {message}
            </Text>
          ))}
        </Alert>
      ) : null}
      {analyze.isPending ? (
        <Text size="sm" c="dimmed" aria-live="polite">
          Leyendo el archivo…
        </Text>
      ) : null}
      <Group justify="space-between" gap="sm">
        <Button variant="default" onClick={onBack}>
          Volver al extracto del banco
        </Button>
        <Button onClick={review} loading={analyze.isPending}>
          Revisar
        </Button>
      </Group>
    </Stack>
  );
}
