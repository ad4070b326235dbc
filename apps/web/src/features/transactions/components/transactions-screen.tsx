import type { Account } from '@cuentas/shared/schemas/accounts';
import type { Category } from '@cuentas/shared/schemas/categories';
import type { Transaction } from '@cuentas/shared/schemas/transactions';
import { Group, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useAccounts } from '../../../api/accounts.ts';
import { useCategories } from '../../../api/categories.ts';
import { useTransactionTotals } from '../api/get-transaction-totals.ts';
import { useTransactions } from '../api/get-transactions.ts';
import { useSelection } from '../hooks/use-selection.ts';
import { useTransactionFilters } from '../hooks/use-transaction-filters.ts';
import { flattenPages, knownTags } from '../lib/cache.ts';
import { categoryLookup } from '../lib/categories.ts';
import { filterCurrency, hasActiveFilters, toApiFilters, type TransactionFilterState } from '../lib/filters.ts';
import { BulkBar } from './bulk-bar.tsx';
import { BulkDialog, type BulkKind } from './bulk-dialog.tsx';
import { DeleteTransactionModal } from './delete-transaction-modal.tsx';
import { ExportButton } from './export-button.tsx';
import { FiltersBar } from './filters-bar.tsx';
import type { FormKind } from './kind-switch.tsx';
import { ListSection } from './list-section.tsx';
import { NewTransactionMenu } from './new-transaction-menu.tsx';
import { useActiveHousehold } from '../../../api/households.ts';
import { ReceiptModal } from './receipt-modal.tsx';
import { TotalsSummary } from './totals-summary.tsx';
import { TransactionModal, type EditorState } from './transaction-modal.tsx';
import { useReconciledGuard } from '../../../components/ui/reconciled-guard.tsx';
import type { RowAction } from './transaction-row.tsx';

export type TransactionsScreenProps = {
  /** Number and money locale of the user's country. */
  locale: string;
  /** The user's base currency: typed amount filters mean this currency when accounts differ. */
  baseCurrency: string;
  /** Extra buttons for the page header (the route adds "Importar" and "Reglas"). */
  headerActions?: ReactNode;
  /** When given, each row's menu offers "Crear regla" (rules live in their own feature). */
  onCreateRule?: (transaction: Transaction) => void;
};

const noAccounts: Account[] = [];
const noCategories: Category[] = [];

