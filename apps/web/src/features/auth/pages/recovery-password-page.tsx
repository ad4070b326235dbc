import { zodResolver } from '../../../lib/zod-resolver.ts';
import { PasswordResetSchema } from '@cuentas/shared/schemas/auth';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { AuthCard } from '../../../components/ui/auth-card.tsx';
import { applyServerErrors } from '../../../lib/server-errors.ts';
import { toastError, toastSuccess } from '../../../lib/toasts.ts';
import { usePasswordReset } from '../api/password-reset.ts';

type RecoveryForm = z.input<typeof PasswordResetSchema>;
const RECOVERY_FAILED = 'Hubo un error al procesar tu solicitud';

export function RecoveryPasswordPage() {
  const passwordReset = usePasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<RecoveryForm, unknown, z.output<typeof PasswordResetSchema>>({
    resolver: zodResolver(PasswordResetSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      const { message } = await passwordReset.mutateAsync({ email });
      toastSuccess(message);
      setSentTo(email);
    } catch (error) {
      applyServerErrors(error, form.setError, ['email']);
      toastError(RECOVERY_FAILED);
    }
  });

  return (
    <AuthCard
      title="Recupera tu contraseña"
      description="Escribe el correo con el que te registraste y te enviaremos un enlace para crear una nueva."
      footer={
        <Anchor component={Link} to="/login" fw={600}>
          Volver a iniciar sesión
        </Anchor>
      }
    >
      {sentTo ? (
        <Alert variant="light" color="teal" icon={<IconMailCheck aria-hidden="true" />} title="Revisa tu correo">
          Si {sentTo} tiene una cuenta, en unos minutos te llegará el enlace. Vence en 1 hora; revisa también la carpeta
          de spam.
        </Alert>
      ) : null}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Correo electrónico"
            type="email"
            autoComplete="email"
            placeholder="tu@correo.com"
            required
            error={form.formState.errors.email?.message}
            {...form.register('email')}
          />
          <Button type="submit" fullWidth size="md" loading={form.formState.isSubmitting}>
            {sentTo ? 'Enviar de nuevo' : 'Enviar instrucciones'}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
