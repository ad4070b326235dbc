import * as supportApi from '@cuentas/shared/contract/support';
import type { InboxTicketDetail } from '@cuentas/shared/schemas/support';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { supportKeys } from './query-keys.ts';

export function getInboxTicket(id: string): Promise<InboxTicketDetail> {
  return request(supportApi.inboxTicket, { params: { id } });
}

export function inboxTicketQueryOptions(id: string) {
  return queryOptions({ queryKey: supportKeys.inboxTicket(id), queryFn: () => getInboxTicket(id), staleTime: 0 });
}

export function useInboxTicket(id: string | null) {
  return useQuery({ ...inboxTicketQueryOptions(id ?? ''), enabled: id !== null });
}
