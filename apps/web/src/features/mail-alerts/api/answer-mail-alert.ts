import * as mailApi from '@cuentas/shared/contract/mail-alerts';
import type { NoteMailAlertInput } from '@cuentas/shared/schemas/mail-alerts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAfter } from '../../../api/invalidation.ts';
import { request } from '../../../lib/api-request.ts';
import { mailAlertKeys } from './query-keys.ts';

export function useDismissMailAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request(mailApi.dismiss, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mailAlertKeys.all }),
  });
}

export function useNoteMailAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: NoteMailAlertInput }) =>
      request(mailApi.note, { params: { id }, body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: mailAlertKeys.all });
      await invalidateAfter(queryClient, 'transaction-changed');
    },
  });
}
