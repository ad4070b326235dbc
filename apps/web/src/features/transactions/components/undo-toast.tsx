import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { toastSuccess, toastSuccessWithAction } from '../../../lib/toasts.ts';
import { settle } from '../../../lib/query-client.ts';
import { useUndoChanges } from '../api/undo-change.ts';
import { movements } from '../lib/plural.ts';

/** How long «Deshacer» is offered; the server keeps the change undoable a little longer (decision 046). */
export const UNDO_TOAST_MS = 8000;

function UndoContent({ toastId, message, undoIds }: { toastId: string; message: string; undoIds: string[] }) {
  const undo = useUndoChanges();
  const [done, setDone] = useState(false);

  async function run() {
    setDone(true);
    toast.dismiss(toastId);
    // A refusal (already undone, too late) is toasted by the mutation cache.
    const result = await settle(undo.mutateAsync(undoIds));
    if (result)
      toastSuccess(
        `Deshecho: ${movements(result.restored)} ${result.restored === 1 ? 'vuelve' : 'vuelven'} a estar como antes`,
      );
  }

  return (
    <Group gap="sm" wrap="nowrap" justify="space-between">
      <Text size="sm">{message}</Text>
      <Button size="compact-sm" variant="light" onClick={() => void run()} disabled={done}>
        Deshacer
      </Button>
    </Group>
  );
}

/** The success toast of a deletion or bulk edit, with «Deshacer» while the server still can. */
export function toastUndoable(message: string, undoIds: readonly (string | null)[]): void {
  const ids = undoIds.filter((id): id is string => id !== null);
  if (ids.length === 0) return toastSuccess(message);
  const toastId = `undo:${ids[0]}`;
  toastSuccessWithAction(toastId, <UndoContent toastId={toastId} message={message} undoIds={ids} />, UNDO_TOAST_MS);
}
