import type { Reminder } from '@cuentas/shared/schemas/reminders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { refreshAfterPayment } from './query-keys.ts';

export type PayReminderInput = { date?: string; amount?: number; account_id?: string };

/** "Marcar como pagado": records the transaction and moves the reminder to its next date. */
export function payReminder({ id, input }: { id: string; input: PayReminderInput }): Promise<Reminder> {
  return apiClient.post<Reminder>(`/reminders/${encodeURIComponent(id)}/pay`, input);
}

export function usePayReminder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: payReminder, onSuccess: () => refreshAfterPayment(queryClient) });
}
