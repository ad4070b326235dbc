import * as remindersApi from '@cuentas/shared/contract/reminders';
import type { Reminder } from '@cuentas/shared/schemas/reminders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { invalidateAfter } from '../../../api/invalidation.ts';
import { ownErrors } from '../../../lib/query-client.ts';

/** "Posponer aviso": no notice until `until`; the due date itself does not move. */
export function snoozeReminder({ id, until }: { id: string; until: string }): Promise<Reminder> {
  return request(remindersApi.snooze, { params: { id }, body: { until } });
}

export function useSnoozeReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: ownErrors,
    mutationFn: snoozeReminder,
    onSuccess: () => invalidateAfter(queryClient, 'reminder-changed'),
  });
}
