import * as whatsappApi from '@cuentas/shared/contract/whatsapp';
import type { UpdateWhatsAppSettingsInput, WhatsAppSettings } from '@cuentas/shared/schemas/whatsapp';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { whatsappKeys } from './query-keys.ts';

export function updateWhatsAppSettings(input: UpdateWhatsAppSettingsInput): Promise<WhatsAppSettings> {
  return request(whatsappApi.updateSettings, { body: input });
}

export function useUpdateWhatsAppSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWhatsAppSettings,
    onSuccess: (settings) => queryClient.setQueryData(whatsappKeys.settings, settings),
  });
}
