import * as accountsApi from '@cuentas/shared/contract/accounts';
import * as householdsApi from '@cuentas/shared/contract/households';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { LEDGER_HEADER } from '../../../lib/active-ledger.ts';

/**
 * The households a person's chat may write to (decision 050): their own and those where they
 * are not read-only. Same key as the households list, so both screens share one answer.
 */
export function useChatLedgers() {
  return useQuery({
    queryKey: ['households'],
    queryFn: () => request(householdsApi.list),
    select: (households) => households.filter((household) => household.role !== 'viewer'),
  });
}

/** The active accounts of the ledger the chat writes to, whichever ledger the screen has open. */
export function useChatLedgerAccounts(ledgerId: string | undefined) {
  return useQuery({
    queryKey: ['whatsapp', 'ledger-accounts', ledgerId],
    enabled: ledgerId !== undefined,
    queryFn: () => request(accountsApi.list, { config: { headers: { [LEDGER_HEADER]: ledgerId! } } }),
    select: (accounts) => accounts.filter((account) => !account.archived_at),
  });
}
