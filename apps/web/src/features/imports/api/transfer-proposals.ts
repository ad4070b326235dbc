import * as proposalsApi from '@cuentas/shared/contract/transfer-proposals';
import type { TransferProposal } from '@cuentas/shared/schemas/transfer-proposals';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { invalidateAfter } from '../../../api/invalidation.ts';

/** Under ['imports'] so an import or its undo refreshes them. */
export const transferProposalsKey = ['imports', 'transfer-proposals'] as const;

export function getTransferProposals(): Promise<TransferProposal[]> {
  return request(proposalsApi.list, { query: {} });
}

/** The own transfers imports proposed and the user has not decided yet (decision 032). */
export function useTransferProposals(enabled = true) {
  return useQuery({ queryKey: transferProposalsKey, queryFn: getTransferProposals, enabled });
}

export function useDecideTransferProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, confirm }: { id: string; confirm: boolean }) =>
      confirm
        ? request(proposalsApi.confirm, { params: { id } }).then(() => undefined)
        : request(proposalsApi.reject, { params: { id } }).then(() => undefined),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: transferProposalsKey });
      await invalidateAfter(queryClient, 'transaction-changed');
    },
  });
}
