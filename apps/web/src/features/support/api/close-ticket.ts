import * as supportApi from '@cuentas/shared/contract/support';
import type { Ticket } from '@cuentas/shared/schemas/support';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { supportKeys } from './query-keys.ts';

export function closeTicket(id: string): Promise<Ticket> {
  return request(supportApi.updateTicket, { params: { id }, body: { status: 'closed' } });
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
