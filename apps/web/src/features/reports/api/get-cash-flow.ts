import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { SankeyLinkIn, SankeyNodeIn } from '../lib/chart-data.ts';
import type { ReportParams } from '../lib/report-filters.ts';
import { reportKeys, type ReportEnvelope } from './report-keys.ts';

export type CashFlowReport = ReportEnvelope<{ nodes: SankeyNodeIn[]; links: SankeyLinkIn[] }>;

export function getCashFlow(params: ReportParams): Promise<CashFlowReport> {
  return apiClient.get<CashFlowReport>('/reports/cash-flow', { params });
}

/** Keeps the previous answer on screen while a new filter loads. */
export function useCashFlow(params: ReportParams) {
  return useQuery({ queryKey: reportKeys.report('cash-flow', params), queryFn: () => getCashFlow(params), placeholderData: keepPreviousData });
}
