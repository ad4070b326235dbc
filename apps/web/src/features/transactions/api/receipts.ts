import * as receiptsApi from '@cuentas/shared/contract/receipts';
import type { ConfirmReceiptInput, Receipt } from '@cuentas/shared/schemas/receipts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { ownErrors } from '../../../lib/query-client.ts';
import { refreshAfterTransactionChange } from './query-keys.ts';

// A receipt photo or invoice read into a proposed movement (decision 043).

const receiptKey = (id: string) => ['transactions', 'receipt', id] as const;
/** A 10 MB photo on a phone's upload speed takes more than the default 10 s. */
const UPLOAD_TIMEOUT_MS = 2 * 60_000;
/** How often a receipt being read is asked for: reading takes one to a few seconds. */
const POLL_MS = 1000;

export function useUploadReceipt() {
  return useMutation({
    meta: ownErrors,
    mutationFn: (file: File): Promise<Receipt> => {
      const form = new FormData();
      form.append('file', file, file.name);
      return request(receiptsApi.upload, { body: form, config: { timeout: UPLOAD_TIMEOUT_MS } });
    },
  });
}

/** The receipt, asked again every second while it is being read. */
export function useReceipt(id: string | undefined) {
  return useQuery({
    queryKey: receiptKey(id ?? ''),
    queryFn: ({ signal }) => request(receiptsApi.get, { params: { id: id! }, config: { signal } }),
    enabled: Boolean(id),
    refetchInterval: (query) => (query.state.data?.status === 'reading' ? POLL_MS : false),
  });
}

export function useConfirmReceipt(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: ownErrors,
    mutationFn: (body: ConfirmReceiptInput) => request(receiptsApi.confirm, { params: { id }, body }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: receiptKey(id) });
      void refreshAfterTransactionChange(queryClient);
    },
  });
}

export function useDismissReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: ownErrors,
    mutationFn: (id: string) => request(receiptsApi.dismiss, { params: { id } }),
    onSuccess: (_data, id) => queryClient.removeQueries({ queryKey: receiptKey(id) }),
  });
}
