import * as importsApi from '@cuentas/shared/contract/imports';
import type { CsvOptions, ImportAnalysis, QifDateOrder, StatementAccount } from '@cuentas/shared/schemas/imports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import { request } from '../../../lib/api-request.ts';

const ANALYZE_TIMEOUT_MS = 60_000;

/** What the user chose beyond the columns: each statement's account (several-account Norma 43), a QIF's date order. */
export type ImportChoices = { statementAccounts: StatementAccount[]; dateOrder: QifDateOrder | null };
export const NO_CHOICES: ImportChoices = { statementAccounts: [], dateOrder: null };
export const choicesBody = (choices: ImportChoices) => ({
  statement_accounts: choices.statementAccounts,
  date_order: choices.dateOrder,
});

export function analyzeImport(
  id: string,
  options: CsvOptions | null,
  choices: ImportChoices = NO_CHOICES,
  /** The first preview row wanted: the review asks for the rows after the first 20. */
  previewFrom = 0,
): Promise<ImportAnalysis> {
  return request(importsApi.analyze, {
    params: { id },
    body: { options, ...choicesBody(choices), ...(previewFrom > 0 ? { preview_from: previewFrom } : {}) },
    config: { timeout: ANALYZE_TIMEOUT_MS },
  });
}

/**
 * The analysis for the current options, re-run whenever they change (keyed by them). The previous
 * answer stays on screen while the next one loads, so counts do not flicker.
 */
export function useImportAnalysis(
  id: string | null,
  options: CsvOptions | null,
  enabled: boolean,
  choices: ImportChoices = NO_CHOICES,
) {
  return useQuery({
    queryKey: queryKeys.imports.analysis(id, { options, ...choices }),
    queryFn: () => analyzeImport(id!, options, choices),
    enabled: enabled && id !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    gcTime: 60_000,
    retry: false,
  });
}
