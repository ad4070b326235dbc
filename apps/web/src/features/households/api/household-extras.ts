import * as accountsApi from '@cuentas/shared/contract/accounts';
import * as categoriesApi from '@cuentas/shared/contract/categories';
import * as householdsApi from '@cuentas/shared/contract/households';
import type { CategorySplitInput } from '@cuentas/shared/schemas/households';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { LEDGER_HEADER } from '../../../lib/active-ledger.ts';
import { householdsKey } from './get-households.ts';

// Decision 050: the household's accounts (to book «Saldar»), its default splits per category,
// and handing it over. Read in the household's ledger whichever ledger the screen has open.

const inLedger = (ledgerId: string) => ({ headers: { [LEDGER_HEADER]: ledgerId } });

export function useLedgerAccounts(ledgerId: string, enabled = true) {
  return useQuery({
    queryKey: ['households', ledgerId, 'accounts'],
    enabled,
    queryFn: () => request(accountsApi.list, { config: inLedger(ledgerId) }),
    select: (accounts) => accounts.filter((account) => !account.archived_at),
  });
}

export function useLedgerExpenseCategories(ledgerId: string) {
  return useQuery({
    queryKey: ['households', ledgerId, 'categories'],
    queryFn: () => request(categoriesApi.list, { config: inLedger(ledgerId) }),
    select: (categories) => categories.filter((category) => category.kind === 'expense' && !category.archived_at),
  });
}

const splitsKey = (ledgerId: string) => ['households', ledgerId, 'category-splits'] as const;

export function useCategorySplits(ledgerId: string) {
  return useQuery({
    queryKey: splitsKey(ledgerId),
    queryFn: () => request(householdsApi.categorySplits, { params: { id: ledgerId } }),
  });
}

export function useSetCategorySplit(ledgerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ categoryId, body }: { categoryId: string; body: CategorySplitInput }) =>
      request(householdsApi.setCategorySplit, { params: { id: ledgerId, categoryId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: splitsKey(ledgerId) }),
  });
}

export function useRemoveCategorySplit(ledgerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (categoryId: string) =>
      request(householdsApi.removeCategorySplit, { params: { id: ledgerId, categoryId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: splitsKey(ledgerId) }),
  });
}

export function useHandOver(ledgerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) =>
      request(householdsApi.handover, { params: { id: ledgerId }, body: { member_id: memberId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: householdsKey }),
  });
}

/** The person's own choice of the household's shared notices (decision 054); the list says it back. */
export function useSharedNotices(ledgerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shared: boolean) =>
      request(householdsApi.sharedNotices, { params: { id: ledgerId }, body: { shared } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: householdsKey }),
  });
}
