import * as remindersApi from '@cuentas/shared/contract/reminders';
import type { Reminder } from '@cuentas/shared/schemas/reminders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { invalidateAfter } from '../../../api/invalidation.ts';

/**
 * "Omitir": this occurrence will not happen; the reminder moves on without a transaction. The
 * occurrence shown goes along, so a second click skips nothing more (decision 033).
 */
export function skipReminder({ id, dueDate }: { id: string; dueDate: string | null }): Promise<Reminder> {
  return request(remindersApi.skip, { params: { id }, body: dueDate ? { due_date: dueDate } : {} });
}

export function useSkipReminder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: skipReminder, onSuccess: () => invalidateAfter(queryClient, 'reminder-changed') });
}
