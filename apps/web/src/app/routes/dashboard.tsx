import { Button, EmptyState, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowsExchange, IconBrandWhatsapp, IconChartPie, IconWallet } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useAccounts } from '../../features/accounts/api/get-accounts.ts';
import { AccountList } from '../../features/accounts/components/account-list.tsx';
import { AccountTotals } from '../../features/accounts/components/account-totals.tsx';
import { useConfiguration } from '../../features/configuration/api/get-configuration.ts';
import { useMe } from '../../features/me/api/get-me.ts';
import { localeForCountry } from '../../lib/locale.ts';

const upcoming = [
  { icon: IconArrowsExchange, title: 'Transacciones', text: 'Todos tus movimientos en un solo lugar, con búsqueda y filtros.' },
  { icon: IconChartPie, title: 'Presupuesto', text: 'Cuánto te queda por categoría en tu mes financiero.' },
  { icon: IconBrandWhatsapp, title: 'Gastos por WhatsApp', text: 'Escribe «gasté 12.500 en almuerzo» y listo.' },
];

function greeting(hour: number): string {
  if (hour < 12) return 'Buenos días';
  if (hour < 19) return 'Buenas tardes';
  return 'Buenas noches';
}

/** Home: greets the user and lists the accounts with their balances. */
export function DashboardPage() {
  const { data: me } = useMe();
  const { data: configuration } = useConfiguration();
  const accounts = useAccounts();
  const locale = localeForCountry(configuration?.country);
  const list = accounts.data ?? [];
  const today = new Intl.DateTimeFormat('es', { weekday: 'long', day: 'numeric', month: 'long' }).format(new Date());

  return (
    <Stack gap="xl">
      <PageHeader title={`Hola, ${me?.name ?? ''}`} description={`${greeting(new Date().getHours())}. Hoy es ${today}.`} />
      {!accounts.isPlaceholderData && list.length > 0 ? <AccountTotals accounts={list} locale={locale} /> : null}
      <Stack gap="sm" component="section" aria-labelledby="dashboard-accounts">
        <Group justify="space-between">
          <Title order={2} fz="h3" id="dashboard-accounts">
            Tus cuentas
          </Title>
          <Button component={Link} to="/accounts" variant="subtle" size="compact-sm">
            Ver cuentas
          </Button>
        </Group>
        {!accounts.isPlaceholderData && list.length === 0 ? (
          <Paper withBorder radius="lg" p="lg">
            <EmptyState
              icon={<IconWallet aria-hidden="true" />}
              title="Aún no tienes cuentas"
              description="Agrega tu efectivo, tus cuentas bancarias y tus tarjetas para ver tu saldo aquí."
              variant="light"
            >
              <EmptyState.Actions>
                <Button component={Link} to="/accounts">
                  Agregar cuenta
                </Button>
              </EmptyState.Actions>
            </EmptyState>
          </Paper>
        ) : (
          <AccountList accounts={list} locale={locale} loading={accounts.isPlaceholderData} />
        )}
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="dashboard-upcoming">
        <Title order={2} fz="h3" id="dashboard-upcoming">
          Muy pronto
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {upcoming.map(({ icon: Icon, title, text }) => (
            <Paper key={title} withBorder radius="lg" p="md">
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <ThemeIcon variant="light" radius="md" size={36} aria-hidden="true">
                  <Icon size={20} />
                </ThemeIcon>
                <Stack gap={2}>
                  <Text fw={600}>{title}</Text>
                  <Text size="sm" c="dimmed">
                    {text}
                  </Text>
                </Stack>
              </Group>
            </Paper>
          ))}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
