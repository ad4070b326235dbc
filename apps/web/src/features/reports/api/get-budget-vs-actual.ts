import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { BudgetRow } from '../lib/chart-data.ts';
import type { ReportParams } from '../lib/report-filters.ts';
import { reportKeys, type ReportEnvelope } from './report-keys.ts';

export type BudgetVsActualReport = ReportEnvelope<BudgetRow[]>;

export function getBudgetVsActual(params: ReportParams): Promise<BudgetVsActualReport> {
  return apiClient.get<BudgetVsActualReport>('/reports/budget-vs-actual', { params });
}

/** Keeps the previous answer on screen while a new filter loads. */
export function useBudgetVsActual(params: ReportParams) {
  return useQuery({ queryKey: reportKeys.report('budget-vs-actual', params), queryFn: () => getBudgetVsActual(params), placeholderData: keepPreviousData });
}
