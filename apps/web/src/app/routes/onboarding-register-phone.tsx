import { findCountry } from '@cuentas/shared/countries';
import { Alert, Anchor, Button, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBrandWhatsapp, IconCircleCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { PhoneLinkForm } from '../../features/auth/components/phone-link-form.tsx';
import { useConfiguration } from '../../api/configuration.ts';
import { meQueryKey, useMe } from '../../features/me/api/get-me.ts';
import { captureExample } from '../../features/whatsapp/capture-example.ts';
import { localeForCountry } from '../../lib/locale.ts';
import { toastSuccess } from '../../lib/toasts.ts';
import { formatPhone } from '@cuentas/shared/phone-format';

/** Step 3 of 4: link a WhatsApp number (optional). */
export function OnboardingRegisterPhonePage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: configuration } = useConfiguration();
  const { data: me } = useMe();
  const dialCode = (configuration?.country ? findCountry(configuration.country)?.dialCode : undefined) ?? '';

  async function linked() {
    await queryClient.invalidateQueries({ queryKey: meQueryKey });
    toastSuccess('¡Tu WhatsApp quedó vinculado!');
    await navigate('/onboarding/welcome');
  }

  return (
    <Stack gap="lg">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon size={44} radius="md" color="green" variant="light" aria-hidden="true">
          <IconBrandWhatsapp size={26} />
        </ThemeIcon>
        <Stack gap={4}>
          <Title order={1} fz="h2">
            Conecta tu WhatsApp
          </Title>
          <Text c="dimmed">
            Registra tus gastos sin abrir la aplicación: escríbenos como le escribirías a un amigo.
          </Text>
        </Stack>
      </Group>
      <List
        size="sm"
        spacing={4}
        icon={<IconCircleCheck size={18} color="var(--mantine-color-green-7)" aria-hidden="true" />}
      >
        <List.Item>
          Envía «{captureExample(configuration?.base_currency ?? 'EUR', localeForCountry(configuration?.country))}» y lo
          anotamos como transacción.
        </List.Item>
        <List.Item>Recibe tus recordatorios de pago donde ya los ves.</List.Item>
        <List.Item>Solo te escribiremos por lo que tú actives; puedes desvincularlo cuando quieras.</List.Item>
      </List>
      {me?.phone ? (
        <Alert color="green" variant="light" title="WhatsApp vinculado">
          Ya tienes vinculado el número {formatPhone(me.phone)}.
        </Alert>
      ) : (
        <PhoneLinkForm dialCode={dialCode} onLinked={linked} />
      )}
      <Group justify="space-between" mt="xs">
        <Button component={Link} to="/onboarding/accounts" variant="default">
          Atrás
        </Button>
        {me?.phone ? (
          <Button component={Link} to="/onboarding/welcome">
            Continuar
          </Button>
        ) : (
          <Anchor component={Link} to="/onboarding/welcome" fw={600}>
            Omitir por ahora
          </Anchor>
        )}
      </Group>
    </Stack>
  );
}
