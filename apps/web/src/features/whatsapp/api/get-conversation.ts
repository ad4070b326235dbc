import type { Conversation } from '@cuentas/shared/schemas/whatsapp';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { whatsappKeys } from './query-keys.ts';

/** The last messages and answers, oldest first, for the simulator panel. */
export function getConversation(): Promise<Conversation> {
  return apiClient.get<Conversation>('/whatsapp/conversation');
}

export function conversationQueryOptions() {
  return queryOptions({ queryKey: whatsappKeys.conversation, queryFn: getConversation });
}

export function useConversation() {
  return useQuery(conversationQueryOptions());
}
