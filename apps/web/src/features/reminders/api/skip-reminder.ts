import type { Reminder } from '@cuentas/shared/schemas/reminders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { invalidateAfter } from '../../../api/invalidation.ts';

/** "Omitir": this occurrence will not happen; the reminder moves on without a transaction. */
export function skipReminder(id: string): Promise<Reminder> {
  return apiClient.post<Reminder>(`/reminders/${encodeURIComponent(id)}/skip`);
}

export function useSkipReminder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: skipReminder, onSuccess: () => invalidateAfter(queryClient, 'reminder-changed') });
}
