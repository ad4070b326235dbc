import * as reportsApi from '@cuentas/shared/contract/reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import type { NetWorthRow } from '../lib/chart-data.ts';
import type { ReportParams } from '../lib/report-filters.ts';
import { type ReportEnvelope } from './report-envelope.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export type NetWorthReport = ReportEnvelope<NetWorthRow[]>;

export function getNetWorthReport(params: ReportParams): Promise<NetWorthReport> {
  return request(reportsApi.netWorth, { query: params });
}

/** Keeps the previous answer on screen while a new filter loads. */
export function useNetWorthReport(params: ReportParams) {
  return useQuery({
    queryKey: queryKeys.reports.report('net-worth', params),
    queryFn: () => getNetWorthReport(params),
    placeholderData: keepPreviousData,
  });
}
