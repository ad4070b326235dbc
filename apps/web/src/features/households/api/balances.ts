import * as householdsApi from '@cuentas/shared/contract/households';
import * as transactionsApi from '@cuentas/shared/contract/transactions';
import type { SettleInput, ShareExpenseInput } from '@cuentas/shared/schemas/households';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { LEDGER_HEADER } from '../../../lib/active-ledger.ts';

const balancesKey = (ledgerId: string) => ['households', ledgerId, 'balances'] as const;

/** Who owes whom in a household, with the shared expenses and settlements behind it. */
export function useBalances(ledgerId: string) {
  return useQuery({
    queryKey: balancesKey(ledgerId),
    queryFn: () => request(householdsApi.balances, { params: { id: ledgerId } }),
  });
}

/** The household's latest expenses, read in its ledger whichever is open, to split them. */
export function useRecentExpenses(ledgerId: string) {
  return useQuery({
    queryKey: ['households', ledgerId, 'recent-expenses'],
    queryFn: () =>
      request(transactionsApi.list, {
        query: { kind: 'expense', limit: 8 },
        config: { headers: { [LEDGER_HEADER]: ledgerId } },
      }),
  });
}

export function useShareExpense(ledgerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ transactionId, body }: { transactionId: string; body: ShareExpenseInput }) =>
      request(householdsApi.shareExpense, { params: { id: ledgerId, transactionId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['households', ledgerId] }),
  });
}

export function useSettle(ledgerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SettleInput) => request(householdsApi.settle, { params: { id: ledgerId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['households', ledgerId] }),
  });
}
