import { MAX_ATTACHMENT_FILE_BYTES, type Attachment } from '@cuentas/shared/schemas/attachments';
import { ActionIcon, Button, FileButton, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import { IconCamera, IconPaperclip, IconX } from '@tabler/icons-react';
import { type DragEvent, useState } from 'react';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { allErrorMessages } from '../../../lib/server-errors.ts';
import { toastError, toastErrors, toastSuccess } from '../../../lib/toasts.ts';
import {
  useAttachments,
  useDeleteAttachment,
  useDownloadAttachment,
  useUploadAttachments,
} from '../api/attachments.ts';
import { AttachmentTile, formatBytes } from './attachment-tile.tsx';
import { AttachmentViewer } from './attachment-viewer.tsx';
import classes from './attachments.module.css';

const ACCEPT = 'image/*,application/pdf';

/** What the browser can tell before sending: the server judges the bytes anyway (decision 042). */
export function acceptableFiles(files: readonly File[]): File[] {
  const kept: File[] = [];
  for (const file of files) {
    if (file.size > MAX_ATTACHMENT_FILE_BYTES)
      toastError(`El archivo «${file.name}» pesa más de ${formatBytes(MAX_ATTACHMENT_FILE_BYTES)}.`);
    else if (file.type && !file.type.startsWith('image/') && file.type !== 'application/pdf')
      toastError(`El archivo «${file.name}» no es una foto ni un PDF.`);
    else kept.push(file);
  }
  return kept;
}

/** «Adjuntar», the camera on phones, and dropping files on the area. */
function Pickers({ onFiles, disabled }: { onFiles: (files: File[]) => void; disabled?: boolean }) {
  const [dragging, setDragging] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onFiles(acceptableFiles([...event.dataTransfer.files]));
  };
  return (
    <div
      className={`${classes.zone} ${dragging ? classes.dragging : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
      data-testid="attachments-drop"
    >
      <Group gap="xs" wrap="wrap" justify="space-between">
        <Text size="xs" c="dimmed" maw={260}>
          Arrastra aquí fotos o PDF de tus recibos y facturas (hasta {formatBytes(MAX_ATTACHMENT_FILE_BYTES)} cada uno).
        </Text>
        <Group gap="xs">
          <FileButton
            onChange={(files) => onFiles(acceptableFiles(files))}
            accept={ACCEPT}
            multiple
            disabled={disabled}
          >
            {(props) => (
              <Button size="xs" variant="light" leftSection={<IconPaperclip size={16} aria-hidden="true" />} {...props}>
                Adjuntar
              </Button>
            )}
          </FileButton>
          <FileButton
            onChange={(file) => file && onFiles(acceptableFiles([file]))}
            accept="image/*"
            capture="environment"
            disabled={disabled}
          >
            {(props) => (
              <Button size="xs" variant="default" leftSection={<IconCamera size={16} aria-hidden="true" />} {...props}>
                Hacer foto
              </Button>
            )}
          </FileButton>
        </Group>
      </Group>
    </div>
  );
}

/** A new movement: the files wait here and are sent once it is saved. */
export function PendingAttachments({ files, onChange }: { files: File[]; onChange: (files: File[]) => void }) {
  return (
    <Stack gap="xs" data-testid="attachments-area">
      <Text size="sm" fw={500}>
        Adjuntos
      </Text>
      <Pickers onFiles={(added) => onChange([...files, ...added])} />
      {files.length === 0 ? null : (
        <Stack gap={4}>
          {files.map((file, index) => (
            <Group key={`${file.name}-${index}`} gap="xs" justify="space-between" wrap="nowrap">
              <Text size="xs" lineClamp={1}>
                {file.name} · {formatBytes(file.size)}
              </Text>
              <ActionIcon
                variant="subtle"
                size="sm"
                aria-label={`Quitar ${file.name}`}
                onClick={() => onChange(files.filter((_, at) => at !== index))}
              >
                <IconX size={14} aria-hidden="true" />
              </ActionIcon>
            </Group>
          ))}
          <Text size="xs" c="dimmed">
            Se adjuntarán al guardar el movimiento.
          </Text>
        </Stack>
      )}
    </Stack>
  );
}

/** A saved movement's attachments: upload with progress, thumbnails, open, download, delete. */
export function AttachmentsArea({ transactionId }: { transactionId: string }) {
  const list = useAttachments(transactionId);
  const upload = useUploadAttachments(transactionId);
  const remove = useDeleteAttachment(transactionId);
  const download = useDownloadAttachment();
  const [progress, setProgress] = useState<number | null>(null);
  const [viewing, setViewing] = useState<Attachment | null>(null);
  const [deleting, setDeleting] = useState<Attachment | null>(null);

  function send(files: File[]) {
    if (files.length === 0) return;
    setProgress(0);
    upload.mutate(
      { transactionId, files, onProgress: setProgress },
      {
        onSuccess: (saved) =>
          toastSuccess(saved.length === 1 ? 'Adjunto guardado' : `${saved.length} adjuntos guardados`),
        onError: (error) => toastErrors(allErrorMessages(error)),
        onSettled: () => setProgress(null),
      },
    );
  }

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toastSuccess('Adjunto eliminado');
        setDeleting(null);
      },
    });
  }

  const items = list.data?.items ?? [];
  return (
    <Stack gap="xs" data-testid="attachments-area">
      <Text size="sm" fw={500}>
        Adjuntos{items.length > 0 ? ` (${items.length})` : ''}
      </Text>
      <Pickers onFiles={send} disabled={upload.isPending} />
      {progress !== null ? (
        <Progress value={progress} size="sm" animated aria-label={`Subiendo adjuntos: ${progress} %`} />
      ) : null}
      {list.isPending ? (
        <Loader size="sm" aria-label="Cargando adjuntos" />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <Text size="xs" c="dimmed">
          Aún no hay adjuntos. Guarda aquí el ticket o la factura de este movimiento.
        </Text>
      ) : (
        <div className={classes.grid}>
          {items.map((attachment) => (
            <AttachmentTile
              key={attachment.id}
              attachment={attachment}
              onOpen={() =>
                // A PDF opens in the device's own viewer once downloaded: the app's content policy
                // (object-src 'none') would follow it into a tab of ours.
                attachment.content_type === 'application/pdf' ? download.mutate(attachment) : setViewing(attachment)
              }
              onDownload={() => download.mutate(attachment)}
              downloading={download.isPending && download.variables?.id === attachment.id}
              onDelete={() => setDeleting(attachment)}
            />
          ))}
        </div>
      )}
      <AttachmentViewer attachment={viewing} onClose={() => setViewing(null)} />
      <ConfirmModal
        opened={deleting !== null}
        title="¿Eliminar el adjunto?"
        confirmLabel="Eliminar"
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
        nested
      >
        Se borrará «{deleting?.file_name}» de este movimiento. No se puede deshacer.
      </ConfirmModal>
    </Stack>
  );
}
