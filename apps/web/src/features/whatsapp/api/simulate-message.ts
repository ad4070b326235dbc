import * as whatsappApi from '@cuentas/shared/contract/whatsapp';
import type { SimulateMessageInput, SimulateResult } from '@cuentas/shared/schemas/whatsapp';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';

/** Sends a message through the same pipeline as WhatsApp, as if from the user's phone. */
export function simulateMessage(input: SimulateMessageInput): Promise<SimulateResult> {
  return request(whatsappApi.simulate, { body: input });
}

export function useSimulateMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: simulateMessage,
    // A message may record, move or delete a movement: balances, lists, budget and the dashboard all change.
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}
