import type { Account } from '@cuentas/shared/schemas/accounts';
import { Button, EmptyState, Group, Paper, Skeleton, Stack } from '@mantine/core';
import { IconArrowsExchange, IconListDetails, IconPlus, IconWallet } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { HiddenAccountsNote } from '../../components/ui/hidden-accounts-note.tsx';
import { moveWithinType, type MoveDirection } from '../../features/accounts/account-order.ts';
import { localToday } from '../../lib/local-today.ts';
import { useAccountsWithArchived } from '../../features/accounts/api/get-accounts.ts';
import { useNetWorth } from '../../features/accounts/api/get-net-worth.ts';
import { useReorderAccounts } from '../../features/accounts/api/reorder-accounts.ts';
import { useUpdateAccount } from '../../features/accounts/api/update-account.ts';
import { AccountEditor } from '../../features/accounts/components/account-editor.tsx';
import { AccountGroups } from '../../features/accounts/components/account-groups.tsx';
import { BankConnectionsPanel } from '../../features/bank-feeds/components/bank-connections-panel.tsx';
import { DeleteAccountModal } from '../../features/accounts/components/delete-account-modal.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { NetWorthCard } from '../../features/accounts/components/net-worth-card.tsx';
import { useConfiguration } from '../../api/configuration.ts';
import { useActiveHousehold } from '../../api/households.ts';
import { ExchangeRatesDrawer } from '../../features/exchange-rates/components/exchange-rates-drawer.tsx';
import { MissingRatesAlert, type MissingPair } from '../../features/exchange-rates/components/missing-rates-alert.tsx';
import { ImportButton } from '../../features/imports/components/import-button.tsx';
import { localeForCountry } from '../../lib/locale.ts';
import { settle } from '../../lib/query-client.ts';
import { toastSuccess } from '../../lib/toasts.ts';

type Editing = { account: Account | null } | null;
type RatesDrawer = { prefill: MissingPair | null } | null;

/** Accounts: net worth, accounts by type, create/edit/archive/delete/reorder, rates and imports. */
export function AccountsPage() {
  const { data: configuration } = useConfiguration();
  const { canWrite } = useActiveHousehold();
  const accounts = useAccountsWithArchived();
  const netWorth = useNetWorth();
  const updateAccount = useUpdateAccount();
  const reorder = useReorderAccounts();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Account | null>(null);
  const [rates, setRates] = useState<RatesDrawer>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const locale = localeForCountry(configuration?.country);
  const baseCurrency = configuration?.base_currency ?? 'EUR';
  const list = accounts.data ?? [];
  const loaded = !accounts.isPlaceholderData;
  const currencies = [...new Set([baseCurrency, ...list.map((account) => account.currency)])];

  async function archive(account: Account, archived: boolean) {
    setBusyId(account.id);
    // A failure is shown by the query client's one error path (lib/query-client.ts).
    const saved = await settle(updateAccount.mutateAsync({ id: account.id, changes: { archived } }));
    setBusyId(null);
    if (saved) toastSuccess(archived ? `Archivamos «${account.name}»` : `«${account.name}» vuelve a estar activa`);
  }

  function move(account: Account, direction: MoveDirection) {
    const ids = moveWithinType(list, account.id, direction);
    if (ids) reorder.mutate(ids);
  }

  const openRate = (pair: MissingPair) => setRates({ prefill: pair });

  return (
    <Stack gap="lg">
      <PageHeader
        title="Cuentas"
        description="Dónde está tu dinero y cuánto hay en cada lugar."
        actions={
          <Group gap="xs">
            <Button
              size="sm"
              variant="default"
              leftSection={<IconArrowsExchange size={18} aria-hidden="true" />}
              onClick={() => setRates({ prefill: null })}
            >
              Tasas de cambio
            </Button>
            {canWrite ? (
              <>
                <ImportButton size="sm" locale={locale} variant="default" label="Importar extracto" />
                <Button
                  size="sm"
                  leftSection={<IconPlus size={18} aria-hidden="true" />}
                  onClick={() => setEditing({ account: null })}
                >
                  Nueva cuenta
                </Button>
              </>
            ) : null}
          </Group>
        }
      />
      <HiddenAccountsNote />
      {netWorth.isError ? (
        <LoadError
          title="No pudimos calcular tu patrimonio"
          error={netWorth.error}
          onRetry={() => void netWorth.refetch()}
        />
      ) : null}
      {!netWorth.isError ? (
        <NetWorthCard
          netWorth={netWorth.data}
          loading={netWorth.isPending}
          locale={locale}
          missingRates={<MissingRatesAlert missing={netWorth.data?.missing_rates ?? []} onAdd={openRate} />}
        />
      ) : null}
      {accounts.isError ? (
        <LoadError
          title="No pudimos cargar tus cuentas"
          error={accounts.error}
          onRetry={() => void accounts.refetch()}
        />
      ) : null}
      {!loaded && !accounts.isError ? (
        <Stack gap="xs" aria-busy="true" aria-label="Cargando cuentas">
          <Skeleton h={24} w={160} />
          <Skeleton h={110} radius="md" />
          <Skeleton h={110} radius="md" />
        </Stack>
      ) : null}
      {loaded && list.length === 0 ? (
        <Paper withBorder radius="lg" p="lg">
          <EmptyState
            icon={<IconWallet aria-hidden="true" />}
            title="Aún no tienes cuentas"
            description="Agrega tu efectivo, tus cuentas bancarias y tus tarjetas para ver tu patrimonio."
            variant="light"
          >
            {canWrite ? (
              <EmptyState.Actions>
                <Button onClick={() => setEditing({ account: null })}>Crear mi primera cuenta</Button>
              </EmptyState.Actions>
            ) : null}
          </EmptyState>
        </Paper>
      ) : null}
      {loaded && list.length > 0 ? (
        <AccountGroups
          accounts={list}
          netWorth={netWorth.data}
          locale={locale}
          busyId={busyId}
          onEdit={(account) => setEditing({ account })}
          onArchive={(account, archived) => void archive(account, archived)}
          onDelete={setDeleting}
          onMove={move}
          onAddRate={openRate}
          renderExtra={(account) => (
            <>
              <Button
                component={Link}
                to={`/accounts/${account.id}`}
                size="xs"
                variant="subtle"
                leftSection={<IconListDetails size={16} aria-hidden="true" />}
              >
                Movimientos
              </Button>
              {canWrite ? (
                <ImportButton
                  accountId={account.id}
                  locale={locale}
                  size="xs"
                  variant="subtle"
                  label="Importar"
                  aria-label={`Importar movimientos a ${account.name}`}
                />
              ) : null}
            </>
          )}
        />
      ) : null}
      {loaded ? (
        <BankConnectionsPanel accounts={list} country={configuration?.country ?? 'ES'} locale={locale} />
      ) : null}
      <AccountEditor
        opened={editing !== null}
        onClose={() => setEditing(null)}
        baseCurrency={baseCurrency}
        locale={locale}
        account={editing?.account}
      />
      <DeleteAccountModal account={deleting} onClose={() => setDeleting(null)} />
      <ExchangeRatesDrawer
        opened={rates !== null}
        onClose={() => setRates(null)}
        prefill={rates?.prefill}
        currencies={currencies}
        baseCurrency={baseCurrency}
        locale={locale}
        today={localToday()}
      />
    </Stack>
  );
}
