import * as attachmentsApi from '@cuentas/shared/contract/attachments';
import type { AttachmentExportInput } from '@cuentas/shared/schemas/attachments';
import { useMutation } from '@tanstack/react-query';
import { type DownloadedFile, fetchFile, saveFile } from '../../../lib/file-download.ts';
import { ownErrors } from '../../../lib/query-client.ts';

/** A year of photos streams for a while; the JSON calls' 10 s would cut it off. */
const EXPORT_TIMEOUT_MS = 10 * 60_000;

/** GET /attachments/export: «Justificantes», a year's attachments and indice.csv as a zip (decision 042). */
export function exportAttachments(query: AttachmentExportInput): Promise<DownloadedFile> {
  return fetchFile(attachmentsApi.exportYear, {
    params: query,
    timeoutMs: EXPORT_TIMEOUT_MS,
    fallbackName: `justificantes-${query.year}.zip`,
  });
}

export function useExportAttachments() {
  return useMutation({ meta: ownErrors, mutationFn: exportAttachments, onSuccess: saveFile });
}
