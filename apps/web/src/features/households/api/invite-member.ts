import * as householdsApi from '@cuentas/shared/contract/households';
import type { CreateInviteInput } from '@cuentas/shared/schemas/households';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ownErrors } from '../../../lib/query-client.ts';
import { request } from '../../../lib/api-request.ts';
import { householdsKey } from './get-households.ts';

export function useInviteMember(ledgerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateInviteInput) => request(householdsApi.invite, { params: { id: ledgerId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: householdsKey }),
    meta: ownErrors,
  });
}
