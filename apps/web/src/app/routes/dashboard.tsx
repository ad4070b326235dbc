import { Button, Grid, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { HiddenAccountsNote } from '../../components/ui/hidden-accounts-note.tsx';
import { useActiveHousehold } from '../../api/households.ts';
import { localToday } from '../../lib/local-today.ts';
import { useAccounts } from '../../features/accounts/api/get-accounts.ts';
import { AccountsSummary } from '../../features/accounts/components/accounts-summary.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { useCategoriesWithArchived } from '../../features/categories/api/get-categories.ts';
import { useConfiguration } from '../../api/configuration.ts';
import { useDashboard } from '../../features/dashboard/api/get-dashboard.ts';
import { DashboardCard } from '../../features/dashboard/components/dashboard-card.tsx';
import { DashboardSkeleton } from '../../features/dashboard/components/dashboard-skeleton.tsx';
import { GettingStartedCard } from '../../features/dashboard/components/getting-started-card.tsx';
import { TryDemoButton } from '../../features/demo-data/components/try-demo-button.tsx';
import { LatestTransactionsCard } from '../../features/dashboard/components/latest-transactions-card.tsx';
import { MonthSummaryCard } from '../../features/dashboard/components/month-summary-card.tsx';
import { NetWorthTrendCard } from '../../features/dashboard/components/net-worth-trend-card.tsx';
import { SpendingCard } from '../../features/dashboard/components/spending-card.tsx';
import { firstName, formatPeriod, greeting } from '../../features/dashboard/dashboard-view.ts';
import { MissingRatesAlert, type MissingPair } from '../../features/exchange-rates/components/missing-rates-alert.tsx';
import { ImportButton } from '../../features/imports/components/import-button.tsx';
import { useMe } from '../../features/me/api/get-me.ts';
import { UpcomingRemindersCard } from '../../features/reminders/components/upcoming-reminders-card.tsx';
import { captureExample } from '../../features/whatsapp/capture-example.ts';
import { WhatsAppCard } from '../../features/whatsapp/components/whatsapp-card.tsx';
import { localeForCountry } from '../../lib/locale.ts';
import { rememberFirstView, revealApp } from '../first-view.ts';

// The rates drawer (its form, date picker and validation) opens only when a rate is missing and
// the user asks to add it: its code is downloaded then, not with the home screen.
const ExchangeRatesDrawer = lazy(() =>
  import('../../features/exchange-rates/components/exchange-rates-drawer.tsx').then((module) => ({
    default: module.ExchangeRatesDrawer,
  })),
);

/** Home: net worth and its trend, this month, spending by category, balances, what is due soon and the latest movements. */
export function DashboardPage() {
  const { data: me } = useMe();
  const { data: configuration } = useConfiguration();
  const { canWrite } = useActiveHousehold();
  const dashboard = useDashboard();
  const accounts = useAccounts();
  const categories = useCategoriesWithArchived();
  const [ratePair, setRatePair] = useState<MissingPair | null>(null);
  // Mounted from the first opening on, so closing it keeps its closing animation.
  const [rateDrawerMounted, setRateDrawerMounted] = useState(false);
  const locale = localeForCountry(configuration?.country);
  // The cards are drawn in a deferred render when the summary arrives: React renders them in slices
  // between which the browser stays responsive, instead of one long task (the query's update alone
  // is synchronous); until then the skeleton stays.
  const data = useDeferredValue(dashboard.data);
  const baseCurrency = data?.base_currency ?? configuration?.base_currency ?? 'EUR';
  const accountList = useMemo(() => accounts.data ?? [], [accounts.data]);
  const accountNames = useMemo(() => new Map(accountList.map((account) => [account.id, account.name])), [accountList]);
  const categoryLabels = useMemo(
    () =>
      new Map((categories.data ?? []).map((category) => [category.id, { name: category.name, color: category.color }])),
    [categories.data],
  );
  const name = firstName(me?.name);
  const period = data ? formatPeriod(data.period, locale) : null;
  useEffect(() => {
    if (data && period) rememberFirstView({ name, period, from: data.period.from, to: data.period.to });
  }, [data, name, period]);
  // Drawn whole (or with its error): the first view from index.html gives way (first-view.ts).
  useEffect(() => {
    if (data || dashboard.isError) revealApp();
  }, [data, dashboard.isError]);

  return (
    <Stack gap="lg">
      <PageHeader
        title={name ? `Hola, ${name}` : 'Hola'}
        description={
          data ? `${greeting(new Date().getHours())}. Tu mes: ${period}.` : `${greeting(new Date().getHours())}.`
        }
        actions={
          canWrite ? (
            <Group gap="xs">
              <ImportButton size="sm" locale={locale} variant="default" label="Importar extracto" />
              <Button
                size="sm"
                component={Link}
                to="/transactions"
                leftSection={<IconPlus size={18} aria-hidden="true" />}
              >
                Nuevo movimiento
              </Button>
            </Group>
          ) : undefined
        }
      />
      <HiddenAccountsNote />
      {dashboard.isError ? (
        <LoadError
          title="No pudimos cargar tu resumen"
          error={dashboard.error}
          onRetry={() => void dashboard.refetch()}
        />
      ) : null}
      {dashboard.isPending || (dashboard.data && !data) ? <DashboardSkeleton /> : null}
      {data ? (
        <>
          <MissingRatesAlert
            missing={data.missing_rates}
            onAdd={(pair) => {
              setRatePair(pair);
              setRateDrawerMounted(true);
            }}
          />
          {!data.has_transactions ? (
            <GettingStartedCard
              hasAccounts={accountList.length > 0 || accounts.isPlaceholderData}
              whatsappLinked={Boolean(me?.phone_verified_at)}
              importAction={<ImportButton locale={locale} size="sm" label="Importar extracto" />}
              whatsappExample={captureExample(baseCurrency, locale)}
              demoAction={canWrite ? <TryDemoButton /> : null}
            />
          ) : null}
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <NetWorthTrendCard dashboard={data} locale={locale} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <MonthSummaryCard dashboard={data} locale={locale} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <SpendingCard dashboard={data} locale={locale} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <DashboardCard
                id="dashboard-accounts"
                title="Tus cuentas"
                link={{ to: '/accounts', label: 'Ver cuentas' }}
              >
                <AccountsSummary accounts={accountList} locale={locale} loading={accounts.isPlaceholderData} />
              </DashboardCard>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: data.latest.length > 0 ? 4 : 12 }}>
              <UpcomingRemindersCard locale={locale} />
            </Grid.Col>
            {data.latest.length > 0 ? (
              <Grid.Col span={{ base: 12, md: 8 }}>
                <LatestTransactionsCard
                  transactions={data.latest}
                  accountNames={accountNames}
                  categories={categoryLabels}
                  locale={locale}
                />
              </Grid.Col>
            ) : null}
            <Grid.Col span={{ base: 12, md: 4 }}>
              <WhatsAppCard
                phone={me?.phone_verified_at ? (me.phone ?? null) : null}
                locale={locale}
                currency={baseCurrency}
              />
            </Grid.Col>
          </Grid>
        </>
      ) : null}
      {rateDrawerMounted ? (
        <Suspense fallback={null}>
          <ExchangeRatesDrawer
            opened={ratePair !== null}
            onClose={() => setRatePair(null)}
            prefill={ratePair}
            currencies={[...new Set(accountList.map((account) => account.currency))]}
            baseCurrency={baseCurrency}
            locale={locale}
            today={localToday()}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
