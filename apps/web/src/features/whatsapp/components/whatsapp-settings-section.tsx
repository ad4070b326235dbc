import { NativeSelect, Stack, Switch, Text } from '@mantine/core';
import { toastSuccess } from '../../../lib/toasts.ts';
import { useWhatsAppSettings } from '../api/get-whatsapp-settings.ts';
import { useUpdateWhatsAppSettings } from '../api/update-whatsapp-settings.ts';
import { captureExample } from '../capture-example.ts';
import { WhatsAppChatPanel } from './whatsapp-chat-panel.tsx';
import { settle } from '../../../lib/query-client.ts';

type AccountOption = { id: string; name: string };

/** Configuración › WhatsApp: capture on or off, the account captures go to, and the simulator. */
export function WhatsAppSettingsSection({
  accounts,
  locale,
  currency,
}: {
  accounts: AccountOption[];
  locale: string;
  currency: string;
}) {
  const settings = useWhatsAppSettings();
  const update = useUpdateWhatsAppSettings();
  const data = settings.data;

  async function save(changes: { capture_enabled?: boolean; default_account_id?: string | null }) {
    if (await settle(update.mutateAsync(changes))) toastSuccess('Preferencias de WhatsApp guardadas');
  }

  if (!data) return null;
  return (
    <Stack gap="md">
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
