import { zodResolver } from '../../../lib/zod-resolver.ts';
import { ValidateEmailSchema } from '@cuentas/shared/schemas/auth';
import { Anchor, Button, List, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { AuthCard } from '../../../components/ui/auth-card.tsx';
import type { FlowState } from '../../../lib/flow-state.ts';
import { pendingFor, savePendingCode } from '../../../lib/pending-code.ts';
import { applyServerErrors } from '../../../lib/server-errors.ts';
import { toastErrors } from '../../../lib/toasts.ts';
import { useValidateEmail } from '../api/validate-email.ts';

type RegisterForm = z.input<typeof ValidateEmailSchema>;

export function RegisterPage() {
  const navigate = useNavigate();
  const validateEmail = useValidateEmail();
  const form = useForm<RegisterForm, unknown, z.output<typeof ValidateEmailSchema>>({
    resolver: zodResolver(ValidateEmailSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    // A code already sent to this address is still valid: type it instead of asking again.
    const pending = pendingFor('email', email);
    if (pending) {
      const state: FlowState = { otp_id: pending.otp_id, email: pending.target };
      await navigate('/register/validate-email', { state });
      return;
    }
    let otpId: string;
    try {
      otpId = (await validateEmail.mutateAsync({ email })).otp_id;
    } catch (error) {
      toastErrors(applyServerErrors(error, form.setError, ['email']));
      return;
    }
    savePendingCode('email', { otp_id: otpId, target: email, confirmed: false });
    const state: FlowState = { otp_id: otpId, email };
    await navigate('/register/validate-email', { state });
  });

  return (
    <AuthCard
      title="Crea tu cuenta"
      description="Empieza gratis. Te enviaremos un código para confirmar tu correo."
      footer={
        <>
          ¿Ya tienes cuenta?{' '}
          <Anchor component={Link} to="/login" fw={600}>
            Inicia sesión
          </Anchor>
        </>
      }
    >
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
            Continuar
          </Button>
        </Stack>
      </form>
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          Con Cuentas Claras puedes:
        </Text>
        <List size="sm" c="dimmed" spacing={2}>
          <List.Item>Ver todas tus cuentas y tarjetas en un solo lugar.</List.Item>
          <List.Item>Registrar gastos desde WhatsApp.</List.Item>
          <List.Item>Saber cuánto te queda del presupuesto del mes.</List.Item>
        </List>
      </Stack>
    </AuthCard>
  );
}
