import type { Account } from '@cuentas/shared/schemas/accounts';
import type { Category } from '@cuentas/shared/schemas/categories';
import type { Transaction } from '@cuentas/shared/schemas/transactions';
import { Modal, Text } from '@mantine/core';
import { memberName, useActiveHousehold } from '../../../api/households.ts';
import { DirtyContext } from '../../../components/ui/dirty-context.ts';
import { useDiscardGuard } from '../../../components/ui/discard-guard.tsx';
import { useMediaQuery } from '@mantine/hooks';
import { useLastDefined } from '../hooks/use-last-defined.ts';
import { initialFormValues, type TransactionFormValues } from '../lib/form-values.ts';
import { todayIso } from '../lib/rows.ts';
import { initialTransferValues } from '../lib/transfer-values.ts';
import type { FormKind } from './kind-switch.tsx';
import { TransactionForm, type FormCarry } from './transaction-form.tsx';
import { TransferForm } from './transfer-form.tsx';

export type EditorState =
  { mode: 'create'; kind: FormKind; carry?: Partial<FormCarry> } | { mode: 'edit'; transaction: Transaction };

type TransactionModalProps = {
  state: EditorState | null;
  accounts: readonly Account[];
  categories: readonly Category[];
  knownTags: readonly string[];
  locale: string;
  onStateChange: (state: EditorState) => void;
  /** Offered after a recategorisation when the same payee keeps needing a hand (docs/architecture.md §4.9). */
  onCreateRule?: (transaction: Transaction) => void;
  onClose: () => void;
  onDelete: (transaction: Transaction) => void;
};

/** The account a new entry starts in: the one used last in this session, else the first open one. */
let lastAccountId: string | undefined;

function defaultAccount(accounts: readonly Account[]): string {
  const open = accounts.filter((account) => account.archived_at === null);
  return open.find((account) => account.id === lastAccountId)?.id ?? open[0]?.id ?? '';
}

function title(state: EditorState): string {
  if (state.mode === 'edit')
    return state.transaction.kind === 'transfer' ? 'Editar transferencia' : 'Editar movimiento';
  return { expense: 'Nuevo gasto', income: 'Nuevo ingreso', transfer: 'Nueva transferencia' }[state.kind];
}

/** «Lo anotó Luis Soto», in a household of several (decision 044). */
function EnteredByLine({ transaction }: { transaction: Transaction }) {
  const { household, shared } = useActiveHousehold();
  const name = shared ? memberName(household, transaction.created_by) : null;
  if (!name) return null;
  return (
    <Text size="sm" c="dimmed" mb="sm">
      Lo anotó {name}
    </Text>
  );
}

/** One modal for creating and editing; full screen on phones. */
export function TransactionModal({
  state,
  accounts,
  categories,
  knownTags,
  locale,
  onStateChange,
  onCreateRule,
  onClose,
  onDelete,
}: TransactionModalProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  const today = todayIso();
  const shown = useLastDefined(state);
  // Escape, the close button or a click outside ask before a half-typed movement is lost.
  const guard = useDiscardGuard(onClose);

  function body(current: EditorState) {
    const shared = { accounts, knownTags, locale, onCancel: onClose };
    if (current.mode === 'edit') {
      const { transaction } = current;
      if (transaction.kind === 'transfer') {
        const currencyOf = (id: string) => accounts.find((account) => account.id === id)?.currency;
        return (
          <TransferForm
            key={transaction.id}
            {...shared}
            transaction={transaction}
            initial={initialTransferValues({ transaction, currencyOf, locale })}
            onDone={onClose}
            onDelete={() => onDelete(transaction)}
          />
        );
      }
      return (
        <TransactionForm
          key={transaction.id}
          {...shared}
          categories={categories}
          transaction={transaction}
          initial={initialFormValues({ transaction, locale })}
          onCreateRule={onCreateRule}
          onDone={onClose}
          onDelete={() => onDelete(transaction)}
        />
      );
    }
    const carry = current.carry ?? {};
    if (current.kind === 'transfer') {
      return (
        <TransferForm
          key="create-transfer"
          {...shared}
          initial={initialTransferValues({
            ...carry,
            from_account_id: carry.account_id ?? defaultAccount(accounts),
            date: carry.date ?? today,
          })}
          onSwitchKind={(kind, next) => onStateChange({ mode: 'create', kind, carry: next })}
          onDone={onClose}
        />
      );
    }
    const initial: TransactionFormValues = {
      ...initialFormValues({ kind: current.kind, accountId: defaultAccount(accounts), today }),
      ...carry,
    };
    return (
      <TransactionForm
        key="create-entry"
        {...shared}
        categories={categories}
        initial={initial}
        onSwitchToTransfer={(next) => onStateChange({ mode: 'create', kind: 'transfer', carry: next })}
        onKindChange={(kind) => onStateChange({ ...current, kind })}
        onDone={(saved) => {
          lastAccountId = saved.account_id;
          onClose();
        }}
      />
    );
  }

  return (
    <Modal
      opened={state !== null}
      onClose={guard.requestClose}
      title={shown ? title(shown) : ''}
      size="lg"
      fullScreen={phone}
      centered
    >
      {guard.confirmation}
      {shown?.mode === 'edit' ? <EnteredByLine transaction={shown.transaction} /> : null}
      <DirtyContext.Provider value={guard.report}>{shown ? body(shown) : null}</DirtyContext.Provider>
    </Modal>
  );
}