/** /transactions: every movement, filtered from the URL, virtualised, with bulk actions and the editor. */
export function TransactionsScreen({ locale, baseCurrency, headerActions, onCreateRule }: TransactionsScreenProps) {
  const { filters, update, clear } = useTransactionFilters();
  const accounts = useAccounts().data ?? noAccounts;
  const categories = useCategories().data ?? noCategories;
  const openAccounts = useMemo(() => accounts.filter((account) => account.archived_at === null), [accounts]);
  const currency = filterCurrency(filters.accounts, openAccounts, baseCurrency);
  const { params, errors } = useMemo(() => toApiFilters(filters, currency, locale), [filters, currency, locale]);

  const list = useTransactions(params);
  const totals = useTransactionTotals(params);
  const transactions = useMemo(() => flattenPages(list.data), [list.data]);
  const ids = useMemo(() => transactions.map((transaction) => transaction.id), [transactions]);
  const selection = useSelection(ids);
  const tags = useMemo(() => knownTags(transactions), [transactions]);
  const accountNames = useMemo(() => new Map(accounts.map((account) => [account.id, account.name])), [accounts]);
  const categoryMap = useMemo(() => categoryLookup(categories), [categories]);
  const compact = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });

  // The home-screen shortcut «Añadir movimiento» (manifest.webmanifest) and the command palette
  // open /transactions?nuevo=1: the form of a new expense opens, on arrival or while already here
  // (set while rendering, React's way to follow a changed input), and the mark leaves the address.
  const [editor, setEditor] = useState<EditorState | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const wantsNew = searchParams.get('nuevo') === '1';
  const [openedForNew, setOpenedForNew] = useState(false);
  if (wantsNew !== openedForNew) {
    setOpenedForNew(wantsNew);
    if (wantsNew) setEditor({ mode: 'create', kind: 'expense' });
  }
  useEffect(() => {
    if (!wantsNew) return;
    const rest = new URLSearchParams(searchParams);
    rest.delete('nuevo');
    setSearchParams(rest, { replace: true });
  }, [wantsNew, searchParams, setSearchParams]);
  const [toDelete, setToDelete] = useState<Transaction | null>(null);
  const [readingReceipt, setReadingReceipt] = useState(false);
  const [bulkAction, setBulkAction] = useState<BulkKind | null>(null);
  const selectedTransactions = useMemo(
    () => (bulkAction ? transactions.filter((transaction) => selection.selected.has(transaction.id)) : []),
    [bulkAction, transactions, selection.selected],
  );

  const reconciled = useReconciledGuard();
  const { guard } = reconciled;
  const onAction = useCallback(
    (action: RowAction, transaction: Transaction) => {
      if (action === 'edit') guard(transaction, () => setEditor({ mode: 'edit', transaction }));
      else if (action === 'delete') guard(transaction, () => setToDelete(transaction), true);
      else onCreateRule?.(transaction);
    },
    [onCreateRule, guard],
  );
  const { fetchNextPage, refetch } = list;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  const changeFilters = useCallback(
    (patch: Partial<TransactionFilterState>, options?: { replace?: boolean }) => {
      update(patch, options);
      // New results start at the top; staying 5,000 rows down in a different list makes no sense.
      if (window.scrollY > 0) window.scrollTo({ top: 0 });
    },
    [update],
  );
  const create = (kind: FormKind) => setEditor({ mode: 'create', kind });
  const { canWrite } = useActiveHousehold();
  const filtered = hasActiveFilters(filters);

  return (
    <Stack gap="md" pb={selection.selected.size > 0 ? 96 : 0}>
      <PageHeader
        title="Transacciones"
        description="Todos tus movimientos, en todas tus cuentas."
        actions={
          <Group gap="sm" wrap="wrap">
            {headerActions}
            <ExportButton filters={params} disabled={(totals.data?.count ?? 0) === 0} />
            {canWrite ? (
              <NewTransactionMenu
                onPick={create}
                onReadReceipt={() => setReadingReceipt(true)}
                disabled={openAccounts.length === 0}
              />
            ) : null}
          </Group>
        }
      />
      <FiltersBar
        filters={filters}
        errors={errors}
        accounts={accounts}
        categories={categories}
        knownTags={tags}
        amountCurrency={currency}
        locale={locale}
        onChange={changeFilters}
        onClear={clear}
      />
      <TotalsSummary totals={totals.data} loading={totals.isFetching} locale={locale} filtered={filtered} />
      <ListSection
        transactions={transactions}
        status={{
          pending: list.isPending,
          error: list.error,
          stale: list.isPlaceholderData,
          hasNextPage: list.hasNextPage,
          fetchingNext: list.isFetchingNextPage,
          nextPageError: list.isFetchNextPageError ? list.error : null,
        }}
        filtered={filtered}
        hasAccounts={openAccounts.length > 0}
        accountNames={accountNames}
        categories={categoryMap}
        locale={locale}
        compact={compact}
        selection={selection}
        canCreateRule={Boolean(onCreateRule)}
        onAction={onAction}
        onLoadMore={loadMore}
        onRetry={() => void refetch()}
        onAdd={() => create('expense')}
        onClearFilters={clear}
      />
      <BulkBar count={selection.selected.size} compact={compact} onAction={setBulkAction} onClear={selection.clear} />
      <BulkDialog
        action={bulkAction}
        selected={selectedTransactions}
        categories={categories}
        tagSuggestions={tags}
        onClose={() => setBulkAction(null)}
        onDone={selection.clear}
      />
      <TransactionModal
        state={editor}
        accounts={accounts}
        categories={categories}
        knownTags={tags}
        locale={locale}
        onStateChange={setEditor}
        onCreateRule={onCreateRule}
        onClose={() => setEditor(null)}
        onDelete={(transaction) => {
          // One dialog at a time: the confirmation replaces the editor.
          setEditor(null);
          setToDelete(transaction);
        }}
      />
      <ReceiptModal
        opened={readingReceipt}
        accounts={openAccounts}
        categories={categories}
        locale={locale}
        onClose={() => setReadingReceipt(false)}
      />
      {reconciled.confirmation}
      <DeleteTransactionModal
        transaction={toDelete}
        locale={locale}
        onClose={() => setToDelete(null)}
        onDeleted={() => {
          setToDelete(null);
          setEditor(null);
        }}
      />
    </Stack>
  );
}
