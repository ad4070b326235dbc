import * as configurationApi from '@cuentas/shared/contract/configuration';
import type { Configuration, SaveConfigurationInput } from '@cuentas/shared/schemas/configuration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { invalidateAfter } from '../../../api/invalidation.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { ownErrors } from '../../../lib/query-client.ts';

export function createConfiguration(input: SaveConfigurationInput): Promise<Configuration> {
  return request(configurationApi.save, { body: input });
}

/** Creating the configuration refreshes the cached one (docs/architecture.md §8.3). */
export function useCreateConfiguration() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: ownErrors,
    mutationFn: createConfiguration,
    onSuccess: async (configuration) => {
      queryClient.setQueryData(queryKeys.configuration.all(), configuration);
      await invalidateAfter(queryClient, 'configuration-changed');
    },
  });
}
