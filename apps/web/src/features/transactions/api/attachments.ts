import * as attachmentsApi from '@cuentas/shared/contract/attachments';
import type { Attachment, AttachmentList } from '@cuentas/shared/schemas/attachments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { type DownloadedFile, fetchFile, saveFile } from '../../../lib/file-download.ts';
import { ownErrors } from '../../../lib/query-client.ts';
import { refreshAfterTransactionChange } from './query-keys.ts';

// Receipts and invoices attached to a movement (decision 042).

/** Under the transactions' prefix: any change to movements refreshes it too. */
export const attachmentsKey = (transactionId: string) => ['transactions', 'attachments', transactionId] as const;
const fileKey = (url: string) => ['transactions', 'attachment-file', url] as const;

/** Ten photos of 10 MB on a phone's upload speed take more than the default 10 s. */
const UPLOAD_TIMEOUT_MS = 5 * 60_000;
const FILE_TIMEOUT_MS = 60_000;

export function useAttachments(transactionId: string | undefined) {
  return useQuery({
    queryKey: attachmentsKey(transactionId ?? ''),
    queryFn: ({ signal }): Promise<AttachmentList> =>
      request(attachmentsApi.list, { params: { id: transactionId! }, config: { signal } }),
    enabled: Boolean(transactionId),
  });
}

export type UploadVariables = { transactionId: string; files: readonly File[]; onProgress?: (percent: number) => void };

export function uploadAttachments({ transactionId, files, onProgress }: UploadVariables): Promise<Attachment[]> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  return request(attachmentsApi.upload, {
    params: { id: transactionId },
    body: form,
    config: {
      timeout: UPLOAD_TIMEOUT_MS,
      onUploadProgress: (event) => {
        if (event.total) onProgress?.(Math.round((event.loaded / event.total) * 100));
      },
    },
  });
}

/** After an upload or a deletion: the list, and the movements' paperclip counts. */
function useRefresh(transactionId: string) {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: attachmentsKey(transactionId) });
    void refreshAfterTransactionChange(queryClient);
  };
}

export function useUploadAttachments(transactionId: string) {
  const refresh = useRefresh(transactionId);
  return useMutation({ meta: ownErrors, mutationFn: uploadAttachments, onSuccess: refresh });
}

/** An upload to whichever movement the variables name (files dropped on a register row). */
export function useUploadToMovement() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: ownErrors,
    mutationFn: uploadAttachments,
    onSuccess: async (_saved, { transactionId }) => {
      await queryClient.invalidateQueries({ queryKey: attachmentsKey(transactionId) });
      void refreshAfterTransactionChange(queryClient);
    },
  });
}

export function useDeleteAttachment(transactionId: string) {
  const refresh = useRefresh(transactionId);
  return useMutation({
    mutationFn: (id: string) => request(attachmentsApi.remove, { params: { id } }),
    onSuccess: refresh,
  });
}

/** A stored file or thumbnail (they need the token, so an <img src> cannot fetch them itself). */
export function fetchAttachmentFile(url: string, fallbackName: string): Promise<DownloadedFile> {
  // The URLs the API gives start with /api, the client's base URL.
  return fetchFile({ method: 'GET', path: url.replace(/^\/api/, '') }, { timeoutMs: FILE_TIMEOUT_MS, fallbackName });
}

/**
 * A thumbnail or photo to show: the file is cached as a Blob while the query is (files never
 * change); the object URL that shows it is made and revoked by BlobImage, with the component.
 */
export function useAttachmentBlob(url: string | null) {
  return useQuery({
    queryKey: fileKey(url ?? ''),
    queryFn: async () => (await fetchAttachmentFile(url!, 'adjunto')).blob,
    enabled: Boolean(url),
    staleTime: Infinity,
  });
}

export function useDownloadAttachment() {
  return useMutation({
    mutationFn: (attachment: Attachment) => fetchAttachmentFile(attachment.url, attachment.file_name),
    onSuccess: saveFile,
  });
}
