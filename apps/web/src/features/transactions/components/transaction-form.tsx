import { zodResolver } from '../../../lib/zod-resolver.ts';
import type { Account } from '@cuentas/shared/schemas/accounts';
import type { Category } from '@cuentas/shared/schemas/categories';
import type { Transaction } from '@cuentas/shared/schemas/transactions';
import { categorySourceLabels } from '@cuentas/shared/schemas/payees';
import { amountExample } from '@cuentas/shared/input-examples';
import { Select, SimpleGrid, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useReportDirty } from '../../../components/ui/dirty-context.ts';
import { allErrorMessages, applyServerErrors } from '../../../lib/server-errors.ts';
import { toastErrors, toastSuccess } from '../../../lib/toasts.ts';
import { uploadAttachments } from '../api/attachments.ts';
import { useCreateTransaction } from '../api/create-transaction.ts';
import { usePayeeSuggestion } from '../api/suggest-payee.ts';
import { useUpdateTransactions } from '../api/update-transaction.ts';
import { accountOptions } from '../lib/account-options.ts';
import { splitStatus } from '../lib/amounts.ts';
import { categoryLookup, categoryOptions } from '../lib/categories.ts';
import {
  emptySplitLine,
  toTransactionPayload,
  transactionFormFields,
  TransactionFormSchema,
  type TransactionFormValues,
} from '../lib/form-values.ts';
import { AttachmentsArea, PendingAttachments } from './attachments-area.tsx';
import { FormActions, TagsField } from './form-pieces.tsx';
import { KindSwitch, type FormKind } from './kind-switch.tsx';
import { offerRuleAfterRecategorising } from './rule-hint-toast.tsx';
import { SplitLinesField } from './split-lines-field.tsx';
import { FormDateField } from '../../../components/ui/date-field.tsx';

export type FormCarry = Pick<TransactionFormValues, 'date' | 'account_id' | 'amount' | 'payee' | 'notes' | 'tags'>;

type TransactionFormProps = {
  initial: TransactionFormValues;
  /** The transaction being edited; absent when creating. */
  transaction?: Transaction;
  accounts: readonly Account[];
  categories: readonly Category[];
  knownTags: readonly string[];
  locale: string;
  onSwitchToTransfer?: (carry: FormCarry) => void;
  onKindChange?: (kind: 'expense' | 'income') => void;
  onDone: (saved: Transaction) => void;
  /** When given, a recategorisation may end with an offer to create a rule for the payee. */
  onCreateRule?: (transaction: Transaction) => void;
  onCancel: () => void;
  onDelete?: () => void;
};

