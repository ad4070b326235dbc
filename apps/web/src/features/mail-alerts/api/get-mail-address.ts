import * as mailApi from '@cuentas/shared/contract/mail-alerts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { mailAlertKeys } from './query-keys.ts';

export function useMailAddress() {
  return useQuery({ queryKey: mailAlertKeys.address, queryFn: () => request(mailApi.address) });
}
