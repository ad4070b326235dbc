import type { PayeeSuggestion, RuleHint } from '@cuentas/shared/schemas/payees';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import { apiClient } from '../../../lib/api-client.ts';

export function suggestPayee(text: string, accountId: string, signal?: AbortSignal): Promise<PayeeSuggestion> {
  return apiClient.get<PayeeSuggestion>('/payees/suggest', { params: { text, ...(accountId ? { account_id: accountId } : {}) }, signal });
}

/** The category we would choose for what is typed as the payee (rules, what you taught us, known merchants). */
export function usePayeeSuggestion(text: string, accountId: string, enabled: boolean) {
  const trimmed = text.trim();
  return useQuery({
    queryKey: queryKeys.payees.suggest(trimmed, accountId),
    queryFn: ({ signal }) => suggestPayee(trimmed, accountId, signal),
    enabled: enabled && trimmed.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** After a category was changed by hand: should we offer a rule for this payee? */
export function getRuleHint(transactionId: string): Promise<RuleHint> {
  return apiClient.get<RuleHint>('/payees/rule-hint', { params: { transaction_id: transactionId } });
}
