import type { Configuration } from '@cuentas/shared/schemas/configuration';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

// The same key and answer as everywhere else in the app: the guard has usually loaded it already.
export const configurationKey = ['configuration'] as const;

export function getConfiguration(): Promise<Configuration> {
  return apiClient.get<Configuration>('/configuration');
}

export function configurationQueryOptions() {
  return queryOptions({ queryKey: configurationKey, queryFn: getConfiguration });
}

export function useConfiguration() {
  return useQuery(configurationQueryOptions());
}
