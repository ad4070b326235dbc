import type { InboxTicketDetail, TicketStatus } from '@cuentas/shared/schemas/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { supportKeys } from './query-keys.ts';

export function setInboxStatus({ id, status }: { id: string; status: TicketStatus }): Promise<InboxTicketDetail> {
  return apiClient.patch<InboxTicketDetail>(`/support/inbox/${id}`, { status });
}

export function useSetInboxStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setInboxStatus,
    onSuccess: (ticket) => {
      queryClient.setQueryData(supportKeys.inboxTicket(ticket.id), ticket);
      return queryClient.invalidateQueries({ queryKey: ['support', 'inbox'] });
    },
  });
}
