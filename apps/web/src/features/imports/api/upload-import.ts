import * as importsApi from '@cuentas/shared/contract/imports';
import type { UploadResult } from '@cuentas/shared/schemas/imports';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { ownErrors } from '../../../lib/query-client.ts';

export const MAX_IMPORT_BYTES = 25 * 1024 * 1024;
/** A 25 MB upload on a slow connection needs more than the default 10 s. */
const UPLOAD_TIMEOUT_MS = 5 * 60 * 1000;

/** skipRows: lines above the header when the user says so; undefined lets the server find the header. */
export type UploadVariables = {
  accountId: string;
  file: File;
  skipRows?: number | undefined;
  onProgress?: (percent: number) => void;
};

/** Sends the file as the raw body; the server detects the format and proposes a mapping. */
export function uploadImport({ accountId, file, skipRows, onProgress }: UploadVariables): Promise<UploadResult> {
  return request(importsApi.upload, {
    query: { account_id: accountId, file_name: file.name, ...(skipRows === undefined ? {} : { skip_rows: skipRows }) },
    body: file,
    config: {
      headers: { 'Content-Type': 'application/octet-stream' },
      timeout: UPLOAD_TIMEOUT_MS,
      onUploadProgress: (event) => {
        if (event.total) onProgress?.(Math.round((event.loaded / event.total) * 100));
      },
    },
  });
}

export function useUploadImport() {
  return useMutation({ meta: ownErrors, mutationFn: uploadImport });
}
