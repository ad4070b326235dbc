import * as supportApi from '@cuentas/shared/contract/support';
import type { TicketDetail } from '@cuentas/shared/schemas/support';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { supportKeys } from './query-keys.ts';

export function getTicket(id: string): Promise<TicketDetail> {
  return request(supportApi.ticket, { params: { id } });
}

export function ticketQueryOptions(id: string) {
  // An answer can arrive while the thread is open: check again every minute and on focus.
  return queryOptions({
    queryKey: supportKeys.ticket(id),
    queryFn: () => getTicket(id),
    staleTime: 0,
    refetchInterval: 60_000,
  });
}

export function useTicket(id: string | null) {
  return useQuery({ ...ticketQueryOptions(id ?? ''), enabled: id !== null });
}
