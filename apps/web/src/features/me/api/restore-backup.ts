import * as backupApi from '@cuentas/shared/contract/backup';
import type { RestoreResult } from '@cuentas/shared/schemas/backup';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { ownErrors } from '../../../lib/query-client.ts';

/** The server takes up to 100 MB; checked here too so a wrong file fails before it travels. */
export const MAX_BACKUP_BYTES = 100 * 1024 * 1024;
const RESTORE_TIMEOUT_MS = 10 * 60_000;

/** Sends the zip as the raw body (decision 040). */
export function restoreBackup(file: File): Promise<RestoreResult> {
  return request(backupApi.restore, {
    body: file,
    config: { headers: { 'Content-Type': 'application/zip' }, timeout: RESTORE_TIMEOUT_MS },
  });
}

/** A restore replaces accounts, categories, settings and more: every cached answer is stale. */
export function useRestoreBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: ownErrors,
    mutationFn: restoreBackup,
    onSuccess: async () => {
      await queryClient.invalidateQueries();
    },
  });
}
