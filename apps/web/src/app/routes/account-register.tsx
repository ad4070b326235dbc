import type { Account } from '@cuentas/shared/schemas/accounts';
import { accountTypeLabels } from '@cuentas/shared/schemas/accounts';
import type { Category } from '@cuentas/shared/schemas/categories';
import type { RegisterRow } from '@cuentas/shared/schemas/register';
import type { Transaction } from '@cuentas/shared/schemas/transactions';
import { Anchor, Button, Group, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft, IconMapSearch } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { ResultPanel } from '../../components/ui/result-panel.tsx';
import { useReconciledGuard } from '../../components/ui/reconciled-guard.tsx';
import { useConfiguration } from '../../api/configuration.ts';
import { AccountImports } from '../../features/imports/components/account-imports.tsx';
import { ImportButton } from '../../features/imports/components/import-button.tsx';
import { PendingTransfersBanner } from '../../features/imports/components/pending-transfers-banner.tsx';
import { PurchaseReviewsBanner } from '../../features/purchase-reviews/components/purchase-reviews-banner.tsx';
import { useAccount } from '../../features/register/api/get-account.ts';
import { RegisterScreen } from '../../features/register/components/register-screen.tsx';
import { readReconcileLink } from '../../features/register/lib/reconcile-link.ts';
import { useAccounts } from '../../api/accounts.ts';
import { useCategories } from '../../api/categories.ts';
import { DeleteTransactionModal } from '../../features/transactions/components/delete-transaction-modal.tsx';
import {
  MovementAttachmentsModal,
  type MovementRef,
  useDropOnMovement,
} from '../../features/transactions/components/movement-attachments.tsx';
import { TransactionModal, type EditorState } from '../../features/transactions/components/transaction-modal.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { localeForCountry } from '../../lib/locale.ts';
import { localToday } from '../../lib/local-today.ts';

const noAccounts: Account[] = [];
const movementOf = (row: RegisterRow): MovementRef => ({
  id: row.id,
  title: row.payee || row.original_text || row.notes || 'Sin concepto',
});
const noCategories: Category[] = [];

/**
 * /accounts/:id — one account's register. The register feature shows the movements and the
 * reconciliation; this route wires in the transactions feature's editor (reconciled movements ask
 * first) and the imports feature's button and history, since features do not import each other.
 */
export function AccountRegisterPage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const reconcile = useMemo(() => readReconcileLink(params), [params]);
  const { data: configuration } = useConfiguration();
  const locale = localeForCountry(configuration?.country);
  const account = useAccount(id);
  const accounts = useAccounts().data ?? noAccounts;
  const categories = useCategories().data ?? noCategories;
  const [editor, setEditor] = useState<EditorState | null>(null);
  const [toDelete, setToDelete] = useState<Transaction | null>(null);
  const { guard, confirmation } = useReconciledGuard();
  const [attachmentsOf, setAttachmentsOf] = useState<MovementRef | null>(null);
  const dropOnMovement = useDropOnMovement();
  // Stable, as every register row is memoised on its props.
  const openAttachments = useCallback((row: RegisterRow) => setAttachmentsOf(movementOf(row)), []);
  const dropFiles = useCallback(
    (row: RegisterRow, files: File[]) => dropOnMovement(movementOf(row), files),
    [dropOnMovement],
  );

  if (account.isError && isApiError(account.error) && account.error.status === 404)
    return (
      <ResultPanel
        icon={<IconMapSearch size={40} />}
        color="gray"
        title="Esta cuenta no existe"
        description="Puede que la hayas eliminado o que el enlace esté incompleto."
        actions={[{ label: 'Volver a tus cuentas', to: '/accounts' }]}
      />
    );
  const current = account.data;

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/accounts" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden="true" />
          Cuentas
        </Group>
      </Anchor>
      {current ? (
        <PageHeader
          title={current.name}
          description={`${accountTypeLabels[current.type]} · ${current.currency}`}
          actions={
            <Group gap="xs">
              <ImportButton
                accountId={current.id}
                locale={locale}
                size="sm"
                variant="default"
                label="Importar extracto"
              />
              <Button size="sm" variant="default" onClick={() => navigate(`/transactions?account_ids=${current.id}`)}>
                Ver en transacciones
              </Button>
            </Group>
          }
        />
      ) : (
        <Skeleton h={48} w={260} aria-label="Cargando cuenta" />
      )}
      {current ? (
        <RegisterScreen
          key={`${current.id}-${reconcile ? 'conciliar' : ''}`}
          account={current}
          locale={locale}
          today={localToday()}
          reconcile={reconcile}
          onReconcileClosed={() => setParams({}, { replace: true })}
          onOpen={(row) => guard(row, () => setEditor({ mode: 'edit', transaction: row }))}
          onNew={() => setEditor({ mode: 'create', kind: 'expense', carry: { account_id: current.id } })}
          onAttachments={openAttachments}
          onDropFiles={dropFiles}
          importsSection={<AccountImports accountId={current.id} locale={locale} />}
          notices={
            <Stack gap="xs">
              <PendingTransfersBanner accountId={current.id} locale={locale} />
              <PurchaseReviewsBanner
                accountId={current.id}
                locale={locale}
                openOnLoad={params.get('revisar') === '1'}
              />
            </Stack>
          }
        />
      ) : null}
      <TransactionModal
        state={editor}
        accounts={accounts}
        categories={categories}
        knownTags={[]}
        locale={locale}
        onStateChange={setEditor}
        onClose={() => setEditor(null)}
        onDelete={(transaction) => {
          setEditor(null);
          setToDelete(transaction);
        }}
      />
      <MovementAttachmentsModal movement={attachmentsOf} onClose={() => setAttachmentsOf(null)} />
      <DeleteTransactionModal
        transaction={toDelete}
        locale={locale}
        onClose={() => setToDelete(null)}
        onDeleted={() => setToDelete(null)}
      />
      {confirmation}
    </Stack>
  );
}
