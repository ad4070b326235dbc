import type { UpdateWhatsAppSettingsInput } from '@cuentas/shared/schemas/whatsapp';
import { NativeSelect, Stack, Switch, Text } from '@mantine/core';
import { toastSuccess } from '../../../lib/toasts.ts';
import { useWhatsAppSettings } from '../api/get-whatsapp-settings.ts';
import { useUpdateWhatsAppSettings } from '../api/update-whatsapp-settings.ts';
import { useChatLedgerAccounts, useChatLedgers } from '../api/chat-ledgers.ts';
import { captureExample } from '../capture-example.ts';
import { WhatsAppChatPanel } from './whatsapp-chat-panel.tsx';
import { settle } from '../../../lib/query-client.ts';

/**
 * Configuración › WhatsApp: capture on or off, the household the chat writes to (decision 050),
 * the account captures go to, and the simulator.
 */
export function WhatsAppSettingsSection({ locale, currency }: { locale: string; currency: string }) {
  const settings = useWhatsAppSettings();
  const update = useUpdateWhatsAppSettings();
  const ledgers = useChatLedgers();
  const data = settings.data;
  const ownId = ledgers.data?.find((household) => household.is_own)?.id;
  const chatLedger = data?.ledger_id ?? ownId;
  const accounts = useChatLedgerAccounts(chatLedger).data ?? [];

  async function save(changes: UpdateWhatsAppSettingsInput) {
    if (await settle(update.mutateAsync(changes))) toastSuccess('Preferencias de WhatsApp guardadas');
  }

  if (!data) return null;
  const shared = (ledgers.data ?? []).length > 1;
  return (
    <Stack gap="md">
      {shared ? (
        <NativeSelect
          label="Hogar donde anoto"
          description="Lo que escribas desde tu número se guarda en este hogar, a tu nombre. Quien solo puede ver un hogar no anota en él."
          value={chatLedger ?? ''}
          disabled={update.isPending}
          data={(ledgers.data ?? []).map((household) => ({ value: household.id, label: household.name }))}
          onChange={(event) => void save({ ledger_id: event.currentTarget.value })}
        />
      ) : null}
      <Switch
        label="Anotar los movimientos que me envíe por WhatsApp"
        description="Si lo apagas, seguiré respondiendo tus preguntas, pero no anotaré nada."
        checked={data.capture_enabled}
        disabled={update.isPending}
        onChange={(event) => void save({ capture_enabled: event.currentTarget.checked })}
      />
      <NativeSelect
        label="Cuenta por defecto"
        description="Donde anoto un gasto cuando el mensaje no nombra la cuenta («con la visa», «desde Nequi»)."
        value={data.default_account_id ?? ''}
        disabled={update.isPending}
        data={[
          { value: '', label: 'Efectivo (o la primera cuenta)' },
          ...accounts.map((account) => ({ value: account.id, label: account.name })),
        ]}
        onChange={(event) => void save({ default_account_id: event.currentTarget.value || null })}
      />
      {data.phone ? null : (
        <Text size="sm" c="dimmed">
          Vincula tu número arriba para escribirle a Cuentas Claras desde WhatsApp. Mientras tanto, pruébalo aquí:
        </Text>
      )}
      <WhatsAppChatPanel height={260} example={captureExample(currency, locale)} />
    </Stack>
  );
}
