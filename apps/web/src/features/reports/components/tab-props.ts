import type { DateRange } from '../lib/date-range.ts';
import type { ReportFilters, ReportParams } from '../lib/report-filters.ts';

export type ReportTabProps = {
  params: ReportParams;
  range: DateRange;
  filters: ReportFilters;
  onChange: (changes: Partial<ReportFilters>) => void;
  locale: string;
  /** The user's base currency, until a report answers with its own. */
  fallbackCurrency: string;
};
