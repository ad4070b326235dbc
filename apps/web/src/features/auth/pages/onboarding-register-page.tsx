import { zodResolver } from '../../../lib/zod-resolver.ts';
import { requiredText } from '@cuentas/shared/schemas/common';
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { AuthCard } from '../../../components/ui/auth-card.tsx';
import { NewPasswordFields } from '../components/new-password-fields.tsx';
import { readFlowState } from '../../../lib/flow-state.ts';
import { clearPendingCode } from '../../../lib/pending-code.ts';
import { applyServerErrors } from '../../../lib/server-errors.ts';
import { toastErrors, toastSuccess } from '../../../lib/toasts.ts';
import { useRegister } from '../api/register.ts';
import { NewPasswordSchema } from '../password-schemas.ts';

const ProfileStepSchema = z.object({ name: requiredText(100) }).and(NewPasswordSchema);
type ProfileStepForm = z.input<typeof ProfileStepSchema>;
const fields = ['name', 'password', 'confirm_password'] as const;

/** Last sign-up step, reached with flow state {otp_id, email} after the email was confirmed. */
export function OnboardingRegisterPage() {
  const navigate = useNavigate();
  const flow = readFlowState(useLocation().state);
  const register = useRegister();
  const form = useForm<ProfileStepForm, unknown, z.output<typeof ProfileStepSchema>>({
    resolver: zodResolver(ProfileStepSchema),
    defaultValues: { name: '', password: '', confirm_password: '' },
  });
  const password = useWatch({ control: form.control, name: 'password' });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ name, password: newPassword }) => {
    if (!flow) return;
    try {
      await register.mutateAsync({ otp_id: flow.otp_id, email: flow.email, name, password: newPassword });
    } catch (error) {
      toastErrors(applyServerErrors(error, form.setError, fields));
      return;
    }
    toastSuccess('¡Tu cuenta ha sido creada con éxito!');
    clearPendingCode('email');
    await navigate('/onboarding', { replace: true });
  });

  return (
    <AuthCard
      title="Completa tu perfil"
      description={
        <>
          Tu correo <strong>{flow?.email}</strong> está confirmado. Solo falta tu nombre y una contraseña.
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Nombre"
            autoComplete="name"
            placeholder="¿Cómo te llamas?"
            required
            error={errors.name?.message}
            {...form.register('name')}
          />
          <NewPasswordFields
            label="Contraseña"
            password={password}
            passwordField={form.register('password')}
            confirmField={form.register('confirm_password')}
            passwordError={errors.password?.message}
            confirmError={errors.confirm_password?.message}
          />
          <Button type="submit" fullWidth size="md" loading={form.formState.isSubmitting}>
            Crear cuenta
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
