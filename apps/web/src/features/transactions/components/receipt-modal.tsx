import type { Account } from '@cuentas/shared/schemas/accounts';
import type { Category } from '@cuentas/shared/schemas/categories';
import type { ConfirmReceiptInput } from '@cuentas/shared/schemas/receipts';
import { Alert, Button, FileButton, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCamera, IconFileUpload } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { allErrorMessages } from '../../../lib/server-errors.ts';
import { toastSuccess } from '../../../lib/toasts.ts';
import { useConfirmReceipt, useDismissReceipt, useReceipt, useUploadReceipt } from '../api/receipts.ts';
import { ReceiptReview } from './receipt-review.tsx';

type ReceiptModalProps = {
  opened: boolean;
  accounts: readonly Account[];
  categories: readonly Category[];
  locale: string;
  onClose: () => void;
};

/**
 * «Leer recibo»: a photo or PDF is sent, read on the server, and shown as a proposal beside the
 * photo. Nothing is saved until «Guardar movimiento» or «Adjuntar a: …» (decision 043); closing
 * asks first, then deletes the photo.
 */
export function ReceiptModal({ opened, accounts, categories, locale, onClose }: ReceiptModalProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  const upload = useUploadReceipt();
  const dismiss = useDismissReceipt();
  const [file, setFile] = useState<File | null>(null);
  const [asking, setAsking] = useState(false);
  const receiptId = upload.data?.id;
  const receipt = useReceipt(receiptId);
  const confirm = useConfirmReceipt(receiptId ?? '');
  // The picked photo, shown beside the proposal; its object URL is released when it changes.
  const previewUrl = useMemo(() => (file?.type.startsWith('image/') ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );

  function reset() {
    upload.reset();
    confirm.reset();
    setFile(null);
    setAsking(false);
  }
  function close() {
    reset();
    onClose();
  }
  function pick(picked: File | null) {
    if (!picked) return;
    setFile(picked);
    upload.mutate(picked);
  }
  function requestClose() {
    if (receiptId && !confirm.isSuccess) setAsking(true);
    else close();
  }
  function save(body: ConfirmReceiptInput) {
    confirm.mutate(body, {
      onSuccess: (saved) => {
        toastSuccess(
          saved.attached_to_existing ? 'Adjuntamos el recibo al movimiento' : 'Movimiento guardado con su recibo',
        );
        close();
      },
    });
  }

  const current = receipt.data;
  const errorMessages = [
    ...(upload.error ? allErrorMessages(upload.error) : []),
    ...(receipt.error ? allErrorMessages(receipt.error) : []),
    ...(confirm.error ? allErrorMessages(confirm.error) : []),
  ];

  let body;
  if (!file) {
    body = (
      <Stack gap="md">
        <Text>
          Elige una foto del recibo o el PDF de la factura. Lo leemos y te proponemos el movimiento: no se guarda nada
          hasta que lo confirmes.
        </Text>
        <Group gap="sm">
          <FileButton onChange={pick} accept="image/*" capture="environment">
            {(props) => (
              <Button {...props} leftSection={<IconCamera size={18} aria-hidden="true" />}>
                Hacer una foto
              </Button>
            )}
          </FileButton>
          <FileButton onChange={pick} accept="image/jpeg,image/png,image/webp,image/heic,application/pdf">
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconFileUpload size={18} aria-hidden="true" />}>
                Elegir archivo
              </Button>
            )}
          </FileButton>
        </Group>
      </Stack>
    );
  } else if (errorMessages.length > 0 && !current) {
    body = (
      <Stack gap="md">
        <Alert color="red" title="No pudimos subir el recibo">
          {errorMessages.join(' ')}
        </Alert>
        <Group>
          <Button onClick={reset}>Elegir otro archivo</Button>
        </Group>
      </Stack>
    );
  } else if (!current || current.status === 'reading') {
    body = (
      <Group gap="sm" role="status" aria-live="polite" py="xl" justify="center">
        <Loader size="sm" />
        <Text>{upload.isPending ? 'Subiendo el recibo…' : 'Leyendo el recibo…'}</Text>
      </Group>
    );
  } else {
    body = (
      <Stack gap="sm">
        {confirm.error && (
          <Alert color="red" title="No se guardó">
            {allErrorMessages(confirm.error).join(' ')}
          </Alert>
        )}
        <ReceiptReview
          receipt={current}
          preview={{ url: previewUrl, name: file.name }}
          accounts={accounts}
          categories={categories}
          locale={locale}
          saving={confirm.isPending}
          onConfirm={save}
          onDiscard={() => setAsking(true)}
        />
      </Stack>
    );
  }

  return (
    <>
      <Modal opened={opened && !asking} onClose={requestClose} title="Leer recibo" size="xl" fullScreen={phone}>
        {body}
      </Modal>
      <ConfirmModal
        opened={opened && asking}
        title="¿Descartar el recibo?"
        confirmLabel="Descartar y borrar la foto"
        loading={dismiss.isPending}
        onConfirm={() => {
          if (receiptId) dismiss.mutate(receiptId, { onSettled: close });
          else close();
        }}
        onClose={() => setAsking(false)}
      >
        <Text>No se guardará ningún movimiento y borraremos la foto del recibo.</Text>
      </ConfirmModal>
    </>
  );
}
