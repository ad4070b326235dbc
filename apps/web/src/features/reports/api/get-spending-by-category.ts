import * as reportsApi from '@cuentas/shared/contract/reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import type { SpendingGroup } from '../lib/chart-data.ts';
import type { ReportParams } from '../lib/report-filters.ts';
import { type ReportEnvelope } from './report-envelope.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export type SpendingReport = ReportEnvelope<SpendingGroup[]>;

export function getSpendingByCategory(params: ReportParams): Promise<SpendingReport> {
  return request(reportsApi.spendingByCategory, { query: params });
}

/** Keeps the previous answer on screen while a new filter loads. */
export function useSpendingByCategory(params: ReportParams) {
  return useQuery({
    queryKey: queryKeys.reports.report('spending-by-category', params),
    queryFn: () => getSpendingByCategory(params),
    placeholderData: keepPreviousData,
  });
}
