import * as configurationApi from '@cuentas/shared/contract/configuration';
import type { Configuration, UpdateConfigurationInput } from '@cuentas/shared/schemas/configuration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { invalidateAfter } from '../../../api/invalidation.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { ownErrors } from '../../../lib/query-client.ts';

export function updateConfiguration(input: UpdateConfigurationInput): Promise<Configuration> {
  return request(configurationApi.update, { body: input });
}

/** Changing the configuration refreshes the cached one (docs/architecture.md §8.3). */
export function useUpdateConfiguration() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: ownErrors,
    mutationFn: updateConfiguration,
    onSuccess: async (configuration) => {
      queryClient.setQueryData(queryKeys.configuration.all(), configuration);
      await invalidateAfter(queryClient, 'configuration-changed');
    },
  });
}
