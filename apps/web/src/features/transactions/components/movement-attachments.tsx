import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useCallback } from 'react';
import { allErrorMessages } from '../../../lib/server-errors.ts';
import { toastErrors, toastSuccess } from '../../../lib/toasts.ts';
import { useUploadToMovement } from '../api/attachments.ts';
import { AttachmentsArea, acceptableFiles } from './attachments-area.tsx';

export type MovementRef = { id: string; title: string };

/**
 * A movement's attachments on their own, opened from a register row's paperclip: the same area as
 * in the movement's form (add, take a photo, thumbnails, open, download, delete after asking).
 */
export function MovementAttachmentsModal({ movement, onClose }: { movement: MovementRef | null; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={movement !== null}
      onClose={onClose}
      title={movement ? `Adjuntos de «${movement.title}»` : ''}
      size="lg"
      fullScreen={phone}
      centered
    >
      {movement ? <AttachmentsArea transactionId={movement.id} /> : null}
    </Modal>
  );
}

/** Sends files dropped on a movement's row, saying in a toast what happened. */
export function useDropOnMovement() {
  // mutate is stable, so is the function: register rows are memoised on it.
  const { mutate } = useUploadToMovement();
  return useCallback(
    (movement: MovementRef, dropped: readonly File[]) => {
      const files = acceptableFiles(dropped);
      if (files.length === 0) return;
      mutate(
        { transactionId: movement.id, files },
        {
          onSuccess: (saved) =>
            toastSuccess(
              saved.length === 1
                ? `Adjunto guardado en «${movement.title}»`
                : `${saved.length} adjuntos guardados en «${movement.title}»`,
            ),
          onError: (error) => toastErrors(allErrorMessages(error)),
        },
      );
    },
    [mutate],
  );
}
