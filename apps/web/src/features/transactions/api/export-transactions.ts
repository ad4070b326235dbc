import type { QueryInput } from '@cuentas/shared/contract/endpoint';
import * as transactionsApi from '@cuentas/shared/contract/transactions';
import axios, { AxiosError } from 'axios';
import { useMutation } from '@tanstack/react-query';
import { axiosInstance, toApiError } from '../../../lib/api-client.ts';
import { getAuthToken, removeAuthToken } from '../../../lib/auth-token.ts';
import { fileNameFromDisposition } from '../lib/cache.ts';
import type { ApiFilterParams } from '../lib/filters.ts';
import { todayIso } from '../lib/rows.ts';

/** A large export streams for a while; the JSON calls' 10 s would cut it off. */
const EXPORT_TIMEOUT_MS = 5 * 60_000;

export type CsvExport = { blob: Blob; fileName: string };

/** An error body arrives as a Blob too; read it so the server's Spanish message is not lost. */
async function readBlobError(error: unknown): Promise<unknown> {
  if (!(error instanceof AxiosError) || !(error.response?.data instanceof Blob)) return error;
  try {
    error.response.data = JSON.parse(await error.response.data.text()) as unknown;
  } catch {
    error.response.data = undefined;
  }
  return error;
}

/**
 * GET /transactions/export answers a CSV file, not `{data}`: the shared client's interceptor would
 * unwrap it to nothing, so this one call goes through plain axios with the same base URL and token.
 */
export async function exportTransactions(filters: ApiFilterParams): Promise<CsvExport> {
  const token = getAuthToken();
  try {
    const response = await axios.request<Blob>({
      method: transactionsApi.exportCsv.method,
      url: transactionsApi.exportCsv.path,
      baseURL: axiosInstance.defaults.baseURL,
      params: filters satisfies QueryInput<typeof transactionsApi.exportCsv>,
      responseType: 'blob',
      timeout: EXPORT_TIMEOUT_MS,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
    const disposition = response.headers['content-disposition'] as string | undefined;
    return { blob: response.data, fileName: fileNameFromDisposition(disposition, `movimientos-${todayIso()}.csv`) };
  } catch (error) {
    const apiError = toApiError(await readBlobError(error));
    if (apiError.status === 401) removeAuthToken();
    throw apiError;
  }
}

/** Hands a file to the browser as a download. */
export function saveFile({ blob, fileName }: CsvExport): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function useExportTransactions() {
  return useMutation({ mutationFn: exportTransactions, onSuccess: saveFile });
}
