import * as supportApi from '@cuentas/shared/contract/support';
import type { ReplyInput, TicketDetail } from '@cuentas/shared/schemas/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { supportKeys } from './query-keys.ts';
import { ownErrors } from '../../../lib/query-client.ts';

export function replyToTicket({ id, ...input }: ReplyInput & { id: string }): Promise<TicketDetail> {
  return request(supportApi.reply, { params: { id }, body: input, config: { timeout: 60_000 } });
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
