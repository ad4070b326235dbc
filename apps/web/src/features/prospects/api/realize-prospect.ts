import type { Prospect } from '@cuentas/shared/schemas/prospects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { prospectKeys } from './get-prospects.ts';

export type RealizeInput = { account_id: string; date: string; amount?: number; category_id?: string | null };
export type RealizeProspectVariables = { id: string; input: RealizeInput };

export function realizeProspect({ id, input }: RealizeProspectVariables): Promise<Prospect> {
  return apiClient.post<Prospect>(`/prospects/${encodeURIComponent(id)}/realize`, input);
}

/** The transactions-derived caches another screen may hold; refreshed by prefix. */
const touchedByNewTransaction = [['transactions'], ['accounts'], ['categories'], ['dashboard'], ['budgets'], ['reports'], ['savings-goals']] as const;

/** "Concretar": records the real transaction; everything that shows transactions is refreshed. */
export function useRealizeProspect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: realizeProspect,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: prospectKeys.all });
      for (const queryKey of touchedByNewTransaction) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
