import type { Attachment } from '@cuentas/shared/schemas/attachments';
import { Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { STOP_ESCAPE, nestedModalProps } from '../../../components/ui/nested-modal.ts';
import { useAttachmentBlob, useDownloadAttachment } from '../api/attachments.ts';
import { BlobImage } from './blob-image.tsx';
import classes from './attachments.module.css';

/** A photo at full size in a modal, with its download. */
export function AttachmentViewer({ attachment, onClose }: { attachment: Attachment | null; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 36em)');
  const image = useAttachmentBlob(attachment?.url ?? null);
  const download = useDownloadAttachment();
  return (
    <Modal
      opened={attachment !== null}
      onClose={onClose}
      title={attachment?.file_name ?? ''}
      size="xl"
      fullScreen={phone}
      centered
      {...nestedModalProps(onClose)}
    >
      <Stack gap="md">
        {image.data ? (
          <BlobImage
            blob={image.data}
            alt={attachment?.file_name ?? ''}
            className={classes.full}
            data-testid="attachment-full"
          />
        ) : image.isError ? (
          <Text size="sm" c="red">
            No pudimos abrir el adjunto. Inténtalo de nuevo.
          </Text>
        ) : (
          <Center mih={200}>
            <Loader aria-label="Cargando adjunto" />
          </Center>
        )}
        <Group justify="flex-end" gap="sm">
          <Button
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            loading={download.isPending}
            onClick={() => attachment && download.mutate(attachment)}
            {...STOP_ESCAPE}
          >
            Descargar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
