import * as securityApi from '@cuentas/shared/contract/security';
import type { DisableTwoFactorInput, EnableTwoFactorInput } from '@cuentas/shared/schemas/security';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { ownErrors } from '../../../lib/query-client.ts';

/** Only the security section reads these (decision 041). */
export const securityKeys = {
  all: ['security'] as const,
  twoFactor: ['security', 'two-factor'] as const,
  sessions: ['security', 'sessions'] as const,
};

export function useTwoFactorStatus() {
  return useQuery({ queryKey: securityKeys.twoFactor, queryFn: () => request(securityApi.twoFactorStatus) });
}

export function useSessions() {
  return useQuery({ queryKey: securityKeys.sessions, queryFn: () => request(securityApi.listSessions) });
}

export function useTwoFactorSetup() {
  return useMutation({ mutationFn: () => request(securityApi.twoFactorSetup) });
}

function useSecurityMutation<I, O>(mutationFn: (input: I) => Promise<O>, own = true) {
  const queryClient = useQueryClient();
  return useMutation({
    ...(own ? { meta: ownErrors } : {}),
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.all }),
  });
}

export const useTwoFactorEnable = () =>
  useSecurityMutation((body: EnableTwoFactorInput) => request(securityApi.twoFactorEnable, { body }));
export const useTwoFactorDisable = () =>
  useSecurityMutation((body: DisableTwoFactorInput) => request(securityApi.twoFactorDisable, { body }));
export const useCloseSession = () =>
  useSecurityMutation((id: string) => request(securityApi.closeSession, { params: { id } }), false);
export const useCloseOtherSessions = () => useSecurityMutation(() => request(securityApi.closeOtherSessions), false);
