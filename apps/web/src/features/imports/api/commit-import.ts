import * as importsApi from '@cuentas/shared/contract/imports';
import type { CommitResult, CsvOptions, ImportProgress, RowChoice } from '@cuentas/shared/schemas/imports';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys.ts';
import { request } from '../../../lib/api-request.ts';
import { invalidateAfter } from '../../../api/invalidation.ts';
import { ownErrors } from '../../../lib/query-client.ts';
import { choicesBody, type ImportChoices, NO_CHOICES } from './analyze-import.ts';

const COMMIT_TIMEOUT_MS = 5 * 60 * 1000;
const PROGRESS_INTERVAL_MS = 500;

export type CommitVariables = {
  id: string;
  options: CsvOptions | null;
  includeDuplicateRows: number[];
  skipErrorRows?: boolean;
  choices?: ImportChoices;
  rowChoices?: RowChoice[];
};

/** All or nothing: the server imports every valid row in one transaction, or none (400 with the rows). */
export function commitImport({
  id,
  options,
  includeDuplicateRows,
  skipErrorRows = false,
  choices = NO_CHOICES,
  rowChoices = [],
}: CommitVariables): Promise<CommitResult> {
  return request(importsApi.commit, {
    params: { id },
    // Row choices only when the user made some: the payload stays as it was otherwise.
    body: {
      options,
      include_duplicate_rows: includeDuplicateRows,
      skip_error_rows: skipErrorRows,
      ...choicesBody(choices),
      ...(rowChoices.length ? { row_choices: rowChoices } : {}),
    },
    config: { timeout: COMMIT_TIMEOUT_MS },
  });
}

export function useCommitImport() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: ownErrors,
    mutationFn: commitImport,
    onSuccess: () => void invalidateAfter(queryClient, 'import-changed'),
  });
}

export function getImportProgress(id: string): Promise<ImportProgress> {
  return request(importsApi.progress, { params: { id } });
}

/** Polled every 500 ms while the commit request is pending, for the progress bar. */
export function useImportProgress(id: string | null, polling: boolean) {
  return useQuery({
    queryKey: queryKeys.imports.progress(id),
    queryFn: () => getImportProgress(id!),
    enabled: polling && id !== null,
    refetchInterval: polling ? PROGRESS_INTERVAL_MS : false,
    staleTime: 0,
    retry: false,
  });
}
