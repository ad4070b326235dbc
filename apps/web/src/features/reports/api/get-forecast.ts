import * as reportsApi from '@cuentas/shared/contract/reports';
import type { Forecast } from '@cuentas/shared/schemas/reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import type { ForecastHorizon } from '../lib/report-filters.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export type ForecastReport = Forecast;

export function getForecast(months: ForecastHorizon): Promise<ForecastReport> {
  return request(reportsApi.forecast, { query: { months } });
}

export function useForecast(months: ForecastHorizon) {
  return useQuery({
    queryKey: queryKeys.reports.forecast(months),
    queryFn: () => getForecast(months),
    placeholderData: keepPreviousData,
  });
}
