import * as demoApi from '@cuentas/shared/contract/demo-data';
import type { DemoDataCreated } from '@cuentas/shared/schemas/demo-data';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';

export function createDemoData(): Promise<DemoDataCreated> {
  return request(demoApi.create);
}

/** The example touches accounts, movements, budget, reminders and goals: every cached answer is stale. */
export function useCreateDemoData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDemoData,
    onSuccess: async () => {
      await queryClient.invalidateQueries();
    },
  });
}
