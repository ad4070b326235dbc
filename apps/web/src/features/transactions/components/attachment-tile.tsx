import type { Attachment } from '@cuentas/shared/schemas/attachments';
import { ActionIcon, Group, Loader, Paper, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconDownload, IconFileTypePdf, IconTrash } from '@tabler/icons-react';
import { useAttachmentBlob } from '../api/attachments.ts';
import { BlobImage } from './blob-image.tsx';
import classes from './attachments.module.css';

type AttachmentTileProps = {
  attachment: Attachment;
  onOpen: () => void;
  onDownload: () => void;
  onDelete: () => void;
  downloading: boolean;
};

export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toLocaleString('es-ES', { maximumFractionDigits: 1 })} MB`;
}

/** One attachment: its thumbnail (or a PDF icon) opens it; download and delete beside the name. */
export function AttachmentTile({ attachment, onOpen, onDownload, onDelete, downloading }: AttachmentTileProps) {
  const thumbnail = useAttachmentBlob(attachment.thumbnail_url);
  const isPdf = attachment.content_type === 'application/pdf';
  return (
    <Paper withBorder radius="md" p={6} className={classes.tile} data-testid="attachment-tile">
      <Stack gap={4}>
        <UnstyledButton
          onClick={onOpen}
          className={classes.preview}
          aria-label={`Abrir ${attachment.file_name}`}
          data-testid="attachment-open"
        >
          {isPdf ? (
            <IconFileTypePdf size={40} aria-hidden="true" />
          ) : thumbnail.data ? (
            <BlobImage
              blob={thumbnail.data}
              alt={`Miniatura de ${attachment.file_name}`}
              className={classes.thumbnail}
            />
          ) : thumbnail.isError ? (
            <Text size="xs" c="dimmed">
              Sin vista previa
            </Text>
          ) : (
            <Loader size="sm" aria-label="Cargando miniatura" />
          )}
        </UnstyledButton>
        <Text size="xs" lineClamp={1} title={attachment.file_name}>
          {attachment.file_name}
        </Text>
        <Group gap={2} justify="space-between" wrap="nowrap">
          <Text size="xs" c="dimmed">
            {formatBytes(attachment.size)}
          </Text>
          <Group gap={2} wrap="nowrap">
            <Tooltip label="Descargar">
              <ActionIcon
                variant="subtle"
                size="sm"
                onClick={onDownload}
                loading={downloading}
                aria-label={`Descargar ${attachment.file_name}`}
              >
                <IconDownload size={16} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Eliminar">
              <ActionIcon
                variant="subtle"
                color="red"
                size="sm"
                onClick={onDelete}
                aria-label={`Eliminar ${attachment.file_name}`}
              >
                <IconTrash size={16} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
