import type { Reminder } from '@cuentas/shared/schemas/reminders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { ReminderPayload } from '../lib/reminder-form.ts';
import { refreshReminders, reminderKeys } from './query-keys.ts';

export type ReminderChanges = Partial<ReminderPayload> & { active?: boolean };
export type UpdateReminderVariables = { id: string; changes: ReminderChanges };

export function updateReminder({ id, changes }: UpdateReminderVariables): Promise<Reminder> {
  return apiClient.patch<Reminder>(`/reminders/${encodeURIComponent(id)}`, changes);
}

/** Also pauses and resumes (`{active}`), which shows at once in the list. */
export function useUpdateReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReminder,
    onSuccess: (saved) => {
      queryClient.setQueryData<Reminder[]>(reminderKeys.list(), (list) => list?.map((item) => (item.id === saved.id ? saved : item)));
      return refreshReminders(queryClient);
    },
  });
}
