import type { QueryInput } from '@cuentas/shared/contract/endpoint';
import * as transactionsApi from '@cuentas/shared/contract/transactions';
import { useMutation } from '@tanstack/react-query';
import { type DownloadedFile, fetchFile, saveFile } from '../../../lib/file-download.ts';
import type { ApiFilterParams } from '../lib/filters.ts';
import { todayIso } from '../lib/rows.ts';

/** A large export streams for a while; the JSON calls' 10 s would cut it off. */
const EXPORT_TIMEOUT_MS = 5 * 60_000;

/** GET /transactions/export: the filtered movements as a CSV file. */
export function exportTransactions(filters: ApiFilterParams): Promise<DownloadedFile> {
  return fetchFile(transactionsApi.exportCsv, {
    params: filters satisfies QueryInput<typeof transactionsApi.exportCsv>,
    timeoutMs: EXPORT_TIMEOUT_MS,
    fallbackName: `movimientos-${todayIso()}.csv`,
  });
}

export function useExportTransactions() {
  return useMutation({ mutationFn: exportTransactions, onSuccess: saveFile });
}
