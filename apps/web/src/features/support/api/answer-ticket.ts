import * as supportApi from '@cuentas/shared/contract/support';
import type { InboxTicketDetail, ReplyInput } from '@cuentas/shared/schemas/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { supportKeys } from './query-keys.ts';
import { ownErrors } from '../../../lib/query-client.ts';

export function answerTicket({ id, ...input }: ReplyInput & { id: string }): Promise<InboxTicketDetail> {
  return request(supportApi.answer, { params: { id }, body: input, config: { timeout: 60_000 } });
}

export function useAnswerTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: ownErrors,
    mutationFn: answerTicket,
    onSuccess: (ticket) => {
      queryClient.setQueryData(supportKeys.inboxTicket(ticket.id), ticket);
      return queryClient.invalidateQueries({ queryKey: ['support', 'inbox'] });
    },
  });
}
