import type { InboxTicketDetail } from '@cuentas/shared/schemas/support';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { supportKeys } from './query-keys.ts';

export function getInboxTicket(id: string): Promise<InboxTicketDetail> {
  return apiClient.get<InboxTicketDetail>(`/support/inbox/${id}`);
}

export function inboxTicketQueryOptions(id: string) {
  return queryOptions({ queryKey: supportKeys.inboxTicket(id), queryFn: () => getInboxTicket(id), staleTime: 0 });
}

export function useInboxTicket(id: string | null) {
  return useQuery({ ...inboxTicketQueryOptions(id ?? ''), enabled: id !== null });
}
