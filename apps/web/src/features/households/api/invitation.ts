import * as householdsApi from '@cuentas/shared/contract/households';
import { useMutation, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';

/** What an invitation link shows; works signed out too. */
export function useInvitation(token: string) {
  return useQuery({
    queryKey: ['household-invitation', token],
    queryFn: () => request(householdsApi.invitation, { params: { token } }),
  });
}

export function useAcceptInvitation(token: string) {
  return useMutation({ mutationFn: () => request(householdsApi.accept, { params: { token } }) });
}
