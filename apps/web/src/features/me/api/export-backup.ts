import * as backupApi from '@cuentas/shared/contract/backup';
import { useMutation } from '@tanstack/react-query';
import { type DownloadedFile, fetchFile, saveFile } from '../../../lib/file-download.ts';

/** A large ledger streams for a while; the JSON calls' 10 s would cut it off. */
const EXPORT_TIMEOUT_MS = 10 * 60_000;

/** GET /me/export: everything of the user as a zip (decision 040). */
export function exportBackup(): Promise<DownloadedFile> {
  return fetchFile(backupApi.exportAll, { timeoutMs: EXPORT_TIMEOUT_MS, fallbackName: 'cuentas-claras.zip' });
}

export function useExportBackup() {
  return useMutation({ mutationFn: exportBackup, onSuccess: saveFile });
}
