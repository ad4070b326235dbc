import * as backupApi from '@cuentas/shared/contract/backup';
import axios, { AxiosError } from 'axios';
import { useMutation } from '@tanstack/react-query';
import { axiosInstance, toApiError } from '../../../lib/api-client.ts';
import { getAuthToken, removeAuthToken } from '../../../lib/auth-token.ts';

/** A large ledger streams for a while; the JSON calls' 10 s would cut it off. */
const EXPORT_TIMEOUT_MS = 10 * 60_000;

export type BackupFile = { blob: Blob; fileName: string };

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

function fileNameOf(disposition: string | undefined): string {
  const match = /filename="([^"]+)"/.exec(disposition ?? '');
  return match?.[1] ?? 'cuentas-claras.zip';
}

/**
 * GET /me/export answers a zip, not `{data}`: the shared client's interceptor would unwrap it to
 * nothing, so this call goes through plain axios with the same base URL and token (decision 040).
 */
export async function exportBackup(): Promise<BackupFile> {
  const token = getAuthToken();
  try {
    const response = await axios.request<Blob>({
      method: backupApi.exportAll.method,
      url: backupApi.exportAll.path,
      baseURL: axiosInstance.defaults.baseURL,
      responseType: 'blob',
      timeout: EXPORT_TIMEOUT_MS,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
    return { blob: response.data, fileName: fileNameOf(response.headers['content-disposition'] as string | undefined) };
  } catch (error) {
    const apiError = toApiError(await readBlobError(error));
    if (apiError.status === 401) removeAuthToken();
    throw apiError;
  }
}

/** Hands the zip to the browser as a download. */
export function saveBackup({ blob, fileName }: BackupFile): void {
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

export function useExportBackup() {
  return useMutation({ mutationFn: exportBackup, onSuccess: saveBackup });
}
