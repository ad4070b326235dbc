import { zodResolver } from '../../../lib/zod-resolver.ts';
import { commonCurrencies } from '@cuentas/shared/countries';
import type { Account } from '@cuentas/shared/schemas/accounts';
import { requiredText } from '@cuentas/shared/schemas/common';
import type { SavingsGoal } from '@cuentas/shared/schemas/savings';
import { amountExample } from '@cuentas/shared/input-examples';
import { Button, Group, Modal, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { currencyLabel } from '../../../lib/locale.ts';
import { applyServerErrors } from '../../../lib/server-errors.ts';
import { toastErrors, toastSuccess } from '../../../lib/toasts.ts';
import { useCreateSavingsGoal } from '../api/create-savings-goal.ts';
import { useUpdateSavingsGoal } from '../api/update-savings-goal.ts';
import {
  emptyGoalValues,
  goalToValues,
  linkableAccounts,
  valuesToGoalInput,
  type GoalFormValues,
} from '../goal-input.ts';
import { FormDateField } from '../../../components/ui/date-field.tsx';
import { ownErrors } from '../../../lib/query-client.ts';

const GoalFormSchema = z.object({
  name: requiredText(80),
  target_amount: z.string(),
  currency: z.string().regex(/^[A-Z]{3}$/),
  target_date: z.string(),
  account_id: z.string(),
}) satisfies z.ZodType<GoalFormValues>;
const fields = ['name', 'target_amount', 'currency', 'target_date', 'account_id'] as const;

type GoalEditorModalProps = {
  opened: boolean;
  onClose: () => void;
  /** The goal to edit; without it the modal creates one. */
  goal: SavingsGoal | null;
  baseCurrency: string;
  accounts: Account[];
  /** How the user's country writes numbers (the amount example). */
  locale: string;
  today: string;
};

/** Create or edit a goal: name, target, currency, optional date and optional linked account. */
export function GoalEditorModal({ opened, onClose, goal, ...rest }: GoalEditorModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={goal ? 'Editar meta' : 'Nueva meta de ahorro'} centered size="lg">
      {opened ? <GoalForm key={goal?.id ?? 'new'} goal={goal} onDone={onClose} {...rest} /> : null}
    </Modal>
  );
}

function GoalForm({
  goal,
  baseCurrency,
  accounts,
  locale,
  today,
  onDone,
}: Omit<GoalEditorModalProps, 'opened' | 'onClose'> & { onDone: () => void }) {
  const createGoal = useCreateSavingsGoal();
  const updateGoal = useUpdateSavingsGoal(ownErrors);
  const form = useForm<GoalFormValues>({
    resolver: zodResolver(GoalFormSchema),
    defaultValues: goal ? goalToValues(goal, locale) : emptyGoalValues(baseCurrency),
  });
  const currency = useWatch({ control: form.control, name: 'currency' });
  const { errors, isSubmitting } = form.formState;
  const options = linkableAccounts(accounts, currency, goal?.account_id ?? null);
  const currencies = [
    ...new Set([
      goal?.currency ?? baseCurrency,
      baseCurrency,
      ...accounts.map((account) => account.currency),
      ...commonCurrencies,
    ]),
  ];

  // A linked account must be in the goal's currency: changing the currency drops a link that no longer fits.
  const dropMismatchedAccount = (nextCurrency: string) => {
    const linked = form.getValues('account_id');
    if (
      linked &&
      !linkableAccounts(accounts, nextCurrency, goal?.account_id ?? null).some((account) => account.id === linked)
    ) {
      form.setValue('account_id', '');
    }
  };

  const submit = form.handleSubmit(async (values) => {
    const result = valuesToGoalInput(values, locale);
    if (!result.ok) {
      form.setError(result.field, { type: 'parse', message: result.message }, { shouldFocus: true });
      return;
    }
    try {
      if (goal) await updateGoal.mutateAsync({ id: goal.id, changes: result.input });
      else await createGoal.mutateAsync(result.input);
    } catch (error) {
      toastErrors(applyServerErrors(error, form.setError, fields));
      return;
    }
    toastSuccess(goal ? 'Meta actualizada' : `Creamos tu meta «${result.input.name}»`);
    onDone();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Nombre de la meta"
          placeholder="Ej.: Viaje a Cartagena, Fondo de emergencia"
          required
          data-autofocus
          error={errors.name?.message}
          {...form.register('name')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label="¿Cuánto quieres ahorrar?"
            placeholder={amountExample('goal', currency, locale)}
            inputMode="decimal"
            autoComplete="off"
            required
            error={errors.target_amount?.message}
            {...form.register('target_amount')}
          />
          <NativeSelect
            label="Moneda"
            data={currencies.map((code) => ({ value: code, label: currencyLabel(code) }))}
            error={errors.currency?.message}
            {...form.register('currency', {
              onChange: (event: { target: { value: string } }) => dropMismatchedAccount(event.target.value),
            })}
          />
          <FormDateField
            control={form.control}
            name="target_date"
            label="Fecha objetivo (opcional)"
            description="Con fecha te decimos cuánto ahorrar al mes."
            min={goal ? undefined : today}
            clearable
            error={errors.target_date?.message}
          />
          <NativeSelect
            label="Cuenta vinculada (opcional)"
            description={
              options.length === 0
                ? `No tienes cuentas en ${currency}.`
                : 'Las transferencias a esta cuenta cuentan como aportes.'
            }
            data={[
              { value: '', label: 'Sin cuenta vinculada' },
              ...options.map((account) => ({ value: account.id, label: account.name })),
            ]}
            error={errors.account_id?.message}
            {...form.register('account_id')}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancelar
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {goal ? 'Guardar cambios' : 'Crear meta'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
