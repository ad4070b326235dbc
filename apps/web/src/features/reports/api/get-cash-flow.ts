import * as reportsApi from '@cuentas/shared/contract/reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import type { SankeyLinkIn, SankeyNodeIn } from '../lib/chart-data.ts';
import type { ReportParams } from '../lib/report-filters.ts';
import { type ReportEnvelope } from './report-envelope.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export type CashFlowReport = ReportEnvelope<{ nodes: SankeyNodeIn[]; links: SankeyLinkIn[] }>;

export function getCashFlow(params: ReportParams): Promise<CashFlowReport> {
  return request(reportsApi.cashFlow, { query: params });
}

/** Keeps the previous answer on screen while a new filter loads. */
export function useCashFlow(params: ReportParams) {
  return useQuery({
    queryKey: queryKeys.reports.report('cash-flow', params),
    queryFn: () => getCashFlow(params),
    placeholderData: keepPreviousData,
  });
}
