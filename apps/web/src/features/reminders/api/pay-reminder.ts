import * as remindersApi from '@cuentas/shared/contract/reminders';
import type { Reminder } from '@cuentas/shared/schemas/reminders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { invalidateAfter } from '../../../api/invalidation.ts';
import { ownErrors } from '../../../lib/query-client.ts';

/** `due_date`: the occurrence on screen, so a repeat of the same pay never pays the next one (decision 033). */
export type PayReminderInput = { due_date?: string; date?: string; amount?: number; account_id?: string };

/** "Marcar como pagado": records the transaction and moves the reminder to its next date. */
export function payReminder({ id, input }: { id: string; input: PayReminderInput }): Promise<Reminder> {
  return request(remindersApi.pay, { params: { id }, body: input });
}

export function usePayReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: ownErrors,
    mutationFn: payReminder,
    onSuccess: () => invalidateAfter(queryClient, 'reminder-paid'),
  });
}
