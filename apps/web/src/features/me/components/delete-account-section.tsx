import { zodResolver } from '../../../lib/zod-resolver.ts';
import { DeleteMeSchema } from '@cuentas/shared/schemas/me';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { applyServerErrors } from '../../../lib/server-errors.ts';
import { toastErrors, toastSuccess } from '../../../lib/toasts.ts';
import { useDeleteMe } from '../api/delete-me.ts';
import { ExportDataButton } from './backup-section.tsx';

type DeleteForm = z.input<typeof DeleteMeSchema>;

/** Account deletion, behind a modal that asks for the password. */
export function DeleteAccountSection() {
  const [opened, { open, close }] = useDisclosure(false);
  const navigate = useNavigate();
  const deleteMe = useDeleteMe();
  const form = useForm<DeleteForm>({ resolver: zodResolver(DeleteMeSchema), defaultValues: { password: '' } });

  function dismiss() {
    form.reset();
    close();
  }

  const submit = form.handleSubmit(async (values) => {
    try {
      await deleteMe.mutateAsync(values);
    } catch (error) {
      toastErrors(applyServerErrors(error, form.setError, ['password']));
      return;
    }
    toastSuccess('¡Tu cuenta ha sido eliminada!');
    await navigate('/login', { replace: true });
  });

  return (
    <>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" c="dimmed" maw={480}>
          Borra tu cuenta y todos tus datos de forma permanente.
        </Text>
        <Button color="red" variant="light" onClick={open}>
          Eliminar cuenta
        </Button>
      </Group>
      <Modal opened={opened} onClose={dismiss} title="¿Eliminar tu cuenta?" centered>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden="true" />}>
              Se eliminarán todos tus datos: cuentas, movimientos, presupuestos, ahorros y recordatorios. Esta acción no
              se puede deshacer.
            </Alert>
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Text size="sm">Antes, si quieres, descarga una copia de todos tus datos.</Text>
              <ExportDataButton variant="light" />
            </Group>
            <PasswordField
              label="Confirma con tu contraseña"
              autoComplete="current-password"
              required
              data-autofocus
              error={form.formState.errors.password?.message}
              {...form.register('password')}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={dismiss}>
                Cancelar
              </Button>
              <Button type="submit" color="red" loading={form.formState.isSubmitting}>
                Eliminar definitivamente
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
