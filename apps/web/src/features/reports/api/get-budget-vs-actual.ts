import * as reportsApi from '@cuentas/shared/contract/reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import type { BudgetRow } from '../lib/chart-data.ts';
import type { ReportParams } from '../lib/report-filters.ts';
import { type ReportEnvelope } from './report-envelope.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export type BudgetVsActualReport = ReportEnvelope<BudgetRow[]>;

export function getBudgetVsActual(params: ReportParams): Promise<BudgetVsActualReport> {
  return request(reportsApi.budgetVsActual, { query: params });
}

/** Keeps the previous answer on screen while a new filter loads. */
export function useBudgetVsActual(params: ReportParams) {
  return useQuery({
    queryKey: queryKeys.reports.report('budget-vs-actual', params),
    queryFn: () => getBudgetVsActual(params),
    placeholderData: keepPreviousData,
  });
}
