import type { CsvOptions, ImportAnalysis } from '@cuentas/shared/schemas/imports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import { apiClient } from '../../../lib/api-client.ts';

const ANALYZE_TIMEOUT_MS = 60_000;

export function analyzeImport(id: string, options: CsvOptions | null): Promise<ImportAnalysis> {
  return apiClient.post<ImportAnalysis>(`/imports/${encodeURIComponent(id)}/analyze`, { options }, { timeout: ANALYZE_TIMEOUT_MS });
}

/**
 * The analysis for the current options, re-run whenever they change (keyed by them). The previous
 * answer stays on screen while the next one loads, so counts do not flicker.
 */
export function useImportAnalysis(id: string | null, options: CsvOptions | null, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.imports.analysis(id, options),
    queryFn: () => analyzeImport(id!, options),
    enabled: enabled && id !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    gcTime: 60_000,
    retry: false,
  });
}
