import type { Ticket } from '@cuentas/shared/schemas/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { supportKeys } from './query-keys.ts';

export function closeTicket(id: string): Promise<Ticket> {
  return apiClient.patch<Ticket>(`/support/tickets/${id}`, { status: 'closed' });
}

export function useCloseTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeTicket,
    onSuccess: (ticket) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: supportKeys.ticket(ticket.id) }),
        queryClient.invalidateQueries({ queryKey: supportKeys.tickets() }),
      ]),
  });
}
