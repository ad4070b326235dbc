import type { RateUsed } from '@cuentas/shared/schemas/reports';
import type { ReportParams } from '../lib/report-filters.ts';

/** Under ['reports'], which every transaction change invalidates. */
export const reportKeys = {
  all: ['reports'] as const,
  report: (name: string, params: ReportParams) => ['reports', name, params] as const,
  forecast: (months: number) => ['reports', 'forecast', months] as const,
};

export type MissingRate = { from_currency: string; to_currency: string };
export type ReportEnvelope<Rows> = { base_currency: string | null; from: string; to: string; missing_rates: MissingRate[]; rates_used?: RateUsed[]; rows: Rows };
