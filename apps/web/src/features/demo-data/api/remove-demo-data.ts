import * as demoApi from '@cuentas/shared/contract/demo-data';
import type { DemoDataRemoved } from '@cuentas/shared/schemas/demo-data';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';

export function removeDemoData(): Promise<DemoDataRemoved> {
  return request(demoApi.remove);
}

export function useRemoveDemoData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeDemoData,
    onSuccess: async () => {
      await queryClient.invalidateQueries();
    },
  });
}
