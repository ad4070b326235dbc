import { findCountry } from '@cuentas/shared/countries';
import { Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconConfetti } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useAccounts } from '../../features/accounts/api/get-accounts.ts';
import { AccountList } from '../../features/accounts/components/account-list.tsx';
import { useConfiguration } from '../../api/configuration.ts';
import { useUpdateConfiguration } from '../../features/configuration/api/update-configuration.ts';
import { useMe } from '../../features/me/api/get-me.ts';
import { currencyLabel, localeForCountry } from '../../lib/locale.ts';
import { settle } from '../../lib/query-client.ts';

function SummaryItem({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Paper>
  );
}

/** Step 4 of 4: a summary; "Empezar" marks the configuration completed. */
export function OnboardingWelcomePage() {
  const navigate = useNavigate();
  const { data: me } = useMe();
  const { data: configuration } = useConfiguration();
  const accounts = useAccounts();
  const complete = useUpdateConfiguration();
  const firstName = me?.name.split(/\s+/)[0] ?? '';

  async function start() {
    // A failure is shown by the query client's one error path (lib/query-client.ts).
    if (!(await settle(complete.mutateAsync({ is_completed: true })))) return;
    await navigate('/', { replace: true });
  }

  const country = configuration?.country ? findCountry(configuration.country)?.name : undefined;
  return (
    <Stack gap="lg">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon size={44} radius="md" variant="light" aria-hidden="true">
          <IconConfetti size={26} />
        </ThemeIcon>
        <Stack gap={4}>
          <Title order={1} fz="h2">
            ¡Todo listo{firstName ? `, ${firstName}` : ''}!
          </Title>
          <Text c="dimmed">Este es tu punto de partida. Puedes cambiar cualquier cosa desde Configuración.</Text>
        </Stack>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <SummaryItem label="País" value={country ?? 'Sin definir'} />
        <SummaryItem
          label="Moneda principal"
          value={configuration?.base_currency ? currencyLabel(configuration.base_currency) : 'Sin definir'}
        />
        <SummaryItem label="Tu mes empieza" value={`El día ${configuration?.month_start_day ?? 1}`} />
        <SummaryItem label="WhatsApp" value={me?.phone ?? 'Sin vincular'} />
      </SimpleGrid>
      <Stack gap="xs">
        <Text fw={600}>Tus cuentas</Text>
        <AccountList
          accounts={accounts.data ?? []}
          locale={localeForCountry(configuration?.country)}
          loading={accounts.isPlaceholderData}
        />
      </Stack>
      <Group justify="space-between" mt="xs">
        <Button component={Link} to="/onboarding/register-phone" variant="default">
          Atrás
        </Button>
        <Button size="md" onClick={start} loading={complete.isPending}>
          Empezar
        </Button>
      </Group>
    </Stack>
  );
}