/** Expense or income, created or edited, optionally split across categories. */
export function TransactionForm({
  initial,
  transaction,
  accounts,
  categories,
  knownTags,
  locale,
  onSwitchToTransfer,
  onKindChange,
  onDone,
  onCreateRule,
  onCancel,
  onDelete,
}: TransactionFormProps) {
  const createTransaction = useCreateTransaction();
  const updateTransactions = useUpdateTransactions();
  const form = useForm<TransactionFormValues>({ resolver: zodResolver(TransactionFormSchema), defaultValues: initial });
  useReportDirty(form.formState.isDirty);
  const { errors, isSubmitting, dirtyFields } = form.formState;
  const [kind, accountId, split, categoryId, amountText, lines] = useWatch({
    control: form.control,
    name: ['kind', 'account_id', 'split', 'category_id', 'amount', 'splits'],
  });
  const currency = accounts.find((account) => account.id === accountId)?.currency ?? accounts[0]?.currency ?? 'EUR';
  const status = split ? splitStatus(amountText, lines, currency, locale) : null;
  const categoryKind = kind === 'income' ? 'income' : 'expense';
  const categoryData = useMemo(
    () =>
      categoryOptions(categories, {
        kind: categoryKind,
        keep: [categoryId, ...initial.splits.map((line) => line.category_id)],
      }),
    [categories, categoryKind, categoryId, initial.splits],
  );
  const lookup = useMemo(() => categoryLookup(categories), [categories]);
  const tagData = useMemo(() => [...new Set([...initial.tags, ...knownTags])], [initial.tags, knownTags]);

  // A new movement's category follows what is typed as the payee (the user's rules, what they
  // taught us, known merchants) until the user picks one themselves.
  const [payeeText] = useWatch({ control: form.control, name: ['payee'] });
  const [debouncedPayee] = useDebouncedValue(payeeText, 300);
  const suggestion = usePayeeSuggestion(debouncedPayee, accountId, !transaction && !split).data;
  useEffect(() => {
    const id = suggestion?.category_id;
    // Never over a category the user chose; a suggested one follows the payee as it is typed.
    if (!id || dirtyFields.category_id || lookup.get(id)?.kind !== categoryKind) return;
    if (form.getValues('category_id') !== id) form.setValue('category_id', id);
  }, [suggestion, form, lookup, categoryKind, dirtyFields.category_id]);
  const suggestionNote =
    suggestion?.category_id && categoryId === suggestion.category_id && !dirtyFields.category_id && suggestion.source
      ? `${categorySourceLabels[suggestion.source]}: «${suggestion.payee}».`
      : undefined;

  function changeKind(next: FormKind) {
    if (next === 'transfer') {
      const { date, account_id, amount, payee, notes, tags } = form.getValues();
      onSwitchToTransfer?.({ date, account_id, amount, payee, notes, tags });
      return;
    }
    form.setValue('kind', next, { shouldDirty: true });
    onKindChange?.(next);
    // A category of the other kind would be refused; clear it rather than send it.
    const current = form.getValues('category_id');
    if (current && lookup.get(current)?.kind !== next) form.setValue('category_id', null);
    form.setValue(
      'splits',
      form
        .getValues('splits')
        .map((line) =>
          line.category_id && lookup.get(line.category_id)?.kind !== next ? { ...line, category_id: null } : line,
        ),
    );
  }

  function toggleSplit(on: boolean) {
    form.setValue('split', on, { shouldDirty: true });
    form.clearErrors('splits');
    if (on && form.getValues('splits').length < 2) {
      form.setValue('splits', [
        { ...emptySplitLine, category_id: form.getValues('category_id'), amount: form.getValues('amount') },
        { ...emptySplitLine },
      ]);
    }
  }

  // A new movement's files wait until it exists, then go up with it.
  const [pendingFiles, setPendingFiles] = useState<File[]>([]);

  const submit = form.handleSubmit(async (values) => {
    const result = toTransactionPayload(
      values,
      currency,
      { editing: Boolean(transaction), wasSplit: (transaction?.splits.length ?? 0) > 0 },
      locale,
    );
    if (!result.ok) {
      result.issues.forEach((issue, index) =>
        form.setError(issue.field, { type: 'parse', message: issue.message }, { shouldFocus: index === 0 }),
      );
      return;
    }
    let saved: Transaction;
    try {
      saved = transaction
        ? (await updateTransactions.mutateAsync([{ id: transaction.id, changes: result.payload }]))[0]!
        : await createTransaction.mutateAsync({
            ...result.payload,
            category_id: result.payload.category_id ?? undefined,
          });
    } catch (error) {
      toastErrors(applyServerErrors(error, form.setError, transactionFormFields));
      return;
    }
    const ruled =
      !transaction && !values.split && !values.category_id && saved.category_id
        ? lookup.get(saved.category_id)?.name
        : undefined;
    toastSuccess(
      ruled
        ? `Movimiento guardado en «${ruled}» por una de tus reglas`
        : transaction
          ? 'Movimiento actualizado'
          : 'Movimiento guardado',
    );
    if (!transaction && pendingFiles.length > 0) {
      try {
        await uploadAttachments({ transactionId: saved.id, files: pendingFiles });
      } catch (error) {
        toastErrors(['El movimiento se guardó, pero no sus adjuntos:', ...allErrorMessages(error)]);
      }
    }
    if (transaction && onCreateRule && saved.category_id && saved.category_id !== transaction.category_id)
      void offerRuleAfterRecategorising(saved, onCreateRule);
    onDone(saved);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <KindSwitch value={kind} onChange={changeKind} allowTransfer={Boolean(onSwitchToTransfer)} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label="Importe"
            placeholder={amountExample('purchase', currency, locale)}
            inputMode="decimal"
            autoComplete="off"
            required
            data-autofocus
            rightSection={
              <Text size="xs" c="dimmed">
                {currency}
              </Text>
            }
            rightSectionWidth={48}
            error={errors.amount?.message}
            {...form.register('amount')}
          />
          <FormDateField control={form.control} name="date" label="Fecha" required error={errors.date?.message} />
          <Controller
            control={form.control}
            name="account_id"
            render={({ field }) => (
              <Select
                label="Cuenta"
                required
                data={accountOptions(accounts, initial.account_id)}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                ref={field.ref}
                allowDeselect={false}
                error={errors.account_id?.message}
              />
            )}
          />
          <TextInput
            label="Beneficiario"
            placeholder="Ej.: Mercadona, Éxito, tu empresa"
            autoComplete="off"
            error={errors.payee?.message}
            {...form.register('payee')}
          />
        </SimpleGrid>
        {transaction?.original_text && (transaction.origin === 'import' || transaction.origin === 'whatsapp') ? (
          <Text size="xs" c="dimmed" data-testid="bank-text" style={{ overflowWrap: 'anywhere' }}>
            {transaction.origin === 'import' ? 'Texto del banco' : 'Mensaje de WhatsApp'}: «{transaction.original_text}»
          </Text>
        ) : null}
        {split ? null : (
          <Controller
            control={form.control}
            name="category_id"
            render={({ field }) => (
              <Select
                label="Categoría"
                placeholder="Sin categoría"
                description={transaction ? undefined : (suggestionNote ?? 'Si la dejas vacía, aplicamos tus reglas.')}
                data={categoryData}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                searchable
                clearable
                // Picking the category a suggestion already chose keeps it (the × clears it): with
                // deselection, a click on it while the suggestion arrived left the movement uncategorised.
                allowDeselect={false}
                nothingFoundMessage="Ninguna categoría coincide"
                maxDropdownHeight={280}
                error={errors.category_id?.message}
              />
            )}
          />
        )}
        <Switch label="Dividir" checked={split} onChange={(event) => toggleSplit(event.currentTarget.checked)} />
        {status ? (
          <SplitLinesField
            form={form}
            currency={currency}
            locale={locale}
            categoryData={categoryData}
            status={status}
          />
        ) : null}
        <Textarea
          label="Notas"
          autosize
          minRows={2}
          maxRows={5}
          error={errors.notes?.message}
          {...form.register('notes')}
        />
        <Controller
          control={form.control}
          name="tags"
          render={({ field }) => (
            <TagsField value={field.value} onChange={field.onChange} data={tagData} error={errors.tags?.message} />
          )}
        />
        {transaction ? (
          <AttachmentsArea transactionId={transaction.id} />
        ) : (
          <PendingAttachments files={pendingFiles} onChange={setPendingFiles} />
        )}
        <FormActions
          onDelete={onDelete}
          onCancel={onCancel}
          submitting={isSubmitting}
          disabled={status !== null && !status.balanced}
        />
      </Stack>
    </form>
  );
}
