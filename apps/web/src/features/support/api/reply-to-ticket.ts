import type { ReplyInput, TicketDetail } from '@cuentas/shared/schemas/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { supportKeys } from './query-keys.ts';
import { ownErrors } from '../../../lib/query-client.ts';

export function replyToTicket({ id, ...input }: ReplyInput & { id: string }): Promise<TicketDetail> {
  return apiClient.post<TicketDetail>(`/support/tickets/${id}/messages`, input, { timeout: 60_000 });
}

export function useReplyToTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: ownErrors,
    mutationFn: replyToTicket,
    onSuccess: (ticket) => {
      queryClient.setQueryData(supportKeys.ticket(ticket.id), ticket);
      return queryClient.invalidateQueries({ queryKey: supportKeys.tickets() });
    },
  });
}
