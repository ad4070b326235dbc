import { zodResolver } from '../../../lib/zod-resolver.ts';
import { DisableTwoFactorSchema, EnableTwoFactorSchema } from '@cuentas/shared/schemas/security';
import type { TwoFactorSetup } from '@cuentas/shared/schemas/security';
import {
  Alert,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  Image,
  List,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { renderSVG } from 'uqr';
import type { z } from 'zod';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { OtpCodeInput } from '../../../components/ui/otp-code-input.tsx';
import { applyServerErrors } from '../../../lib/server-errors.ts';
import { toastErrors, toastSuccess } from '../../../lib/toasts.ts';
import { useTwoFactorDisable, useTwoFactorEnable, useTwoFactorSetup, useTwoFactorStatus } from '../api/security.ts';

/** The QR code of the otpauth URI, drawn here as SVG (no canvas, nothing sent elsewhere). */
function QrCode({ uri }: { uri: string }) {
  const src = useMemo(() => `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(uri, { border: 2 }))}`, [uri]);
  return <Image src={src} alt="Código QR para tu app de autenticación" w={200} h={200} bg="white" radius="sm" />;
}

function EnableForm({ setup, onEnabled }: { setup: TwoFactorSetup; onEnabled: (codes: string[]) => void }) {
  const enable = useTwoFactorEnable();
  const form = useForm<z.input<typeof EnableTwoFactorSchema>>({
    resolver: zodResolver(EnableTwoFactorSchema),
    defaultValues: { code: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      const { recovery_codes } = await enable.mutateAsync(values);
      onEnabled(recovery_codes);
    } catch (error) {
      toastErrors(applyServerErrors(error, form.setError, ['code']));
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <List type="ordered" size="sm" spacing={4}>
          <List.Item>
            Abre tu app de autenticación (Google Authenticator, Microsoft Authenticator, 1Password…).
          </List.Item>
          <List.Item>Escanea el código QR, o escribe la clave a mano.</List.Item>
          <List.Item>Escribe el código de 6 dígitos que te muestra la app.</List.Item>
        </List>
        <Group align="flex-start" gap="lg">
          <QrCode uri={setup.otpauth_uri} />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text size="sm" fw={600}>
              Clave para escribir a mano
            </Text>
            <Code data-testid="two-factor-secret" fz="sm" style={{ wordBreak: 'break-all' }}>
              {setup.secret.replace(/(.{4})/g, '$1 ').trim()}
            </Code>
          </Stack>
        </Group>
        <OtpCodeInput error={form.formState.errors.code?.message} {...form.register('code')} />
        <Group justify="flex-end">
          <Button type="submit" loading={form.formState.isSubmitting}>
            Confirmar y activar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = `Códigos de recuperación de Cuentas Claras (cada uno sirve una sola vez):\n\n${codes.join('\n')}\n`;
  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'cuentas-claras-codigos-de-recuperacion.txt';
    link.click();
    URL.revokeObjectURL(url);
  }
  return (
    <Stack gap="md">
      <Alert color="yellow" title="Guárdalos ahora: no los volveremos a mostrar">
        Si pierdes el teléfono, cada uno de estos códigos te deja entrar una vez.
      </Alert>
      <SimpleGrid cols={2} spacing="xs" data-testid="recovery-codes">
        {codes.map((code) => (
          <Code key={code} fz="md" ta="center">
            {code}
          </Code>
        ))}
      </SimpleGrid>
      <Group justify="space-between">
        <Group gap="sm">
          <Button variant="light" onClick={download}>
            Descargar
          </Button>
          <CopyButton value={text}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy}>
                {copied ? 'Copiados' : 'Copiar'}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Button onClick={onDone}>Ya los guardé</Button>
      </Group>
    </Stack>
  );
}

function DisableForm({ onDone }: { onDone: () => void }) {
  const disable = useTwoFactorDisable();
  const form = useForm<z.input<typeof DisableTwoFactorSchema>>({
    resolver: zodResolver(DisableTwoFactorSchema),
    defaultValues: { password: '', code: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      const { message } = await disable.mutateAsync(values);
      toastSuccess(message);
      onDone();
    } catch (error) {
      toastErrors(applyServerErrors(error, form.setError, ['password', 'code']));
    }
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">Para desactivarla, confirma tu contraseña y un código de tu app (o de recuperación).</Text>
        <PasswordField
          label="Contraseña"
          autoComplete="current-password"
          required
          data-autofocus
          error={errors.password?.message}
          {...form.register('password')}
        />
        <TextInput
          label="Código de verificación"
          autoComplete="one-time-code"
          required
          error={errors.code?.message}
          {...form.register('code')}
        />
        <Group justify="flex-end">
          <Button type="submit" color="red" loading={form.formState.isSubmitting}>
            Desactivar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Profile → Seguridad: turn two-step sign-in on (QR, code, recovery codes) or off. */
export function TwoFactorSection() {
  const { data: status } = useTwoFactorStatus();
  const setup = useTwoFactorSetup();
  const [opened, { open, close }] = useDisclosure(false);
  const [disabling, { open: openDisable, close: closeDisable }] = useDisclosure(false);
  const [codes, setCodes] = useState<string[] | null>(null);

  async function start() {
    setCodes(null);
    open();
    await setup.mutateAsync().catch(() => close());
  }
  function finish() {
    close();
    setCodes(null);
    setup.reset();
  }

  if (!status) return null;
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="center">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={600}>Verificación en dos pasos</Text>
            <Badge color={status.enabled ? 'green' : 'gray'} variant="light">
              {status.enabled ? 'Activada' : 'Desactivada'}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {status.enabled
              ? `Al iniciar sesión te pediremos un código de tu app. Te quedan ${status.recovery_codes_left} códigos de recuperación.`
              : 'Además de tu contraseña, te pediremos un código de una app de tu teléfono.'}
          </Text>
        </Stack>
        {status.enabled ? (
          <Button variant="default" color="red" onClick={openDisable}>
            Desactivar
          </Button>
        ) : (
          <Button onClick={() => void start()}>Activar verificación en dos pasos</Button>
        )}
      </Group>
      <Modal
        opened={opened}
        onClose={finish}
        title={codes ? 'Tus códigos de recuperación' : 'Activar verificación en dos pasos'}
        size="lg"
        centered
        closeOnClickOutside={false}
      >
        {codes ? (
          <RecoveryCodes codes={codes} onDone={finish} />
        ) : setup.data ? (
          <EnableForm
            setup={setup.data}
            onEnabled={(recovery) => {
              setCodes(recovery);
              toastSuccess('Activaste la verificación en dos pasos');
            }}
          />
        ) : (
          <Text size="sm">Preparando tu código…</Text>
        )}
      </Modal>
      <Modal opened={disabling} onClose={closeDisable} title="Desactivar verificación en dos pasos" centered>
        <DisableForm onDone={closeDisable} />
      </Modal>
    </Stack>
  );
}
