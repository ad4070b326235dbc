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

/** Also pauses and resumes (`{active}`): the switch moves at once and moves back if the server says no. */
export function useUpdateReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReminder,
    onMutate: async ({ id, changes }) => {
      if (changes.active === undefined) return { previous: undefined };
      await queryClient.cancelQueries({ queryKey: reminderKeys.list() });
      const previous = queryClient.getQueryData<Reminder[]>(reminderKeys.list());
      queryClient.setQueryData<Reminder[]>(reminderKeys.list(), (list) => list?.map((item) => (item.id === id ? { ...item, active: changes.active! } : item)));
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(reminderKeys.list(), context.previous);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData<Reminder[]>(reminderKeys.list(), (list) => list?.map((item) => (item.id === saved.id ? saved : item)));
      return refreshReminders(queryClient);
    },
  });
}
