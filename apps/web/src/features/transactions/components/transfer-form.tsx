import { zodResolver } from '../../../lib/zod-resolver.ts';
import { amountExample } from '@cuentas/shared/input-examples';
import type { Account } from '@cuentas/shared/schemas/accounts';
import type { Transaction } from '@cuentas/shared/schemas/transactions';
import { Alert, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useReportDirty } from '../../../components/ui/dirty-context.ts';
import { applyServerErrors } from '../../../lib/server-errors.ts';
import { toastErrors, toastSuccess } from '../../../lib/toasts.ts';
import { useCreateTransfer } from '../api/create-transfer.ts';
import { useUpdateTransactions } from '../api/update-transaction.ts';
import { accountOptions } from '../lib/account-options.ts';
import {
  toTransferPayload,
  toTransferUpdates,
  transferFormFields,
  TransferFormSchema,
  type TransferFormValues,
} from '../lib/transfer-values.ts';
import { FormActions, TagsField } from './form-pieces.tsx';
import { KindSwitch, type FormKind } from './kind-switch.tsx';
import { FormDateField } from '../../../components/ui/date-field.tsx';

type TransferFormProps = {
  initial: TransferFormValues;
  /** A leg of the transfer being edited; absent when creating. */
  transaction?: Transaction;
  accounts: readonly Account[];
  knownTags: readonly string[];
  /** How the user's country writes numbers (the amount examples). */
  locale: string;
  onSwitchKind?: (
    kind: 'expense' | 'income',
    carry: Pick<TransferFormValues, 'date' | 'amount' | 'payee' | 'notes' | 'tags'> & { account_id: string },
  ) => void;
  onDone: () => void;
  onCancel: () => void;
  onDelete?: () => void;
};

/** Money moving between two of the user's accounts; "Importe recibido" appears only across currencies. */
export function TransferForm({
  initial,
  transaction,
  accounts,
  knownTags,
  locale,
  onSwitchKind,
  onDone,
  onCancel,
  onDelete,
}: TransferFormProps) {
  const createTransfer = useCreateTransfer();
  const updateTransactions = useUpdateTransactions();
  const form = useForm<TransferFormValues>({ resolver: zodResolver(TransferFormSchema), defaultValues: initial });
  useReportDirty(form.formState.isDirty);
  const { errors, isSubmitting } = form.formState;
  const [fromId, toId] = useWatch({ control: form.control, name: ['from_account_id', 'to_account_id'] });
  const currencyOf = (id: string) => accounts.find((account) => account.id === id)?.currency;
  const fromCurrency = currencyOf(fromId) ?? accounts[0]?.currency ?? 'EUR';
  const toCurrency = currencyOf(toId) ?? fromCurrency;
  const crossCurrency = Boolean(fromId && toId) && fromCurrency !== toCurrency;
  const editing = Boolean(transaction);
  const options = useMemo(() => accountOptions(accounts, null), [accounts]);
  const tagData = useMemo(() => [...new Set([...initial.tags, ...knownTags])], [initial.tags, knownTags]);
  const placeholder = (currency: string) => amountExample('purchase', currency, locale);

  function changeKind(next: FormKind) {
    if (next === 'transfer' || !onSwitchKind) return;
    const { date, amount, payee, notes, tags, from_account_id } = form.getValues();
    onSwitchKind(next, { date, amount, payee, notes, tags, account_id: from_account_id });
  }

  const submit = form.handleSubmit(async (values) => {
    const currencies = { from: fromCurrency, to: toCurrency };
    const result = transaction
      ? toTransferUpdates(values, transaction, currencies, locale)
      : toTransferPayload(values, currencies, locale);
    if (!result.ok) {
      result.issues.forEach((issue, index) =>
        form.setError(issue.field, { type: 'parse', message: issue.message }, { shouldFocus: index === 0 }),
      );
      return;
    }
    try {
      if ('updates' in result) await updateTransactions.mutateAsync(result.updates);
      else await createTransfer.mutateAsync(result.payload);
    } catch (error) {
      toastErrors(applyServerErrors(error, form.setError, transferFormFields));
      return;
    }
    toastSuccess(editing ? 'Transferencia actualizada' : 'Transferencia guardada');
    onDone();
  });

  const accountSelect = (name: 'from_account_id' | 'to_account_id', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          required
          placeholder="Elige una cuenta"
          data={options}
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          ref={field.ref}
          allowDeselect={false}
          disabled={editing}
          error={errors[name]?.message}
        />
      )}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {editing ? null : <KindSwitch value="transfer" onChange={changeKind} allowTransfer />}
        {!editing && options.length < 2 ? (
          <Alert color="yellow" variant="light" role="alert">
            Para transferir necesitas al menos dos cuentas. Crea otra en la sección Cuentas.
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          {accountSelect('from_account_id', 'Desde')}
          {accountSelect('to_account_id', 'Hacia')}
        </SimpleGrid>
        {editing ? (
          <Text size="xs" c="dimmed" mt={-8}>
            Para cambiar las cuentas, elimina la transferencia y créala de nuevo.
          </Text>
        ) : null}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label="Importe"
            placeholder={placeholder(fromCurrency)}
            inputMode="decimal"
            autoComplete="off"
            required
            data-autofocus
            rightSection={
              <Text size="xs" c="dimmed">
                {fromCurrency}
              </Text>
            }
            rightSectionWidth={48}
            error={errors.amount?.message}
            {...form.register('amount')}
          />
          {crossCurrency ? (
            <TextInput
              label="Importe recibido"
              description={`Lo que llega a la cuenta de destino, en ${toCurrency}`}
              placeholder={placeholder(toCurrency)}
              inputMode="decimal"
              autoComplete="off"
              required
              rightSection={
                <Text size="xs" c="dimmed">
                  {toCurrency}
                </Text>
              }
              rightSectionWidth={48}
              error={errors.to_amount?.message}
              {...form.register('to_amount')}
            />
          ) : null}
          <FormDateField control={form.control} name="date" label="Fecha" required error={errors.date?.message} />
          <TextInput
            label="Descripción"
            placeholder="Ej.: Ahorro del mes"
            autoComplete="off"
            error={errors.payee?.message}
            {...form.register('payee')}
          />
        </SimpleGrid>
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
        <FormActions
          onDelete={onDelete}
          onCancel={onCancel}
          submitting={isSubmitting}
          // Changing one half changes the other; a half hidden from the person is not theirs (decision 056).
          lockedNote={
            transaction?.counterpart?.private
              ? 'La otra parte está en una cuenta privada de otra persona del hogar: solo esa persona puede cambiar o eliminar esta transferencia.'
              : undefined
          }
        />
      </Stack>
    </form>
  );
}
