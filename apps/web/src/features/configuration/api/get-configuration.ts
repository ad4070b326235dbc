import type { Configuration } from '@cuentas/shared/schemas/configuration';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const configurationQueryKey = ['configuration'] as const;

export function getConfiguration(): Promise<Configuration> {
  return apiClient.get<Configuration>('/configuration');
}

export function configurationQueryOptions() {
  return queryOptions({ queryKey: configurationQueryKey, queryFn: getConfiguration });
}

export function useConfiguration(options: { enabled?: boolean } = {}) {
  return useQuery({ ...configurationQueryOptions(), enabled: options.enabled ?? true });
}
