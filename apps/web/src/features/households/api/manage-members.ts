import * as householdsApi from '@cuentas/shared/contract/households';
import type { HouseholdRole } from '@cuentas/shared/schemas/households';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { householdsKey } from './get-households.ts';

// Changing a role, removing someone, revoking an invitation and leaving: each refreshes the list.

export function useChangeRole(ledgerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, role }: { memberId: string; role: HouseholdRole }) =>
      request(householdsApi.changeRole, { params: { id: ledgerId, memberId }, body: { role } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: householdsKey }),
  });
}

export function useRemoveMember(ledgerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) => request(householdsApi.removeMember, { params: { id: ledgerId, memberId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: householdsKey }),
  });
}

export function useRevokeInvite(ledgerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inviteId: string) => request(householdsApi.revokeInvite, { params: { id: ledgerId, inviteId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: householdsKey }),
  });
}

export function useLeaveHousehold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ledgerId: string) => request(householdsApi.leave, { params: { id: ledgerId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: householdsKey }),
  });
}
