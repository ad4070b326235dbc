import * as api from '@cuentas/shared/contract/bank-feeds';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateAfter } from '../../../api/invalidation.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { request } from '../../../lib/api-request.ts';
import { ownErrors } from '../../../lib/query-client.ts';

/** A pull or a mapping reads the bank: more than the client's default 10 s may pass. */
const BANK_TIMEOUT_MS = 120_000;

export function useBankFeedStatus() {
  return useQuery({ queryKey: queryKeys.bankFeeds.status(), queryFn: () => request(api.status) });
}

export function useBankConnections(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.bankFeeds.connections(),
    queryFn: () => request(api.connections),
    enabled,
  });
}

export function useBanks(country: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.bankFeeds.banks(country),
    queryFn: () => request(api.banks, { query: { country } }),
    enabled,
  });
}

/** Starts the authorisation and sends the browser to the bank's page. */
export function useConnectBank() {
  return useMutation({
    mutationFn: (body: { aspsp_name: string; aspsp_country: string }) => request(api.connect, { body }),
    onSuccess: (answer) => window.location.assign(answer.url),
  });
}

export function useRenewConnection() {
  return useMutation({
    mutationFn: (id: string) => request(api.renew, { params: { id } }),
    onSuccess: (answer) => window.location.assign(answer.url),
  });
}

export function useCompleteCallback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { state: string; code?: string; error?: string }) =>
      request(api.callback, { body, config: { timeout: BANK_TIMEOUT_MS } }),
    // The callback page shows the failure itself.
    meta: ownErrors,
    onSuccess: () => invalidateAfter(client, 'bank-feed-changed'),
  });
}

export function useLinkFeedAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      id: string;
      account_id: string | null;
      new_account: { name: string; type: 'checking' | 'savings' | 'credit_card' } | null;
    }) =>
      request(api.linkAccount, {
        params: { id: input.id },
        body: { account_id: input.account_id, new_account: input.new_account },
        config: { timeout: BANK_TIMEOUT_MS },
      }),
    onSuccess: () => invalidateAfter(client, 'bank-feed-changed'),
  });
}

export function useSyncConnection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request(api.syncConnection, { params: { id }, config: { timeout: BANK_TIMEOUT_MS } }),
    onSuccess: () => invalidateAfter(client, 'bank-feed-changed'),
  });
}

/** The user opened the accounts screen: connections not pulled in the last quarter hour, with the user present. */
export function useSyncOnOpen() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => request(api.syncAll, { config: { timeout: BANK_TIMEOUT_MS } }),
    onSuccess: (result) => {
      if (result.accounts.length > 0) return invalidateAfter(client, 'bank-feed-changed');
    },
  });
}

export function useDisconnectBank() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request(api.disconnect, { params: { id } }),
    onSuccess: () => invalidateAfter(client, 'bank-feed-changed'),
  });
}
