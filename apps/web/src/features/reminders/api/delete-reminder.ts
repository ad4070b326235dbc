import * as remindersApi from '@cuentas/shared/contract/reminders';
import type { Reminder } from '@cuentas/shared/schemas/reminders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { invalidateAfter } from '../../../api/invalidation.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export function deleteReminder(id: string): Promise<{ message: string }> {
  return request(remindersApi.remove, { params: { id } });
}

export function useDeleteReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReminder,
    onSuccess: (_result, id) => {
      queryClient.setQueryData<Reminder[]>(queryKeys.reminders.list(), (list) =>
        list?.filter((item) => item.id !== id),
      );
      return invalidateAfter(queryClient, 'reminder-changed');
    },
  });
}
