import { zodResolver } from '../../../lib/zod-resolver.ts';
import { OTP_CODE_MESSAGE } from '@cuentas/shared/schemas/auth';
import { phoneField } from '@cuentas/shared/schemas/common';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { OtpCodeInput } from '../../../components/ui/otp-code-input.tsx';
import { ResendCodeButton } from '../../../components/ui/resend-code-button.tsx';
import { allErrorMessages, applyServerErrors } from '../../../lib/server-errors.ts';
import { toastErrors } from '../../../lib/toasts.ts';
import { clearPendingCode, pendingFor, readPendingCode, savePendingCode } from '../../../lib/pending-code.ts';
import { useConfirmOtp } from '../api/confirm-otp.ts';
import { useValidatePhone } from '../api/validate-phone.ts';
import { countries } from '@cuentas/shared/countries';
import { formatPhone, phoneExampleFor } from '@cuentas/shared/phone-format';

const PhoneSchema = z.object({ phone: phoneField });
const CodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, OTP_CODE_MESSAGE),
});
type PhoneValues = z.input<typeof PhoneSchema>;
type CodeValues = z.infer<typeof CodeSchema>;
type Sent = { otpId: string; phone: string };

type PhoneLinkFormProps = {
  /** Prefilled country code, e.g. "+57". */
  dialCode: string;
  onLinked: (phone: string) => void | Promise<void>;
};

/** Sends a WhatsApp code to a number, then confirms it; the confirmation links the phone. */
export function PhoneLinkForm({ dialCode, onLinked }: PhoneLinkFormProps) {
  // A code sent before a reload or in another tab can still be typed (lib/pending-code.ts).
  const [sent, setSent] = useState<Sent | null>(() => {
    const pending = readPendingCode('phone');
    return pending ? { otpId: pending.otp_id, phone: pending.target } : null;
  });
  const remember = (next: Sent) => {
    setSent(next);
    savePendingCode('phone', { otp_id: next.otpId, target: next.phone, confirmed: false });
  };
  const validatePhone = useValidatePhone();
  const confirmOtp = useConfirmOtp();
  const phoneForm = useForm<PhoneValues, unknown, z.output<typeof PhoneSchema>>({
    resolver: zodResolver(PhoneSchema),
    defaultValues: { phone: dialCode ? `${dialCode} ` : '' },
  });
  const codeForm = useForm<CodeValues>({ resolver: zodResolver(CodeSchema), defaultValues: { code: '' } });

  const sendCode = phoneForm.handleSubmit(async ({ phone }) => {
    const pending = pendingFor('phone', phone);
    if (pending) {
      setSent({ otpId: pending.otp_id, phone: pending.target });
      return;
    }
    try {
      const { otp_id } = await validatePhone.mutateAsync({ phone });
      remember({ otpId: otp_id, phone });
      codeForm.reset({ code: '' });
    } catch (error) {
      toastErrors(applyServerErrors(error, phoneForm.setError, ['phone']));
    }
  });

  const confirm = codeForm.handleSubmit(async ({ code }) => {
    if (!sent) return;
    try {
      await confirmOtp.mutateAsync({ otp_id: sent.otpId, code });
    } catch (error) {
      toastErrors(applyServerErrors(error, codeForm.setError, ['code']));
      return;
    }
    clearPendingCode('phone');
    await onLinked(sent.phone);
  });

  async function resend(): Promise<boolean> {
    if (!sent) return false;
    try {
      const { otp_id } = await validatePhone.mutateAsync({ phone: sent.phone });
      remember({ otpId: otp_id, phone: sent.phone });
      return true;
    } catch (error) {
      toastErrors(allErrorMessages(error));
      return false;
    }
  }

  if (!sent) {
    return (
      <form onSubmit={sendCode} noValidate>
        <Stack gap="md">
          <TextInput
            label="Número de WhatsApp"
            description={`Con el código de país, por ejemplo ${phoneExampleFor(countries.find((country) => country.dialCode === dialCode)?.code)}.`}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            required
            leftSection={<IconBrandWhatsapp size={18} aria-hidden="true" />}
            error={phoneForm.formState.errors.phone?.message}
            {...phoneForm.register('phone')}
          />
          <Button type="submit" loading={phoneForm.formState.isSubmitting} color="green">
            Enviar código
          </Button>
        </Stack>
      </form>
    );
  }

  return (
    <form onSubmit={confirm} noValidate>
      <Stack gap="md">
        <Text size="sm">
          Te enviamos un código por WhatsApp al <strong>{formatPhone(sent.phone)}</strong>.
        </Text>
        <OtpCodeInput autoFocus error={codeForm.formState.errors.code?.message} {...codeForm.register('code')} />
        <Button type="submit" loading={codeForm.formState.isSubmitting}>
          Verificar
        </Button>
        <Group justify="center" gap="xs">
          <ResendCodeButton onResend={resend} />
          <Anchor component="button" type="button" size="sm" onClick={() => setSent(null)}>
            Cambiar número
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
