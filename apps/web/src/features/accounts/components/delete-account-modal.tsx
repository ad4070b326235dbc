import type { Account } from '@cuentas/shared/schemas/accounts';
import { Alert, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { toastSuccess } from '../../../lib/toasts.ts';
import { useDeleteAccount } from '../api/delete-account.ts';

type DeleteAccountModalProps = { account: Account | null; onClose: () => void };

/** Deleting an account takes its transactions with it, so the user types its name to confirm. */
export function DeleteAccountModal({ account, onClose }: DeleteAccountModalProps) {
  const deleteAccount = useDeleteAccount();
  const [typed, setTyped] = useState('');
  // A new account to delete starts with an empty confirmation.
  const [typedFor, setTypedFor] = useState(account?.id);
  if (typedFor !== account?.id) {
    setTypedFor(account?.id);
    setTyped('');
  }
  const matches = account !== null && typed.trim() === account.name.trim();

  function confirm() {
    if (!account || !matches) return;
    deleteAccount.mutate(account.id, {
      onSuccess: () => {
        toastSuccess(`Eliminamos la cuenta «${account.name}»`);
        onClose();
      },
    });
  }

  return (
    <ConfirmModal
      opened={account !== null}
      title="¿Eliminar esta cuenta?"
      confirmLabel="Eliminar cuenta y movimientos"
      loading={deleteAccount.isPending}
      confirmDisabled={!matches}
      onConfirm={confirm}
      onClose={onClose}
    >
      {account ? (
        <Stack gap="md">
          <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden="true" />}>
            Se eliminarán la cuenta <strong>{account.name}</strong> y todos sus movimientos, también los importados. Las
            transferencias con otras cuentas se conservan en esas cuentas como ingresos o gastos. Esta acción no se
            puede deshacer.
          </Alert>
          <Text size="sm" c="dimmed">
            Si solo quieres dejar de verla, archívala: conservarás su historial.
          </Text>
          <TextInput
            label="Escribe el nombre de la cuenta para confirmar"
            description={account.name}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
            data-autofocus
          />
        </Stack>
      ) : null}
    </ConfirmModal>
  );
}
