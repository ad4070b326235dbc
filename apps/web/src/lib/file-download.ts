import axios, { AxiosError, type Method } from 'axios';
import { axiosInstance, toApiError } from './api-client.ts';
import { getAuthToken, removeAuthToken } from './auth-token.ts';

export type DownloadedFile = { blob: Blob; fileName: string };

/** The file name from a Content-Disposition header, with a fallback. */
export function fileNameFromDisposition(header: string | null | undefined, fallback: string): string {
  if (!header) return fallback;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(header)?.[1]?.trim();
  return plain || fallback;
}

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
 * A file the API answers instead of `{data}` (a CSV, a zip): the shared client's interceptor would
 * unwrap it to nothing, so it goes through plain axios with the same base URL and token, and a long
 * timeout of its own, since a large ledger streams for a while.
 */
export async function fetchFile(
  endpoint: { method: Method; path: string },
  options: { params?: object; timeoutMs: number; fallbackName: string },
): Promise<DownloadedFile> {
  const token = getAuthToken();
  try {
    const response = await axios.request<Blob>({
      method: endpoint.method,
      url: endpoint.path,
      baseURL: axiosInstance.defaults.baseURL,
      params: options.params,
      responseType: 'blob',
      timeout: options.timeoutMs,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
    const disposition = response.headers['content-disposition'] as string | undefined;
    return { blob: response.data, fileName: fileNameFromDisposition(disposition, options.fallbackName) };
  } catch (error) {
    const apiError = toApiError(await readBlobError(error));
    if (apiError.status === 401) removeAuthToken();
    throw apiError;
  }
}

/** Hands a file to the browser as a download. */
export function saveFile({ blob, fileName }: DownloadedFile): void {
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
