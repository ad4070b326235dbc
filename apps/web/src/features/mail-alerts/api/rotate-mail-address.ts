import * as mailApi from '@cuentas/shared/contract/mail-alerts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { mailAlertKeys } from './query-keys.ts';

export function useRotateMailAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request(mailApi.rotateAddress),
    onSuccess: (address) => queryClient.setQueryData(mailAlertKeys.address, address),
  });
}
