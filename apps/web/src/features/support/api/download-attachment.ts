import { getAuthToken } from '../../../lib/auth-token.ts';

/**
 * Files come as bytes, not the `{data}` envelope the shared client unwraps, so this one call uses
 * fetch with the same bearer token, then hands the browser a blob to save.
 */
export async function downloadAttachment(url: string, fileName: string): Promise<void> {
  const base = import.meta.env.VITE_API_URL ?? '/api';
  const response = await fetch(`${base}${url}`, { headers: { Authorization: `Bearer ${getAuthToken() ?? ''}` } });
  if (!response.ok) throw new Error('No pudimos descargar el archivo. Inténtalo de nuevo.');
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
