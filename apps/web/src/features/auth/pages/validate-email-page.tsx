import { zodResolver } from '../../../lib/zod-resolver.ts';
import { OTP_CODE_MESSAGE } from '@cuentas/shared/schemas/auth';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { AuthCard } from '../../../components/ui/auth-card.tsx';
import { OtpCodeInput } from '../../../components/ui/otp-code-input.tsx';
import { ResendCodeButton } from '../../../components/ui/resend-code-button.tsx';
import { readFlowState, type FlowState } from '../../../lib/flow-state.ts';
import { savePendingCode } from '../../../lib/pending-code.ts';
import { allErrorMessages, applyServerErrors } from '../../../lib/server-errors.ts';
import { toastErrors } from '../../../lib/toasts.ts';
import { useConfirmOtp } from '../api/confirm-otp.ts';
import { useValidateEmail } from '../api/validate-email.ts';

const CodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, OTP_CODE_MESSAGE),
});
type CodeForm = z.infer<typeof CodeSchema>;

/** Reached only with flow state {otp_id, email} (RequireFlowState guards it). */
export function ValidateEmailPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const initial = readFlowState(location.state);
  const email = initial?.email ?? '';
  const [otpId, setOtpId] = useState(initial?.otp_id ?? '');
  const [resent, setResent] = useState(false);
  const confirmOtp = useConfirmOtp();
  const validateEmail = useValidateEmail();
  const form = useForm<CodeForm>({ resolver: zodResolver(CodeSchema), defaultValues: { code: '' } });

  const onSubmit = form.handleSubmit(async ({ code }) => {
    try {
      await confirmOtp.mutateAsync({ otp_id: otpId, code });
    } catch (error) {
      toastErrors(applyServerErrors(error, form.setError, ['code']));
      return;
    }
    savePendingCode('email', { otp_id: otpId, target: email, confirmed: true });
    const state: FlowState = { otp_id: otpId, email };
    await navigate('/onboarding/register', { state, replace: true });
  });

  async function resend(): Promise<boolean> {
    try {
      const { otp_id } = await validateEmail.mutateAsync({ email });
      setOtpId(otp_id);
      setResent(true);
      savePendingCode('email', { otp_id, target: email, confirmed: false });
      form.reset({ code: '' });
      // Keep the new otp_id in history so a reload still confirms against the right code.
      const state: FlowState = { otp_id, email };
      await navigate(location.pathname, { replace: true, state });
      return true;
    } catch (error) {
      toastErrors(allErrorMessages(error));
      return false;
    }
  }

  return (
    <AuthCard
      title="Confirma tu correo"
      description={
        <>
          Escribe el código de 6 dígitos que enviamos a <strong>{email}</strong>. Vence en 10 minutos.
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <OtpCodeInput autoFocus error={form.formState.errors.code?.message} {...form.register('code')} />
          <Button type="submit" fullWidth size="md" loading={form.formState.isSubmitting}>
            Verificar
          </Button>
        </Stack>
      </form>
      <Stack gap={4} align="center">
        <Text size="sm" c="dimmed" aria-live="polite">
          {resent
            ? 'Te enviamos un código nuevo. Revisa también la carpeta de spam.'
            : '¿No te llegó? Revisa la carpeta de spam.'}
        </Text>
        <Group gap="xs" justify="center">
          <ResendCodeButton onResend={resend} />
          <Anchor component={Link} to="/register" size="sm">
            Cambiar correo
          </Anchor>
        </Group>
      </Stack>
    </AuthCard>
  );
}
