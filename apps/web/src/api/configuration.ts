import type { Configuration } from '@cuentas/shared/schemas/configuration';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../lib/api-client.ts';
import { queryKeys } from './query-keys.ts';

export function getConfiguration(): Promise<Configuration> {
  return apiClient.get<Configuration>('/configuration');
}

/** The route guard loads it before any screen, so screens usually read it from the cache. */
export function configurationQueryOptions() {
  return queryOptions({ queryKey: queryKeys.configuration.all(), queryFn: getConfiguration });
}

export function useConfiguration(options: { enabled?: boolean } = {}) {
  return useQuery({ ...configurationQueryOptions(), enabled: options.enabled ?? true });
}
