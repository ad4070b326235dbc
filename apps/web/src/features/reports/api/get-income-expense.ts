import * as reportsApi from '@cuentas/shared/contract/reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import type { IncomeExpenseRow } from '../lib/chart-data.ts';
import type { ReportParams } from '../lib/report-filters.ts';
import { type ReportEnvelope } from './report-envelope.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export type IncomeExpenseReport = ReportEnvelope<IncomeExpenseRow[]>;

export function getIncomeExpense(params: ReportParams): Promise<IncomeExpenseReport> {
  return request(reportsApi.incomeExpense, { query: params });
}

/** Keeps the previous answer on screen while a new filter loads. */
export function useIncomeExpense(params: ReportParams) {
  return useQuery({
    queryKey: queryKeys.reports.report('income-expense', params),
    queryFn: () => getIncomeExpense(params),
    placeholderData: keepPreviousData,
  });
}
