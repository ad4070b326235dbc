import * as configurationApi from '@cuentas/shared/contract/configuration';
import type { Configuration } from '@cuentas/shared/schemas/configuration';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../lib/api-request.ts';
import { queryKeys } from './query-keys.ts';

export function getConfiguration(): Promise<Configuration> {
  return request(configurationApi.get);
}

/** The route guard loads it before any screen, so screens usually read it from the cache. */
export function configurationQueryOptions() {
  return queryOptions({ queryKey: queryKeys.configuration.all(), queryFn: getConfiguration });
}

export function useConfiguration(options: { enabled?: boolean } = {}) {
  return useQuery({ ...configurationQueryOptions(), enabled: options.enabled ?? true });
}
