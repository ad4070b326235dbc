import { zodResolver } from '../../../lib/zod-resolver.ts';
import { commonCurrencies } from '@cuentas/shared/countries';
import { accountTypeLabels, accountTypes } from '@cuentas/shared/schemas/accounts';
import { requiredText } from '@cuentas/shared/schemas/common';
import { amountExample, parseTypedAmount } from '@cuentas/shared/input-examples';
import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { currencyLabel } from '../../../lib/locale.ts';
import { applyServerErrors } from '../../../lib/server-errors.ts';
import { toastErrors } from '../../../lib/toasts.ts';
import { useCreateAccount } from '../api/create-account.ts';

const AccountFormSchema = z.object({
  name: requiredText(80),
  type: z.enum(accountTypes),
  currency: z.string().regex(/^[A-Z]{3}$/),
  opening_balance: z.string(),
});
type AccountFormValues = z.infer<typeof AccountFormSchema>;
const fields = ['name', 'type', 'currency', 'opening_balance'] as const;

const typeOptions = accountTypes.map((type) => ({ value: type, label: accountTypeLabels[type] }));

function currencyOptions(baseCurrency: string) {
  const codes: string[] = [...commonCurrencies];
  if (!codes.includes(baseCurrency)) codes.unshift(baseCurrency);
  return codes.map((code) => ({ value: code, label: currencyLabel(code) }));
}

/** Adds an account; the opening balance is typed the way people write money in Spain and LatAm. */
export function AccountForm({
  baseCurrency,
  locale,
  onCreated,
}: {
  baseCurrency: string;
  locale: string;
  onCreated?: () => void;
}) {
  const createAccount = useCreateAccount();
  const form = useForm<AccountFormValues>({
    resolver: zodResolver(AccountFormSchema),
    defaultValues: { name: '', type: 'checking', currency: baseCurrency, opening_balance: '' },
  });
  const currency = useWatch({ control: form.control, name: 'currency' });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const amount =
      values.opening_balance.trim() === ''
        ? { ok: true as const, minor: 0 }
        : parseTypedAmount(values.opening_balance, values.currency, locale);
    if (!amount.ok) {
      form.setError('opening_balance', { type: 'parse', message: amount.message }, { shouldFocus: true });
      return;
    }
    try {
      await createAccount.mutateAsync({
        name: values.name,
        type: values.type,
        currency: values.currency,
        opening_balance: amount.minor,
      });
    } catch (error) {
      toastErrors(applyServerErrors(error, form.setError, fields));
      return;
    }
    form.reset({ ...values, name: '', opening_balance: '' });
    form.setFocus('name');
    onCreated?.();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label="Nombre de la cuenta"
            placeholder="Ej.: Cuenta nómina, Efectivo"
            required
            error={errors.name?.message}
            {...form.register('name')}
          />
          <NativeSelect
            label="Tipo de cuenta"
            data={typeOptions}
            error={errors.type?.message}
            {...form.register('type')}
          />
          <NativeSelect
            label="Moneda"
            data={currencyOptions(baseCurrency)}
            error={errors.currency?.message}
            {...form.register('currency')}
          />
          <TextInput
            label="Saldo inicial"
            description="Lo que tienes hoy. Si es una deuda, escríbela en negativo."
            placeholder={amountExample('balance', currency, locale)}
            inputMode="decimal"
            autoComplete="off"
            error={errors.opening_balance?.message}
            {...form.register('opening_balance')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button
            type="submit"
            variant="light"
            leftSection={<IconPlus size={18} aria-hidden="true" />}
            loading={form.formState.isSubmitting}
          >
            Agregar cuenta
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
