import * as whatsappApi from '@cuentas/shared/contract/whatsapp';
import type { Conversation } from '@cuentas/shared/schemas/whatsapp';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { whatsappKeys } from './query-keys.ts';

/** The last messages and answers, oldest first, for the simulator panel. */
export function getConversation(): Promise<Conversation> {
  return request(whatsappApi.conversation);
}

export function conversationQueryOptions() {
  return queryOptions({ queryKey: whatsappKeys.conversation, queryFn: getConversation });
}

export function useConversation() {
  return useQuery(conversationQueryOptions());
}
