import { zodResolver } from '../../../lib/zod-resolver.ts';
import { messages } from '@cuentas/shared/messages';
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { AuthCard } from '../../../components/ui/auth-card.tsx';
import { NewPasswordFields } from '../components/new-password-fields.tsx';
import { applyServerErrors } from '../../../lib/server-errors.ts';
import { toastError, toastSuccess } from '../../../lib/toasts.ts';
import { usePasswordResetConfirm } from '../api/password-reset-confirm.ts';
import { NewPasswordSchema } from '../password-schemas.ts';

type ResetForm = z.input<typeof NewPasswordSchema>;
const RESET_FAILED = 'Hubo un error al cambiar tu contraseña';

export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const confirm = usePasswordResetConfirm();
  const [problems, setProblems] = useState<string[]>([]);
  const form = useForm<ResetForm, unknown, z.output<typeof NewPasswordSchema>>({
    resolver: zodResolver(NewPasswordSchema),
    defaultValues: { password: '', confirm_password: '' },
  });
  const password = useWatch({ control: form.control, name: 'password' });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setProblems([]);
    try {
      const { message } = await confirm.mutateAsync({ token, password: values.password });
      toastSuccess(message);
    } catch (error) {
      // The server's own words (an expired link, say) stay on screen; the toast is the contract's (docs/architecture.md §8.6).
      const general = applyServerErrors(error, form.setError, ['password']);
      setProblems(general.filter((text) => text !== messages.serverFallback));
      toastError(RESET_FAILED);
      return;
    }
    await navigate('/login', { replace: true });
  });

  return (
    <AuthCard
      title="Crea una nueva contraseña"
      description="Elige una contraseña que no uses en otros sitios. Cerraremos tus otras sesiones abiertas."
      footer={
        <Anchor component={Link} to="/login" fw={600}>
          Volver a iniciar sesión
        </Anchor>
      }
    >
      {problems.length > 0 ? (
        <Alert
          variant="light"
          color="red"
          icon={<IconAlertTriangle aria-hidden="true" />}
          title="No pudimos usar este enlace"
        >
          {problems.join(' ')}{' '}
          <Anchor component={Link} to="/recovery-password" size="sm">
            Solicitar un enlace nuevo
          </Anchor>
        </Alert>
      ) : null}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <NewPasswordFields
            label="Nueva contraseña"
            password={password}
            passwordField={form.register('password')}
            confirmField={form.register('confirm_password')}
            passwordError={errors.password?.message}
            confirmError={errors.confirm_password?.message}
          />
          <Button type="submit" fullWidth size="md" loading={form.formState.isSubmitting}>
            Cambiar contraseña
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
