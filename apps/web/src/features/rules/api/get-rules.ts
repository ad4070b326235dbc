import * as rulesApi from '@cuentas/shared/contract/rules';
import type { Rule } from '@cuentas/shared/schemas/transactions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export function getRules(): Promise<Rule[]> {
  return request(rulesApi.list);
}

/** In the order they are tried: the first rule that matches decides. */
export function rulesQueryOptions() {
  return queryOptions({ queryKey: queryKeys.rules.all(), queryFn: getRules });
}

export function useRules(options: { enabled?: boolean } = {}) {
  return useQuery({ ...rulesQueryOptions(), enabled: options.enabled ?? true });
}
