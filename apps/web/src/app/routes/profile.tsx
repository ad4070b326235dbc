import { findCountry } from '@cuentas/shared/countries';
import type { SaveConfigurationInput } from '@cuentas/shared/schemas/configuration';
import { Badge, Button, Divider, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ColorSchemeControl } from '../../components/ui/color-scheme-control.tsx';
import { FullPageSpinner } from '../../components/ui/full-page-spinner.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { PasswordUpdateForm } from '../../features/auth/components/password-update-form.tsx';
import { PhoneLinkForm } from '../../features/auth/components/phone-link-form.tsx';
import { SessionsSection } from '../../features/auth/components/sessions-section.tsx';
import { PasskeysSection } from '../../features/auth/components/passkeys-section.tsx';
import { TwoFactorSection } from '../../features/auth/components/two-factor-section.tsx';
import { useConfiguration } from '../../api/configuration.ts';
import { useUpdateConfiguration } from '../../features/configuration/api/update-configuration.ts';
import { ConfigurationForm } from '../../features/configuration/components/configuration-form.tsx';
import { meQueryKey, useMe } from '../../features/me/api/get-me.ts';
import { usePermissions } from '../../features/me/api/get-permissions.ts';
import { BackupSection } from '../../features/me/components/backup-section.tsx';
import { DeleteAccountSection } from '../../features/me/components/delete-account-section.tsx';
import { LinkedPhone } from '../../features/me/components/linked-phone.tsx';
import { ProfileForm } from '../../features/me/components/profile-form.tsx';
import { useAccounts } from '../../features/accounts/api/get-accounts.ts';
import { captureExample } from '../../features/whatsapp/capture-example.ts';
import { WhatsAppSettingsSection } from '../../features/whatsapp/components/whatsapp-settings-section.tsx';
import { HouseholdSection } from '../../features/households/components/household-section.tsx';
import { MailAlertsSection } from '../../features/mail-alerts/components/mail-alerts-section.tsx';
import { PlanSection } from '../../features/subscription/components/plan-section.tsx';
import { toastSuccess } from '../../lib/toasts.ts';
import { localeForCountry } from '../../lib/locale.ts';

const planLabels: Record<string, string> = { free: 'Plan Gratis', premium: 'Plan Premium', self_hosted: 'Autoalojado' };

function Section({
  id,
  title,
  description,
  children,
  danger,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
  danger?: boolean;
}) {
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      style={danger ? { borderColor: 'var(--mantine-color-red-3)' } : undefined}
    >
      <Stack gap={4} mb="md">
        <Title order={2} fz="h4" id={id} c={danger ? 'red.8' : undefined}>
          {title}
        </Title>
        {description ? (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        ) : null}
      </Stack>
      {children}
    </Paper>
  );
}

/** /configuration and /profile: profile, preferences, password and account deletion. */
export function ProfilePage() {
  const queryClient = useQueryClient();
  const { data: me } = useMe();
  const { data: configuration } = useConfiguration();
  const { data: permissions } = usePermissions();
  const { data: accountList } = useAccounts();
  const updateConfiguration = useUpdateConfiguration();
  const [linking, { open: openLinking, close: closeLinking }] = useDisclosure(false);
  if (!me || !configuration) return <FullPageSpinner fill="container" />;

  async function savePreferences(values: SaveConfigurationInput) {
    await updateConfiguration.mutateAsync(values);
    toastSuccess('Preferencias guardadas');
  }

  async function phoneLinked() {
    await queryClient.invalidateQueries({ queryKey: meQueryKey });
    closeLinking();
    toastSuccess('¡Tu WhatsApp quedó vinculado!');
  }

  const dialCode = (configuration.country ? findCountry(configuration.country)?.dialCode : undefined) ?? '';
  const locale = localeForCountry(configuration.country);
  const currency = configuration.base_currency ?? 'EUR';
  return (
    <Stack gap="lg" maw={860}>
      <PageHeader
        title="Configuración"
        description="Tu perfil, tus preferencias y la seguridad de tu cuenta."
        actions={
          permissions ? (
            <Badge variant="light" size="lg">
              {planLabels[permissions.plan] ?? permissions.plan}
            </Badge>
          ) : null
        }
      />
      <Section id="section-profile" title="Perfil">
        <Stack gap="md">
          <ProfileForm profile={me} />
          <Divider />
          <LinkedPhone
            profile={me}
            linkAction={
              <Button variant="light" color="green" size="sm" onClick={openLinking}>
                Vincular WhatsApp
              </Button>
            }
          />
        </Stack>
      </Section>
      <Section
        id="hogar"
        title="Hogar"
        description="Comparte tus cuentas con tu pareja o tu familia: cada persona entra con su propia cuenta."
      >
        <HouseholdSection />
      </Section>
      <Section
        id="section-whatsapp"
        title="WhatsApp"
        description={`Anota tus gastos con un mensaje: «${captureExample(currency, locale)}».`}
      >
        <WhatsAppSettingsSection locale={locale} currency={currency} />
      </Section>
      <Section
        id="section-mail-alerts"
        title="Alertas por correo"
        description="Tu banco te escribe por cada compra: reenvía esos correos y se anotan solos."
      >
        <MailAlertsSection
          accounts={(accountList ?? [])
            .filter((account) => !account.archived_at)
            .map((account) => ({ id: account.id, name: account.name, currency: account.currency }))}
          locale={locale}
        />
      </Section>
      <Section
        id="section-preferences"
        title="Preferencias"
        description="Se aplican a tus totales, presupuestos y reportes."
      >
        <ConfigurationForm
          initial={{
            country: configuration.country,
            base_currency: configuration.base_currency,
            month_start_day: configuration.month_start_day,
          }}
          submitLabel="Guardar preferencias"
          onSubmit={savePreferences}
        />
      </Section>
      <Section id="section-appearance" title="Apariencia" description="Se guarda en este navegador.">
        <ColorSchemeControl />
      </Section>
      <Section id="plan" title="Plan" description="Tu plan, su renovación y tus facturas.">
        <PlanSection />
      </Section>
      <Section
        id="section-password"
        title="Contraseña"
        description="Al cambiarla cerraremos tus otras sesiones abiertas."
      >
        <PasswordUpdateForm />
      </Section>
      <Section id="section-security" title="Seguridad" description="Cómo entras a tu cuenta y dónde está abierta.">
        <Stack gap="lg">
          <TwoFactorSection />
          <Divider />
          <PasskeysSection />
          <Divider />
          <SessionsSection />
        </Stack>
      </Section>
      <Section id="section-backup" title="Tus datos" description="Una copia completa de tu cuenta, y su restauración.">
        <BackupSection />
      </Section>
      <Section id="section-delete" title="Eliminar cuenta" danger>
        <DeleteAccountSection />
      </Section>
      <Modal opened={linking} onClose={closeLinking} title="Vincular WhatsApp" centered>
        <PhoneLinkForm dialCode={dialCode} onLinked={phoneLinked} />
      </Modal>
    </Stack>
  );
}
