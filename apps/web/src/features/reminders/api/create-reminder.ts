import * as remindersApi from '@cuentas/shared/contract/reminders';
import type { Reminder } from '@cuentas/shared/schemas/reminders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import type { ReminderPayload } from '../lib/reminder-form.ts';
import { invalidateAfter } from '../../../api/invalidation.ts';
import { ownErrors } from '../../../lib/query-client.ts';

export function createReminder(input: ReminderPayload): Promise<Reminder> {
  return request(remindersApi.create, { body: input });
}

export function useCreateReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: ownErrors,
    mutationFn: createReminder,
    onSuccess: () => invalidateAfter(queryClient, 'reminder-changed'),
  });
}
