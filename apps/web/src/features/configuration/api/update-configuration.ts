import type { Configuration, UpdateConfigurationInput } from '@cuentas/shared/schemas/configuration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { configurationQueryKey } from './get-configuration.ts';

export function updateConfiguration(input: UpdateConfigurationInput): Promise<Configuration> {
  return apiClient.patch<Configuration>('/configuration', input);
}

/** Changing the configuration refreshes the cached one (spec §4). */
export function useUpdateConfiguration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateConfiguration,
    onSuccess: async (configuration) => {
      queryClient.setQueryData(configurationQueryKey, configuration);
      await queryClient.invalidateQueries({ queryKey: configurationQueryKey });
      // Onboarding may have renamed the starter categories to the country's words.
      await queryClient.invalidateQueries({ queryKey: ['categories'] });
    },
  });
}
