import { zodResolver } from '../../../lib/zod-resolver.ts';
import { PasswordUpdateSchema } from '@cuentas/shared/schemas/auth';
import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { PasswordStrength } from '../../../components/ui/password-strength.tsx';
import { applyServerErrors } from '../../../lib/server-errors.ts';
import { toastError, toastSuccess } from '../../../lib/toasts.ts';
import { usePasswordUpdate } from '../api/password-update.ts';

type PasswordUpdateForm = z.input<typeof PasswordUpdateSchema>;
const PASSWORD_UPDATE_FAILED = 'Hubo un error al actualizar tu contraseña';

export function PasswordUpdateForm() {
  const passwordUpdate = usePasswordUpdate();
  const form = useForm<PasswordUpdateForm>({
    resolver: zodResolver(PasswordUpdateSchema),
    defaultValues: { current_password: '', new_password: '' },
  });
  const newPassword = useWatch({ control: form.control, name: 'new_password' });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const { message } = await passwordUpdate.mutateAsync(values);
      toastSuccess(message);
      form.reset();
    } catch (error) {
      applyServerErrors(error, form.setError, ['current_password', 'new_password']);
      toastError(PASSWORD_UPDATE_FAILED);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <PasswordField
            label="Contraseña actual"
            autoComplete="current-password"
            required
            error={errors.current_password?.message}
            {...form.register('current_password')}
          />
          <Stack gap={6}>
            <PasswordField
              label="Nueva contraseña"
              autoComplete="new-password"
              required
              error={errors.new_password?.message}
              {...form.register('new_password')}
            />
            <PasswordStrength password={newPassword} />
          </Stack>
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" variant="light" loading={form.formState.isSubmitting}>
            Actualizar contraseña
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
