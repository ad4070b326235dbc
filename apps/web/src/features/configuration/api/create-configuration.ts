import type { Configuration, SaveConfigurationInput } from '@cuentas/shared/schemas/configuration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { configurationQueryKey } from './get-configuration.ts';

export function createConfiguration(input: SaveConfigurationInput): Promise<Configuration> {
  return apiClient.post<Configuration>('/configuration', input);
}

/** Creating the configuration refreshes the cached one (spec §4). */
export function useCreateConfiguration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createConfiguration,
    onSuccess: async (configuration) => {
      queryClient.setQueryData(configurationQueryKey, configuration);
      await queryClient.invalidateQueries({ queryKey: configurationQueryKey });
      // Onboarding may have renamed the starter categories to the country's words.
      await queryClient.invalidateQueries({ queryKey: ['categories'] });
    },
  });
}
