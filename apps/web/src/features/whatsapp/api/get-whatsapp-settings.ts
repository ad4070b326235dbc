import * as whatsappApi from '@cuentas/shared/contract/whatsapp';
import type { WhatsAppSettings } from '@cuentas/shared/schemas/whatsapp';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { whatsappKeys } from './query-keys.ts';

export function getWhatsAppSettings(): Promise<WhatsAppSettings> {
  return request(whatsappApi.settings);
}

export function whatsappSettingsQueryOptions() {
  return queryOptions({ queryKey: whatsappKeys.settings, queryFn: getWhatsAppSettings });
}

export function useWhatsAppSettings() {
  return useQuery(whatsappSettingsQueryOptions());
}
