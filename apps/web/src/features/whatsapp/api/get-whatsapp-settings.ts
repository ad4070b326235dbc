import type { WhatsAppSettings } from '@cuentas/shared/schemas/whatsapp';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { whatsappKeys } from './query-keys.ts';

export function getWhatsAppSettings(): Promise<WhatsAppSettings> {
  return apiClient.get<WhatsAppSettings>('/whatsapp/settings');
}

export function whatsappSettingsQueryOptions() {
  return queryOptions({ queryKey: whatsappKeys.settings, queryFn: getWhatsAppSettings });
}

export function useWhatsAppSettings() {
  return useQuery(whatsappSettingsQueryOptions());
}
