import * as payeesApi from '@cuentas/shared/contract/payees';
import * as transactionsApi from '@cuentas/shared/contract/transactions';
import { formatMoney } from '@cuentas/shared/money';
import { Loader, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { createSpotlight, Spotlight } from '@mantine/spotlight';
import '@mantine/spotlight/styles.css';
import {
  IconBuildingBank,
  IconFileImport,
  IconPlus,
  IconReceipt,
  IconSearch,
  IconSettings,
  IconUser,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { activeAccounts, useAccounts } from '../../api/accounts.ts';
import { useConfiguration } from '../../api/configuration.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { request } from '../../lib/api-request.ts';
import { localeForCountry } from '../../lib/locale.ts';
import { navItems } from '../layouts/nav-items.ts';
import { fold, movementQuery } from './palette-query.ts';

const ImportWizard = lazy(() =>
  import('../../features/imports/components/import-wizard.tsx').then((module) => ({ default: module.ImportWizard })),
);

/** The palette's own store: nothing else in the app opens a spotlight. */
const [paletteStore, palette] = createSpotlight();

/** How many rows each group shows: a palette is for picking, the screens are for browsing. */
const PER_GROUP = 5;

type Item = { id: string; label: string; description?: string; icon: ReactNode; run: () => void };

function matching(items: Item[], text: string): Item[] {
  const wanted = fold(text.trim());
  return (
    wanted ? items.filter((item) => fold(`${item.label} ${item.description ?? ''}`).includes(wanted)) : items
  ).slice(0, PER_GROUP);
}

/**
 * The palette itself (docs/architecture.md §8.10): screens, accounts, payees, movements and the two
 * everyday actions, keyboard first. Movements come from the list endpoint, a page of six, only while
 * the palette is open. command-palette.tsx mounts it on the first Ctrl/⌘+K or click; `openings`
 * counts those, and each new one opens it.
 */
export function PaletteDialog({ openings }: { openings: number }) {
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const [importing, setImporting] = useState(false);
  const [query, setQuery] = useState('');
  const [typed] = useDebouncedValue(query, 250);
  const configuration = useConfiguration().data;
  const baseCurrency = configuration?.base_currency ?? 'EUR';
  const locale = localeForCountry(configuration?.country);
  const accounts = useAccounts().data;
  const payees = useQuery({
    queryKey: queryKeys.payees.memory(),
    queryFn: () => request(payeesApi.memory),
    enabled: opened,
  });
  const search = typed.trim() ? movementQuery(typed, baseCurrency) : { limit: 5 };
  const movements = useQuery({
    queryKey: queryKeys.transactions.search(search ?? {}),
    queryFn: () => request(transactionsApi.list, { query: search! }),
    enabled: opened && search !== null,
  });

  const go = (path: string) => () => void navigate(path);
  const listFor = (text: string) => {
    const amount = movementQuery(text, baseCurrency);
    const params = new URLSearchParams();
    if (amount?.q) params.set('q', amount.q);
    else if (amount) {
      const bare = text.trim().replace(/^[<>]\s*/, '');
      if (!text.trim().startsWith('<')) params.set('min', bare);
      if (!text.trim().startsWith('>')) params.set('max', bare);
    }
    return `/transactions?${params.toString()}`;
  };

  const actions: Item[] = [
    {
      id: 'new',
      label: 'Nuevo movimiento',
      description: 'Anotar un gasto o un ingreso',
      icon: <IconPlus size={18} aria-hidden />,
      run: go('/transactions?nuevo=1'),
    },
    {
      id: 'import',
      label: 'Importar',
      description: 'Un extracto del banco (CSV, Excel, OFX, Norma 43…)',
      icon: <IconFileImport size={18} aria-hidden />,
      run: () => setImporting(true),
    },
  ];
  const screens: Item[] = [
    ...navItems.map(({ label, to, icon: Icon }) => ({
      id: `screen:${to}`,
      label,
      icon: <Icon size={18} aria-hidden />,
      run: go(to),
    })),
    {
      id: 'screen:/configuration',
      label: 'Configuración',
      icon: <IconSettings size={18} aria-hidden />,
      run: go('/configuration'),
    },
  ];
  const accountItems: Item[] = useMemo(
    () =>
      activeAccounts(accounts ?? []).map((account) => ({
        id: `account:${account.id}`,
        label: account.name,
        description: formatMoney(account.balance, account.currency, locale),
        icon: <IconBuildingBank size={18} aria-hidden />,
        run: () => void navigate(`/accounts/${account.id}`),
      })),
    [accounts, locale, navigate],
  );
  const payeeItems: Item[] = useMemo(
    () =>
      (payees.data ?? []).map((payee) => ({
        id: `payee:${payee.payee_key}`,
        label: payee.payee,
        description: payee.category_name,
        icon: <IconUser size={18} aria-hidden />,
        run: () => void navigate(`/transactions?q=${encodeURIComponent(payee.payee)}`),
      })),
    [payees.data, navigate],
  );
  const accountNames = new Map((accounts ?? []).map((account) => [account.id, account.name]));
  const movementItems: Item[] = (movements.data?.items ?? []).map((movement) => ({
    id: `movement:${movement.id}`,
    label: `${movement.payee || 'Sin beneficiario'} · ${formatMoney(movement.amount, movement.currency, locale)}`,
    description: `${movement.date.split('-').reverse().join('/')} · ${accountNames.get(movement.account_id) ?? ''}`,
    icon: <IconReceipt size={18} aria-hidden />,
    run: () => void navigate(`/transactions?q=${encodeURIComponent(movement.payee)}`),
  }));
  if (typed.trim() && search) {
    movementItems.push({
      id: 'movement:all',
      label: `Ver todos los movimientos con «${typed.trim()}»`,
      icon: <IconSearch size={18} aria-hidden />,
      run: go(listFor(typed)),
    });
  }

  const groups: [string, Item[]][] = [
    ['Acciones', matching(actions, query)],
    ['Pantallas', matching(screens, query)],
    ['Cuentas', matching(accountItems, query)],
    ['Beneficiarios', query.trim() ? matching(payeeItems, query) : []],
    [typed.trim() ? 'Movimientos' : 'Movimientos recientes', movementItems],
  ];
  const shown = groups.filter(([, items]) => items.length > 0);
  const waiting = movements.isFetching || query !== typed;

  useEffect(() => {
    if (openings > 0) palette.open();
  }, [openings]);

  return (
    <>
      <Spotlight.Root
        store={paletteStore}
        query={query}
        onQueryChange={setQuery}
        // command-palette.tsx listens for Ctrl/⌘+K (from inside fields too), before this is loaded.
        shortcut={null}
        onSpotlightOpen={() => setOpened(true)}
        onSpotlightClose={() => {
          // A controlled query is not cleared by the spotlight itself: each opening starts empty.
          setOpened(false);
          setQuery('');
        }}
        scrollable
        maxHeight={420}
      >
        <Spotlight.Search
          placeholder="Busca pantallas, cuentas, beneficiarios o un importe (45.000, >100)"
          aria-label="Buscar pantallas, cuentas, beneficiarios, movimientos o importes"
          leftSection={waiting && opened ? <Loader size={16} /> : <IconSearch size={18} stroke={1.6} aria-hidden />}
        />
        <Spotlight.ActionsList aria-label="Resultados">
          {shown.map(([title, items]) => (
            <Spotlight.ActionsGroup key={title} label={title}>
              {items.map((item) => (
                <Spotlight.Action
                  key={item.id}
                  label={item.label}
                  description={item.description}
                  leftSection={item.icon}
                  onClick={item.run}
                />
              ))}
            </Spotlight.ActionsGroup>
          ))}
          {movements.isError ? (
            <Text size="sm" c="red.7" px="md" py="xs" role="status">
              No pudimos buscar los movimientos. Inténtalo de nuevo.
            </Text>
          ) : null}
          {shown.length === 0 ? (
            <Spotlight.Empty>
              <Text size="sm" c="dimmed">
                {waiting ? 'Buscando…' : 'Nada coincide. Prueba con otro nombre o un importe como 45.000.'}
              </Text>
            </Spotlight.Empty>
          ) : null}
        </Spotlight.ActionsList>
      </Spotlight.Root>
      {importing ? (
        <Suspense fallback={null}>
          <ImportWizard opened={importing} onClose={() => setImporting(false)} locale={locale} />
        </Suspense>
      ) : null}
    </>
  );
}
