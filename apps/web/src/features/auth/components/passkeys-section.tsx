import { Alert, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { settle } from '../../../lib/query-client.ts';
import { toastSuccess } from '../../../lib/toasts.ts';
import { supportsPasskeys, useAddPasskey, usePasskeys, useRemovePasskey } from '../api/passkeys.ts';

const when = (iso: string) => dayjs(iso).format('D MMM YYYY, HH:mm');

/**
 * Passkeys beside two-step sign-in (decision 046): each one signs in alone, without the e-mail,
 * the password or the app's code, because the device asks for its PIN or fingerprint.
 */
export function PasskeysSection() {
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const [name, setName] = useState('');
  const [toRemove, setToRemove] = useState<{ id: string; name: string } | null>(null);
  const supported = supportsPasskeys();

  async function create() {
    const created = await settle(add.mutateAsync(name.trim() || 'Llave de acceso'));
    if (!created) return;
    setName('');
    toastSuccess(`Llave de acceso «${created.name}» añadida`);
  }

  return (
    <Stack gap="sm">
      <Text fw={600}>Llaves de acceso</Text>
      <Text size="sm" c="dimmed">
        Entra con la huella, la cara o el PIN de tu dispositivo, sin contraseña ni código.
      </Text>
      {passkeys.isPending ? <Loader size="sm" aria-label="Cargando llaves de acceso" /> : null}
      {passkeys.isError ? (
        <Alert color="red" title="No pudimos cargar tus llaves de acceso">
          <Button variant="subtle" size="compact-sm" onClick={() => void passkeys.refetch()}>
            Reintentar
          </Button>
        </Alert>
      ) : null}
      {passkeys.data?.items.length === 0 ? <Text size="sm">Aún no tienes llaves de acceso.</Text> : null}
      {passkeys.data?.items.map((passkey) => (
        <Group key={passkey.id} justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <IconKey size={18} aria-hidden />
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} truncate>
                {passkey.name}
              </Text>
              <Text size="xs" c="dimmed">
                Añadida {when(passkey.created_at)}
                {passkey.last_used_at ? ` · usada ${when(passkey.last_used_at)}` : ' · sin usar'}
              </Text>
            </div>
          </Group>
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            aria-label={`Eliminar la llave de acceso «${passkey.name}»`}
            onClick={() => setToRemove({ id: passkey.id, name: passkey.name })}
          >
            Eliminar
          </Button>
        </Group>
      ))}
      {supported ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void create();
          }}
        >
          <Group align="flex-end" gap="sm">
            <TextInput
              label="Nombre de la llave"
              placeholder="Ej.: Móvil de Ana"
              maxLength={60}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              style={{ flex: '1 1 200px' }}
            />
            <Button
              type="submit"
              variant="light"
              loading={add.isPending}
              leftSection={<IconKey size={16} aria-hidden />}
            >
              Añadir llave de acceso
            </Button>
          </Group>
        </form>
      ) : (
        <Text size="sm" c="dimmed">
          Este navegador no admite llaves de acceso.
        </Text>
      )}
      <ConfirmModal
        opened={toRemove !== null}
        title="¿Eliminar la llave de acceso?"
        confirmLabel="Eliminar"
        loading={remove.isPending}
        onConfirm={() => {
          if (!toRemove) return;
          remove.mutate(toRemove.id, {
            onSuccess: () => {
              toastSuccess('Llave de acceso eliminada');
              setToRemove(null);
            },
          });
        }}
        onClose={() => setToRemove(null)}
      >
        <Text>
          «{toRemove?.name}» dejará de abrir tu cuenta. Borra también la llave del dispositivo si ya no la usas.
        </Text>
      </ConfirmModal>
    </Stack>
  );
}
