import type { Transaction } from '@cuentas/shared/schemas/transactions';
import { Box, Button, Group, Loader, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CategoryInfo } from '../lib/categories.ts';
import { movements } from '../lib/plural.ts';
import { ListHeader } from './list-header.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { ListSkeleton, NoResults, NoTransactions } from './list-states.tsx';
import { TransactionList } from './transaction-list.tsx';
import type { RowAction } from './transaction-row.tsx';

type ListSectionProps = {
  transactions: Transaction[];
  status: {
    pending: boolean;
    error: unknown;
    stale: boolean;
    hasNextPage: boolean;
    fetchingNext: boolean;
    nextPageError: unknown;
  };
  filtered: boolean;
  hasAccounts: boolean;
  accountNames: ReadonlyMap<string, string>;
  categories: ReadonlyMap<string, CategoryInfo>;
  locale: string;
  compact: boolean;
  selection: {
    selected: ReadonlySet<string>;
    toggle: (id: string, on: boolean) => void;
    selectAll: () => void;
    clear: () => void;
  };
  canCreateRule: boolean;
  onAction: (action: RowAction, transaction: Transaction) => void;
  onLoadMore: () => void;
  onRetry: () => void;
  onAdd: () => void;
  onClearFilters: () => void;
};

/** The list and everything around it: skeleton, empty states, errors, the next page loading. */
export function ListSection(props: ListSectionProps) {
  const { transactions, status, filtered, selection } = props;
  if (status.pending) return <ListSkeleton />;
  if (status.error && transactions.length === 0)
    return (
      <LoadError title="No pudimos cargar tus movimientos" error={status.error} onRetry={props.onRetry} withIcon />
    );
  if (transactions.length === 0) {
    if (filtered) return <NoResults onClear={props.onClearFilters} />;
    const action: ReactNode = props.hasAccounts ? (
      <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={props.onAdd}>
        Nuevo movimiento
      </Button>
    ) : (
      <Button component={Link} to="/accounts">
        Crear una cuenta
      </Button>
    );
    return <NoTransactions action={action} />;
  }

  let footer: ReactNode = null;
  if (status.fetchingNext) {
    footer = (
      <Group justify="center" gap="xs" py="md" aria-live="polite">
        <Loader size="sm" />
        <Text size="sm" c="dimmed">
          Cargando más movimientos…
        </Text>
      </Group>
    );
  } else if (status.nextPageError) {
    footer = <LoadError error={status.nextPageError} onRetry={props.onLoadMore} withIcon />;
  } else if (!status.hasNextPage) {
    footer = (
      <Text size="sm" c="dimmed" ta="center" py="md">
        {transactions.length > 20 ? `Eso es todo: ${movements(transactions.length)}` : null}
      </Text>
    );
  }

  return (
    <Box style={{ opacity: status.stale ? 0.6 : 1, transition: 'opacity 150ms' }} aria-busy={status.stale}>
      <ListHeader
        compact={props.compact}
        loadedCount={transactions.length}
        selectedCount={selection.selected.size}
        onSelectAll={selection.selectAll}
        onClear={selection.clear}
      />
      <TransactionList
        transactions={transactions}
        accountNames={props.accountNames}
        categories={props.categories}
        locale={props.locale}
        compact={props.compact}
        selected={selection.selected}
        canCreateRule={props.canCreateRule}
        hasNextPage={status.hasNextPage && !status.stale}
        isFetchingNextPage={status.fetchingNext || Boolean(status.nextPageError)}
        onLoadMore={props.onLoadMore}
        onToggle={selection.toggle}
        onAction={props.onAction}
      />
      {footer}
    </Box>
  );
}
