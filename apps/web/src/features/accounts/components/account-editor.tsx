import { zodResolver } from '../../../lib/zod-resolver.ts';
import { commonCurrencies } from '@cuentas/shared/countries';
import { accountTypeLabels, accountTypes, type Account } from '@cuentas/shared/schemas/accounts';
import { requiredText } from '@cuentas/shared/schemas/common';
import { amountExample } from '@cuentas/shared/input-examples';
import { Button, Group, Modal, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { currencyLabel } from '../../../lib/locale.ts';
import { applyServerErrors } from '../../../lib/server-errors.ts';
import { toastErrors, toastSuccess } from '../../../lib/toasts.ts';
import { useCreateAccount } from '../api/create-account.ts';
import { useUpdateAccount } from '../api/update-account.ts';
import { localToday } from '../../../lib/local-today.ts';
import { accountToValues, emptyAccountValues, valuesToAccountInput, type AccountFormValues } from '../account-input.ts';
import { FormDateField } from '../../../components/ui/date-field.tsx';
import { ownErrors } from '../../../lib/query-client.ts';
import { useActiveHousehold } from '../../../api/households.ts';
import { AccountOwnerFields } from './account-owner-fields.tsx';

const EditorSchema = z.object({
  name: requiredText(80),
  type: z.enum(accountTypes),
  currency: z.string().regex(/^[A-Z]{3}$/),
  opening_balance: z.string(),
  opening_date: z.string(),
  credit_limit: z.string(),
  last_digits: z.string(),
  bank: z.string().trim().max(60, 'Debe tener como máximo 60 caracteres'),
  owner: z.string().optional(),
  private: z.boolean().optional(),
}) satisfies z.ZodType<AccountFormValues>;
const fields = [
  'name',
  'type',
  'currency',
  'opening_balance',
  'opening_date',
  'credit_limit',
  'last_digits',
  'bank',
  'owner',
  'private',
] as const;
const typeOptions = accountTypes.map((type) => ({ value: type, label: accountTypeLabels[type] }));

function currencyOptions(...first: string[]) {
  const codes = [...new Set([...first, ...commonCurrencies])];
  return codes.map((code) => ({ value: code, label: currencyLabel(code) }));
}

type AccountEditorProps = {
  opened: boolean;
  onClose: () => void;
  baseCurrency: string;
  /** How the user's country writes numbers (the amount examples). */
  locale: string;
  /** The account to edit; without it the modal creates one. */
  account?: Account | null;
};

/** Create or edit an account in a modal: all its fields, amounts typed the Spanish or LatAm way. */
export function AccountEditor({ opened, onClose, baseCurrency, locale, account }: AccountEditorProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={account ? 'Editar cuenta' : 'Nueva cuenta'} centered size="lg">
      {/* Keyed so each opening starts from the right values. */}
      {opened ? (
        <EditorForm
          key={account?.id ?? 'new'}
          baseCurrency={baseCurrency}
          locale={locale}
          account={account ?? null}
          onDone={onClose}
        />
      ) : null}
    </Modal>
  );
}

function EditorForm({
  baseCurrency,
  locale,
  account,
  onDone,
}: {
  baseCurrency: string;
  locale: string;
  account: Account | null;
  onDone: () => void;
}) {
  const createAccount = useCreateAccount();
  const updateAccount = useUpdateAccount(ownErrors);
  const { household, meId, shared } = useActiveHousehold();
  const values = account ? accountToValues(account, locale) : emptyAccountValues(baseCurrency, localToday());
  const form = useForm<AccountFormValues>({
    resolver: zodResolver(EditorSchema),
    // Owners are asked for only where several people share the ledger (decision 049).
    defaultValues: shared
      ? { ...values, owner: values.owner ?? '', private: values.private ?? false }
      : { ...values, owner: undefined, private: undefined },
  });
  const [currency, type] = useWatch({ control: form.control, name: ['currency', 'type'] });
  const { errors, isSubmitting } = form.formState;
  const example = amountExample('balance', currency, locale);

  const submit = form.handleSubmit(async (values) => {
    const result = valuesToAccountInput(values, locale);
    if (!result.ok) {
      form.setError(result.field, { type: 'parse', message: result.message }, { shouldFocus: true });
      return;
    }
    try {
      if (account) await updateAccount.mutateAsync({ id: account.id, changes: result.input });
      else await createAccount.mutateAsync(result.input);
    } catch (error) {
      toastErrors(applyServerErrors(error, form.setError, fields));
      return;
    }
    toastSuccess(account ? 'Cuenta actualizada' : 'Cuenta creada');
    onDone();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Nombre de la cuenta"
          placeholder="Ej.: Cuenta nómina, Efectivo"
          required
          data-autofocus
          error={errors.name?.message}
          {...form.register('name')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <NativeSelect
            label="Tipo de cuenta"
            data={typeOptions}
            error={errors.type?.message}
            {...form.register('type')}
          />
          <NativeSelect
            label="Moneda"
            data={currencyOptions(account?.currency ?? baseCurrency, baseCurrency)}
            description={account ? 'Solo puedes cambiarla si la cuenta aún no tiene movimientos.' : undefined}
            error={errors.currency?.message}
            {...form.register('currency')}
          />
          <TextInput
            label="Saldo inicial"
            description="Si es una deuda (tarjeta, préstamo), escríbela en negativo."
            placeholder={example}
            inputMode="decimal"
            autoComplete="off"
            error={errors.opening_balance?.message}
            {...form.register('opening_balance')}
          />
          <FormDateField
            control={form.control}
            name="opening_date"
            label="Fecha de apertura"
            description="El saldo inicial es el que tenías al empezar este día. Los movimientos anteriores que importes no lo cambian: completan tu historial."
            error={errors.opening_date?.message}
          />
          {type === 'credit_card' ? (
            <TextInput
              label="Límite de crédito"
              description="El cupo total de la tarjeta. Opcional."
              placeholder={amountExample('limit', currency, locale)}
              inputMode="decimal"
              autoComplete="off"
              error={errors.credit_limit?.message}
              {...form.register('credit_limit')}
            />
          ) : null}
          <TextInput
            label="Últimos 4 dígitos"
            description="De la cuenta o de sus tarjetas (varios, separados por comas). Así reconozco las alertas del banco que me reenvíes por WhatsApp. Opcional."
            placeholder="Ej.: 4821"
            inputMode="numeric"
            autoComplete="off"
            error={errors.last_digits?.message}
            {...form.register('last_digits')}
          />
          <TextInput
            label="Banco"
            description="La entidad de la cuenta. Opcional."
            placeholder="Ej.: Bancolombia"
            autoComplete="off"
            maxLength={60}
            error={errors.bank?.message}
            {...form.register('bank')}
          />
        </SimpleGrid>
        {shared && household ? <AccountOwnerFields form={form} members={household.members} meId={meId} /> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancelar
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {account ? 'Guardar cambios' : 'Crear cuenta'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
