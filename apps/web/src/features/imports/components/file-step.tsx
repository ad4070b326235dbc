import type { Account } from '@cuentas/shared/schemas/accounts';
import type { UploadResult } from '@cuentas/shared/schemas/imports';
import { Alert, Button, Group, NativeSelect, NumberInput, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { allErrorMessages } from '../../../lib/server-errors.ts';
import { MAX_IMPORT_BYTES, useUploadImport } from '../api/upload-import.ts';
import { ACCEPTED_FORMATS, fileProblem } from '../file-checks.ts';
import { FileDropZone } from './file-drop-zone.tsx';

type FileStepProps = {
  accounts: Account[] | undefined;
  loadingAccounts: boolean;
  defaultAccountId?: string;
  onUploaded: (result: UploadResult, account: Account) => void;
  onCancel: () => void;
};

/** Step 1: which account, which file; uploads it with a progress bar. */
export function FileStep({ accounts, loadingAccounts, defaultAccountId, onUploaded, onCancel }: FileStepProps) {
  const upload = useUploadImport();
  const [accountId, setAccountId] = useState(defaultAccountId ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [percent, setPercent] = useState(0);
  const [skipRows, setSkipRows] = useState<number | ''>('');
  const chosen = accounts?.find((account) => account.id === accountId) ?? accounts?.[0];

  if (loadingAccounts) return <Skeleton h={220} radius="md" />;
  if (!accounts || accounts.length === 0) {
    return (
      <Stack gap="md" align="flex-start">
        <Text>Para importar un extracto primero necesitas una cuenta donde guardar sus movimientos.</Text>
        <Button component={Link} to="/accounts" onClick={onCancel}>
          Crear una cuenta
        </Button>
      </Stack>
    );
  }

  function choose(next: File | null) {
    setFile(next);
    setProblem(next ? fileProblem(next, MAX_IMPORT_BYTES) : null);
    upload.reset();
  }

  async function send() {
    if (!chosen) return;
    if (!file) {
      setProblem('Elige el archivo que exportaste de tu banco.');
      return;
    }
    const issue = fileProblem(file, MAX_IMPORT_BYTES);
    if (issue) {
      setProblem(issue);
      return;
    }
    setPercent(0);
    try {
      const result = await upload.mutateAsync({
        accountId: chosen.id,
        file,
        skipRows: skipRows === '' ? undefined : skipRows,
        onProgress: setPercent,
      });
      onUploaded(result, chosen);
    } catch {
      // Shown below from upload.error.
    }
  }

  return (
    <Stack gap="md">
      <NativeSelect
        label="Cuenta"
        description="Los movimientos del archivo se guardarán en esta cuenta."
        value={chosen?.id ?? ''}
        onChange={(event) => setAccountId(event.currentTarget.value)}
        data={accounts.map((account) => ({ value: account.id, label: `${account.name} · ${account.currency}` }))}
        disabled={upload.isPending}
      />
      <FileDropZone file={file} onChange={choose} error={problem} disabled={upload.isPending} />
      <Text size="sm" c="dimmed">
        Descarga el extracto desde la web o la app de tu banco ({ACCEPTED_FORMATS}). Revisarás todo antes de importar.
      </Text>
      <NumberInput
        label="Líneas antes del encabezado"
        description="Las de información de la cuenta (titular, periodo…). Déjalo vacío y las detectamos."
        placeholder="Automático"
        min={0}
        max={50}
        allowDecimal={false}
        allowNegative={false}
        value={skipRows}
        onChange={(value) => setSkipRows(typeof value === 'number' ? Math.max(0, Math.min(50, Math.trunc(value))) : '')}
        disabled={upload.isPending}
        maw={320}
      />
      {upload.isPending ? (
        <Stack gap={4}>
          <Progress value={percent} animated aria-label="Progreso de la subida" />
          <Text size="sm" c="dimmed" aria-live="polite">
            {percent < 100 ? `Subiendo… ${percent} %` : 'Leyendo el archivo…'}
          </Text>
        </Stack>
      ) : null}
      {upload.isError ? (
        <Alert color="red" variant="light" title="No pudimos leer el archivo">
          {allErrorMessages(upload.error).join(' ')}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          Cancelar
        </Button>
        <Button onClick={() => void send()} loading={upload.isPending}>
          Subir y continuar
        </Button>
      </Group>
    </Stack>
  );
}
