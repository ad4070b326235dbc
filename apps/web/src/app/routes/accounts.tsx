import type { Account } from '@cuentas/shared/schemas/accounts';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useAccounts } from '../../features/accounts/api/get-accounts.ts';
import { useUpdateAccount } from '../../features/accounts/api/update-account.ts';
import { AccountForm } from '../../features/accounts/components/account-form.tsx';
import { AccountList } from '../../features/accounts/components/account-list.tsx';
import { AccountTotals } from '../../features/accounts/components/account-totals.tsx';
import { useConfiguration } from '../../features/configuration/api/get-configuration.ts';
import { localeForCountry } from '../../lib/locale.ts';
import { allErrorMessages } from '../../lib/server-errors.ts';
import { toastErrors } from '../../lib/toasts.ts';

/** Accounts: balances, add one, archive one. Editing and history come with transactions. */
export function AccountsPage() {
  const { data: configuration } = useConfiguration();
  const accounts = useAccounts();
  const updateAccount = useUpdateAccount();
  const [removingId, setRemovingId] = useState<string | null>(null);
  const locale = localeForCountry(configuration?.country);
  const list = accounts.data ?? [];

  async function archive(account: Account) {
    setRemovingId(account.id);
    try {
      await updateAccount.mutateAsync({ id: account.id, changes: { archived: true } });
    } catch (error) {
      toastErrors(allErrorMessages(error));
    } finally {
      setRemovingId(null);
    }
  }

  return (
    <Stack gap="xl">
      <PageHeader title="Cuentas" description="Dónde está tu dinero y cuánto hay en cada lugar." />
      {!accounts.isPlaceholderData && list.length > 0 ? <AccountTotals accounts={list} locale={locale} /> : null}
      {!accounts.isPlaceholderData && list.length === 0 ? (
        <Text c="dimmed">Aún no tienes cuentas. Agrega la primera con el formulario de abajo.</Text>
      ) : (
        <AccountList accounts={list} locale={locale} loading={accounts.isPlaceholderData} onRemove={archive} removingId={removingId} removeLabel="Archivar" />
      )}
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="new-account">
        <Title order={2} fz="h4" id="new-account" mb="md">
          Nueva cuenta
        </Title>
        <AccountForm baseCurrency={configuration?.base_currency ?? 'EUR'} />
      </Paper>
    </Stack>
  );
}
