import * as remindersApi from '@cuentas/shared/contract/reminders';
import type { Reminder } from '@cuentas/shared/schemas/reminders';
import { useMutation, useQueryClient, type MutationMeta } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import type { ReminderPayload } from '../lib/reminder-form.ts';
import { invalidateAfter } from '../../../api/invalidation.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export type ReminderChanges = Partial<ReminderPayload> & { active?: boolean };
export type UpdateReminderVariables = { id: string; changes: ReminderChanges };

export function updateReminder({ id, changes }: UpdateReminderVariables): Promise<Reminder> {
  return request(remindersApi.update, { params: { id }, body: changes });
}

/** Also pauses and resumes (`{active}`): the switch moves at once and moves back if the server says no. `meta`: `ownErrors` where a form shows the errors on its fields. */
export function useUpdateReminder(meta?: MutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: updateReminder,
    onMutate: async ({ id, changes }) => {
      if (changes.active === undefined) return { previous: undefined };
      await queryClient.cancelQueries({ queryKey: queryKeys.reminders.list() });
      const previous = queryClient.getQueryData<Reminder[]>(queryKeys.reminders.list());
      queryClient.setQueryData<Reminder[]>(queryKeys.reminders.list(), (list) =>
        list?.map((item) => (item.id === id ? { ...item, active: changes.active! } : item)),
      );
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(queryKeys.reminders.list(), context.previous);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData<Reminder[]>(queryKeys.reminders.list(), (list) =>
        list?.map((item) => (item.id === saved.id ? saved : item)),
      );
      return invalidateAfter(queryClient, 'reminder-changed');
    },
  });
}
