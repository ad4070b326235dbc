import { zodResolver } from '../../../lib/zod-resolver.ts';
import { LoginSchema } from '@cuentas/shared/schemas/auth';
import { Anchor, Button, Divider, Group, Stack, TextInput } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { AuthCard } from '../../../components/ui/auth-card.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { readFromState } from '../../../lib/flow-state.ts';
import { applyServerErrors } from '../../../lib/server-errors.ts';
import { toastErrors } from '../../../lib/toasts.ts';
import { useLogin } from '../api/login.ts';
import { supportsPasskeys, usePasskeyLogin } from '../api/passkeys.ts';
import { TwoFactorStep } from '../components/two-factor-step.tsx';

type LoginForm = z.input<typeof LoginSchema>;
const fields = ['email', 'password'] as const;

/**
 * `offerPasskey` is for the copy of this screen written into index.html at build time, where no
 * browser is there to ask: the page's script removes the offer when the browser has no WebAuthn.
 */
export function LoginPage({ offerPasskey = supportsPasskeys() }: { offerPasskey?: boolean } = {}) {
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  const passkeyLogin = usePasskeyLogin();
  const form = useForm<LoginForm, unknown, z.output<typeof LoginSchema>>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  // Set when the password was right and the account asks for a code too (decision 041).
  const [challenge, setChallenge] = useState<string | null>(null);
  const enter = async () => {
    await navigate(readFromState(location.state) ?? '/', { replace: true });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    let answer;
    try {
      answer = await login.mutateAsync(values);
    } catch (error) {
      toastErrors(applyServerErrors(error, form.setError, fields));
      return;
    }
    if ('challenge_token' in answer) {
      setChallenge(answer.challenge_token);
      return;
    }
    await enter();
  });

  if (challenge) {
    return (
      <AuthCard title="Verificación en dos pasos" description="Un paso más para proteger tu cuenta.">
        <TwoFactorStep
          key={challenge}
          challengeToken={challenge}
          onSignedIn={enter}
          onRestart={() => {
            setChallenge(null);
            form.setValue('password', '');
          }}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Inicia sesión"
      description="Qué bueno verte de nuevo. Entra para ver tus cuentas."
      footer={
        <>
          ¿No tienes cuenta?{' '}
          <Anchor component={Link} to="/register" fw={600}>
            Crea una cuenta
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
            error={errors.email?.message}
            {...form.register('email')}
          />
          <PasswordField
            label="Contraseña"
            autoComplete="current-password"
            required
            error={errors.password?.message}
            {...form.register('password')}
          />
          <Group justify="flex-end" mt={-8}>
            <Anchor component={Link} to="/recovery-password" size="sm">
              ¿Olvidaste tu contraseña?
            </Anchor>
          </Group>
          <Button type="submit" fullWidth size="md" loading={form.formState.isSubmitting}>
            Iniciar sesión
          </Button>
          {offerPasskey ? (
            <>
              <Divider label="o" labelPosition="center" data-passkey-offer="" />
              {/* A passkey is a whole sign-in: no e-mail, password or code (decision 046). */}
              <Button
                variant="default"
                fullWidth
                size="md"
                data-passkey-offer=""
                leftSection={<IconKey size={18} aria-hidden />}
                loading={passkeyLogin.isPending}
                onClick={() =>
                  passkeyLogin.mutate(undefined, {
                    onSuccess: (token) => {
                      if (token) void enter();
                    },
                  })
                }
              >
                Entrar con llave de acceso
              </Button>
            </>
          ) : null}
        </Stack>
      </form>
    </AuthCard>
  );
}
