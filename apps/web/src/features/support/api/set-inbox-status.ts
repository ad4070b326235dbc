import * as supportApi from '@cuentas/shared/contract/support';
import type { InboxTicketDetail, TicketStatus } from '@cuentas/shared/schemas/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { supportKeys } from './query-keys.ts';

export function setInboxStatus({ id, status }: { id: string; status: TicketStatus }): Promise<InboxTicketDetail> {
  return request(supportApi.setInboxStatus, { params: { id }, body: { status } });
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
