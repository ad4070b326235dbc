import * as mailApi from '@cuentas/shared/contract/mail-alerts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { mailAlertKeys } from './query-keys.ts';

/** The alerts waiting for the user; looked at again every half minute while shown (mail comes in any time). */
export function useMailInbox() {
  return useQuery({
    queryKey: mailAlertKeys.inbox,
    queryFn: () => request(mailApi.list, { query: { view: 'inbox', limit: 50 } }),
    refetchInterval: 30_000,
  });
}
