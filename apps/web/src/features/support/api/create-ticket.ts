import * as supportApi from '@cuentas/shared/contract/support';
import type { CreateTicketInput, TicketDetail } from '@cuentas/shared/schemas/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { supportKeys } from './query-keys.ts';
import { ownErrors } from '../../../lib/query-client.ts';

// Attachments travel as base64: a few MB take longer than the usual 10 s on a slow line.
const UPLOAD_TIMEOUT_MS = 60_000;

export function createTicket(input: CreateTicketInput): Promise<TicketDetail> {
  return request(supportApi.createTicket, { body: input, config: { timeout: UPLOAD_TIMEOUT_MS } });
}

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: ownErrors,
    mutationFn: createTicket,
    onSuccess: (ticket) => {
      queryClient.setQueryData(supportKeys.ticket(ticket.id), ticket);
      return queryClient.invalidateQueries({ queryKey: supportKeys.tickets() });
    },
  });
}
