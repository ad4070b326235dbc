import type { Account } from '@cuentas/shared/schemas/accounts';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { allErrorMessages } from '../../../lib/server-errors.ts';
import { toastErrors, toastSuccess } from '../../../lib/toasts.ts';
import { useDeleteAccount } from '../api/delete-account.ts';

type DeleteAccountModalProps = { account: Account | null; onClose: () => void };

/** Deleting an account takes its transactions with it, so the user types its name to confirm. */
export function DeleteAccountModal({ account, onClose }: DeleteAccountModalProps) {
  return (
    <Modal opened={account !== null} onClose={onClose} title="¿Eliminar esta cuenta?" centered>
      {account ? <DeleteAccountForm key={account.id} account={account} onClose={onClose} /> : null}
    </Modal>
  );
}

function DeleteAccountForm({ account, onClose }: { account: Account; onClose: () => void }) {
  const deleteAccount = useDeleteAccount();
  const [typed, setTyped] = useState('');
  const matches = typed.trim() === account.name.trim();

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (!matches) return;
    try {
      await deleteAccount.mutateAsync(account.id);
    } catch (error) {
      toastErrors(allErrorMessages(error));
      return;
    }
    toastSuccess(`Eliminamos la cuenta «${account.name}»`);
    onClose();
  }

  return (
    <form onSubmit={confirm} noValidate>
      <Stack gap="md">
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden="true" />}>
          Se eliminarán la cuenta <strong>{account.name}</strong> y todos sus movimientos, también los importados. Las
          transferencias con otras cuentas se conservan en esas cuentas como ingresos o gastos. Esta acción no se puede
          deshacer.
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
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" color="red" disabled={!matches} loading={deleteAccount.isPending}>
            Eliminar cuenta y movimientos
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
