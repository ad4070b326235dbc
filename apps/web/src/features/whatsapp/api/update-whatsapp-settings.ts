import type { UpdateWhatsAppSettingsInput, WhatsAppSettings } from '@cuentas/shared/schemas/whatsapp';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { whatsappKeys } from './query-keys.ts';

export function updateWhatsAppSettings(input: UpdateWhatsAppSettingsInput): Promise<WhatsAppSettings> {
  return apiClient.patch<WhatsAppSettings>('/whatsapp/settings', input);
}

export function useUpdateWhatsAppSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWhatsAppSettings,
    onSuccess: (settings) => queryClient.setQueryData(whatsappKeys.settings, settings),
  });
}
