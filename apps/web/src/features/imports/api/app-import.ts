import * as appImportsApi from '@cuentas/shared/contract/app-imports';
import type { AppImportAnalysis, AppImportResult, SourceApp } from '@cuentas/shared/schemas/app-imports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAfter } from '../../../api/invalidation.ts';
import { request } from '../../../lib/api-request.ts';
import { ownErrors } from '../../../lib/query-client.ts';

// Reading and booking years of another app's data takes longer than a bank file.
const APP_IMPORT_TIMEOUT_MS = 5 * 60 * 1000;

export type AppImportVariables = {
  file: File;
  app: SourceApp | null;
  /** Per account of the file: the user's account it goes to, or null to create it. */
  accounts?: { source: string; account_id: string | null }[];
};

/** The file as base64, without the data-URL prefix: it travels in the JSON body beside the choices. */
export function fileToBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('No pudimos leer el archivo'));
    reader.readAsDataURL(file);
  });
}

async function bodyOf({ file, app, accounts = [] }: AppImportVariables) {
  return {
    file_name: file.name.slice(0, 200) || 'exportación',
    file_base64: await fileToBase64(file),
    ...(app ? { app } : {}),
    accounts,
  };
}

export function useAnalyzeAppImport() {
  return useMutation({
    meta: ownErrors,
    mutationFn: async (variables: AppImportVariables): Promise<AppImportAnalysis> =>
      request(appImportsApi.analyze, { body: await bodyOf(variables), config: { timeout: APP_IMPORT_TIMEOUT_MS } }),
  });
}

export function useCommitAppImport() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: ownErrors,
    mutationFn: async (variables: AppImportVariables): Promise<AppImportResult> =>
      request(appImportsApi.commit, { body: await bodyOf(variables), config: { timeout: APP_IMPORT_TIMEOUT_MS } }),
    onSuccess: () => void invalidateAfter(queryClient, 'import-changed'),
  });
}
