import * as payeesApi from '@cuentas/shared/contract/payees';
import type { PayeeSuggestion, RuleHint } from '@cuentas/shared/schemas/payees';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import { request } from '../../../lib/api-request.ts';

export function suggestPayee(text: string, accountId: string, signal?: AbortSignal): Promise<PayeeSuggestion> {
  return request(payeesApi.suggest, {
    query: { text, ...(accountId ? { account_id: accountId } : {}) },
    config: { signal },
  });
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
  return request(payeesApi.ruleHint, { query: { transaction_id: transactionId } });
}
