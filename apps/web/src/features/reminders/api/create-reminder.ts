import type { Reminder } from '@cuentas/shared/schemas/reminders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { ReminderPayload } from '../lib/reminder-form.ts';
import { invalidateAfter } from '../../../api/invalidation.ts';
import { ownErrors } from '../../../lib/query-client.ts';

export function createReminder(input: ReminderPayload): Promise<Reminder> {
  return apiClient.post<Reminder>('/reminders', input);
}

export function useCreateReminder() {
  const queryClient = useQueryClient();
  return useMutation({ meta: ownErrors, mutationFn: createReminder, onSuccess: () => invalidateAfter(queryClient, 'reminder-changed') });
}
