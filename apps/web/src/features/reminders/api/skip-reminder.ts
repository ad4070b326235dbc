import * as remindersApi from '@cuentas/shared/contract/reminders';
import type { Reminder } from '@cuentas/shared/schemas/reminders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { invalidateAfter } from '../../../api/invalidation.ts';

/** "Omitir": this occurrence will not happen; the reminder moves on without a transaction. */
export function skipReminder(id: string): Promise<Reminder> {
  return request(remindersApi.skip, { params: { id } });
}

export function useSkipReminder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: skipReminder, onSuccess: () => invalidateAfter(queryClient, 'reminder-changed') });
}
