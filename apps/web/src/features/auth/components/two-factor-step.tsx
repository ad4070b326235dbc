import { zodResolver } from '../../../lib/zod-resolver.ts';
import { TwoFactorLoginSchema } from '@cuentas/shared/schemas/security';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors } from '../../../lib/server-errors.ts';
import { toastErrors } from '../../../lib/toasts.ts';
import { useLoginTwoFactor } from '../api/login.ts';

type Form = z.input<typeof TwoFactorLoginSchema>;

/**
 * The second step of sign-in (decision 041): the 6 digits of the authenticator app or one recovery
 * code. A challenge that expired or ran out of tries sends the user back to the password.
 */
export function TwoFactorStep({
  challengeToken,
  onSignedIn,
  onRestart,
}: {
  challengeToken: string;
  onSignedIn: () => Promise<void>;
  onRestart: () => void;
}) {
  const verify = useLoginTwoFactor();
  const form = useForm<Form, unknown, z.output<typeof TwoFactorLoginSchema>>({
    resolver: zodResolver(TwoFactorLoginSchema),
    defaultValues: { challenge_token: challengeToken, code: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await verify.mutateAsync(values);
    } catch (error) {
      const general = applyServerErrors(error, form.setError, ['code'] as const);
      toastErrors(general);
      if (general.length > 0) onRestart();
      return;
    }
    await onSignedIn();
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Abre tu app de autenticación y escribe el código de 6 dígitos de Cuentas Claras. Si no tienes el teléfono a
          mano, usa uno de tus códigos de recuperación.
        </Text>
        <TextInput
          label="Código de verificación"
          autoComplete="one-time-code"
          inputMode="text"
          autoFocus
          required
          placeholder="123456"
          error={errors.code?.message}
          {...form.register('code')}
        />
        <Button type="submit" fullWidth size="md" loading={form.formState.isSubmitting}>
          Verificar
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={onRestart}>
          Volver a escribir el correo y la contraseña
        </Anchor>
      </Stack>
    </form>
  );
}
