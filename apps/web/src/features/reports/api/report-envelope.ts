import type { RateUsed } from '@cuentas/shared/schemas/reports';

export type MissingRate = { from_currency: string; to_currency: string };
export type ReportEnvelope<Rows> = {
  base_currency: string | null;
  from: string;
  to: string;
  missing_rates: MissingRate[];
  rates_used?: RateUsed[];
  rows: Rows;
};
