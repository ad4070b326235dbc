import type { Reminder } from '@cuentas/shared/schemas/reminders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { invalidateAfter } from '../../../api/invalidation.ts';
import { ownErrors } from '../../../lib/query-client.ts';

/** "Posponer aviso": no notice until `until`; the due date itself does not move. */
export function snoozeReminder({ id, until }: { id: string; until: string }): Promise<Reminder> {
  return apiClient.post<Reminder>(`/reminders/${encodeURIComponent(id)}/snooze`, { until });
}

export function useSnoozeReminder() {
  const queryClient = useQueryClient();
  return useMutation({ meta: ownErrors, mutationFn: snoozeReminder, onSuccess: () => invalidateAfter(queryClient, 'reminder-changed') });
}
