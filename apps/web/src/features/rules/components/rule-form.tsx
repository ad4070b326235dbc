import { zodResolver } from '../../../lib/zod-resolver.ts';
import { amountExample } from '@cuentas/shared/input-examples';
import type { Account } from '@cuentas/shared/schemas/accounts';
import type { Category } from '@cuentas/shared/schemas/categories';
import type { Rule } from '@cuentas/shared/schemas/transactions';
import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { applyServerErrors } from '../../../lib/server-errors.ts';
import { toastErrors, toastSuccess } from '../../../lib/toasts.ts';
import { useCreateRule } from '../api/create-rule.ts';
import { useUpdateRule } from '../api/update-rule.ts';
import {
  ruleCategoryOptions,
  ruleFormFields,
  RuleFormSchema,
  toRulePayload,
  type RuleFormValues,
} from '../lib/rule-values.ts';

type RuleFormProps = {
  initial: RuleFormValues;
  rule?: Rule;
  categories: readonly Category[];
  accounts: readonly Account[];
  baseCurrency: string;
  /** How the user's country writes numbers (the amount examples). */
  locale: string;
  onSaved: (rule: Rule) => void;
  onCancel: () => void;
};

/** "If the payee contains … (and optionally in this account, within these amounts), use this category." */
export function RuleForm({
  initial,
  rule,
  categories,
  accounts,
  baseCurrency,
  locale,
  onSaved,
  onCancel,
}: RuleFormProps) {
  const createRule = useCreateRule();
  const updateRule = useUpdateRule();
  const form = useForm<RuleFormValues>({ resolver: zodResolver(RuleFormSchema), defaultValues: initial });
  const { errors, isSubmitting } = form.formState;
  const accountId = useWatch({ control: form.control, name: 'account_id' });
  const currency = accounts.find((account) => account.id === accountId)?.currency ?? baseCurrency;
  const categoryData = useMemo(
    () => ruleCategoryOptions(categories, initial.category_id),
    [categories, initial.category_id],
  );
  const accountData = useMemo(
    () =>
      accounts
        .filter((account) => account.archived_at === null || account.id === initial.account_id)
        .map((account) => ({ value: account.id, label: `${account.name} · ${account.currency}` })),
    [accounts, initial.account_id],
  );
  const placeholder = amountExample('purchase', currency, locale);

  const submit = form.handleSubmit(async (values) => {
    const result = toRulePayload(values, currency, locale);
    if (!result.ok) {
      result.issues.forEach((issue, index) =>
        form.setError(issue.field, { type: 'parse', message: issue.message }, { shouldFocus: index === 0 }),
      );
      return;
    }
    let saved: Rule;
    try {
      saved = rule
        ? await updateRule.mutateAsync({ id: rule.id, changes: result.payload })
        : await createRule.mutateAsync(result.payload);
    } catch (error) {
      toastErrors(applyServerErrors(error, form.setError, ruleFormFields));
      return;
    }
    toastSuccess(rule ? 'Regla actualizada' : 'Regla creada');
    onSaved(saved);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="El beneficiario contiene"
          description="Sin distinguir mayúsculas ni tildes."
          placeholder="Ej.: mercadona"
          required
          data-autofocus
          error={errors.payee_contains?.message}
          {...form.register('payee_contains')}
        />
        <Controller
          control={form.control}
          name="category_id"
          render={({ field }) => (
            <Select
              label="Categoría"
              placeholder="Elige una categoría"
              required
              data={categoryData}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              ref={field.ref}
              searchable
              nothingFoundMessage="Ninguna categoría coincide"
              maxDropdownHeight={280}
              error={errors.category_id?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="account_id"
          render={({ field }) => (
            <Select
              label="Solo en la cuenta"
              placeholder="Cualquier cuenta"
              data={accountData}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              clearable
              error={errors.account_id?.message}
            />
          )}
        />
        <SimpleGrid cols={2} spacing="sm">
          <TextInput
            label="Importe mínimo"
            description={`Opcional, en ${currency}`}
            placeholder={placeholder}
            inputMode="decimal"
            autoComplete="off"
            error={errors.min_amount?.message}
            {...form.register('min_amount')}
          />
          <TextInput
            label="Importe máximo"
            description={`Opcional, en ${currency}`}
            placeholder={placeholder}
            inputMode="decimal"
            autoComplete="off"
            error={errors.max_amount?.message}
            {...form.register('max_amount')}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancelar
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {rule ? 'Guardar regla' : 'Crear regla'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
