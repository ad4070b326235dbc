import type { Account } from '@cuentas/shared/schemas/accounts';
import { Button, Divider, EmptyState, Group, Stack, Text, Title } from '@mantine/core';
import { IconWallet } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAccounts } from '../../features/accounts/api/get-accounts.ts';
import { useUpdateAccount } from '../../features/accounts/api/update-account.ts';
import { AccountForm } from '../../features/accounts/components/account-form.tsx';
import { AccountList } from '../../features/accounts/components/account-list.tsx';
import { useConfiguration } from '../../api/configuration.ts';
import { TryDemoButton } from '../../features/demo-data/components/try-demo-button.tsx';
import { localeForCountry } from '../../lib/locale.ts';
import { settle } from '../../lib/query-client.ts';

/** Step 2 of 4: at least one account before continuing. */
export function OnboardingAccountsPage() {
  const navigate = useNavigate();
  const { data: configuration } = useConfiguration();
  const accounts = useAccounts();
  const updateAccount = useUpdateAccount();
  const [removingId, setRemovingId] = useState<string | null>(null);
  const list = accounts.data ?? [];
  const locale = localeForCountry(configuration?.country);
  const baseCurrency = configuration?.base_currency ?? 'EUR';

  async function remove(account: Account) {
    setRemovingId(account.id);
    // A failure is shown by the query client's one error path (lib/query-client.ts).
    await settle(updateAccount.mutateAsync({ id: account.id, changes: { archived: true } }));
    setRemovingId(null);
  }

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz="h2">
          Agrega tus cuentas
        </Title>
        <Text c="dimmed">
          Efectivo, cuentas bancarias, tarjetas… Registra cuánto tienes hoy en cada una. Podrás agregar más después.
        </Text>
      </Stack>
      <AccountForm baseCurrency={baseCurrency} locale={locale} />
      <Divider label="Tus cuentas" labelPosition="left" />
      {!accounts.isPlaceholderData && list.length === 0 ? (
        <EmptyState
          icon={<IconWallet aria-hidden="true" />}
          title="Aún no has agregado cuentas"
          description="Agrega al menos una para continuar."
          variant="light"
          size="sm"
        />
      ) : (
        <AccountList
          accounts={list}
          locale={locale}
          loading={accounts.isPlaceholderData}
          onRemove={remove}
          removingId={removingId}
        />
      )}
      {!accounts.isPlaceholderData && list.length === 0 ? (
        <Group gap="sm">
          <Text size="sm" c="dimmed">
            ¿Prefieres verla funcionando primero? Llenamos tu libro con tres meses de ejemplo de tu país, y lo borras
            con un clic.
          </Text>
          <TryDemoButton variant="default" />
        </Group>
      ) : null}
      <Group justify="space-between" mt="xs">
        <Button component={Link} to="/onboarding/configuration" variant="default">
          Atrás
        </Button>
        <Button onClick={() => navigate('/onboarding/register-phone')} disabled={list.length === 0}>
          Continuar
        </Button>
      </Group>
    </Stack>
  );
}
