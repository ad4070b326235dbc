import { zodResolver } from '../../../lib/zod-resolver.ts';
import { commonCurrencies } from '@cuentas/shared/countries';
import type { Account } from '@cuentas/shared/schemas/accounts';
import type { Category } from '@cuentas/shared/schemas/categories';
import { isoDate, requiredText } from '@cuentas/shared/schemas/common';
import type { Prospect } from '@cuentas/shared/schemas/prospects';
import { amountExample } from '@cuentas/shared/input-examples';
import {
  Button,
  Group,
  Input,
  Modal,
  NativeSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { currencyLabel } from '../../../lib/locale.ts';
import { applyServerErrors } from '../../../lib/server-errors.ts';
import { toastErrors, toastSuccess } from '../../../lib/toasts.ts';
import { useCreateProspect } from '../api/create-prospect.ts';
import { useUpdateProspect } from '../api/update-prospect.ts';
import {
  emptyProspectValues,
  prospectToValues,
  valuesToProspectInput,
  type ProspectFormValues,
} from '../prospect-input.ts';
import { categoryOptions } from '../prospect-view.ts';
import { ProbabilityField } from './probability-field.tsx';
import { FormDateField } from '../../../components/ui/date-field.tsx';
import { ownErrors } from '../../../lib/query-client.ts';

const ProspectFormSchema = z.object({
  title: requiredText(120),
  kind: z.enum(['income', 'expense']),
  amount: z.string(),
  currency: z.string().regex(/^[A-Z]{3}$/),
  expected_date: isoDate,
  probability: z.number().int().min(0).max(100),
  notes: z.string().max(2000),
  account_id: z.string(),
  category_id: z.string(),
}) satisfies z.ZodType<ProspectFormValues>;
const fields = [
  'title',
  'kind',
  'amount',
  'currency',
  'expected_date',
  'probability',
  'notes',
  'account_id',
  'category_id',
] as const;

type ProspectEditorModalProps = {
  opened: boolean;
  onClose: () => void;
  prospect: Prospect | null;
  baseCurrency: string;
  accounts: Account[];
  categories: Category[];
  /** How the user's country writes numbers (the amount example). */
  locale: string;
  today: string;
};

/** Create or edit a prospect: money you expect (or expect to pay) but that is not certain yet. */
export function ProspectEditorModal({ opened, onClose, prospect, ...rest }: ProspectEditorModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={prospect ? 'Editar prospecto' : 'Nuevo prospecto'}
      centered
      size="lg"
    >
      {opened ? <ProspectForm key={prospect?.id ?? 'new'} prospect={prospect} onDone={onClose} {...rest} /> : null}
    </Modal>
  );
}

function ProspectForm({
  prospect,
  baseCurrency,
  accounts,
  categories,
  locale,
  today,
  onDone,
}: Omit<ProspectEditorModalProps, 'opened' | 'onClose'> & { onDone: () => void }) {
  const createProspect = useCreateProspect();
  const updateProspect = useUpdateProspect(ownErrors);
  const form = useForm<ProspectFormValues>({
    resolver: zodResolver(ProspectFormSchema),
    defaultValues: prospect ? prospectToValues(prospect, locale) : emptyProspectValues(baseCurrency, today),
  });
  const [currency, kind] = useWatch({ control: form.control, name: ['currency', 'kind'] });
  const { errors, isSubmitting } = form.formState;
  const currencies = [
    ...new Set([
      prospect?.currency ?? baseCurrency,
      baseCurrency,
      ...accounts.map((account) => account.currency),
      ...commonCurrencies,
    ]),
  ];
  const accountOptions = accounts.filter(
    (account) => account.currency === currency && (account.archived_at === null || account.id === prospect?.account_id),
  );
  const categoryGroups = categoryOptions(categories, kind, prospect?.category_id ?? null);

  const submit = form.handleSubmit(async (values) => {
    const result = valuesToProspectInput(values, locale);
    if (!result.ok) {
      form.setError(result.field, { type: 'parse', message: result.message }, { shouldFocus: true });
      return;
    }
    try {
      if (prospect) await updateProspect.mutateAsync({ id: prospect.id, changes: result.input });
      else await createProspect.mutateAsync(result.input);
    } catch (error) {
      toastErrors(applyServerErrors(error, form.setError, fields));
      return;
    }
    toastSuccess(prospect ? 'Prospecto actualizado' : `Agregamos «${result.input.title}» a tus prospectos`);
    onDone();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Título"
          placeholder="Ej.: Pago del cliente Acme, Prima de junio"
          required
          data-autofocus
          error={errors.title?.message}
          {...form.register('title')}
        />
        <Controller
          control={form.control}
          name="kind"
          render={({ field }) => (
            <Input.Wrapper label="Tipo" error={errors.kind?.message}>
              <SegmentedControl
                fullWidth
                mt={4}
                value={field.value}
                onChange={(value) => {
                  field.onChange(value === 'expense' ? 'expense' : 'income');
                  form.setValue('category_id', '');
                }}
                data={[
                  { value: 'income', label: 'Ingreso' },
                  { value: 'expense', label: 'Gasto' },
                ]}
                color={field.value === 'income' ? 'teal' : 'red'}
              />
            </Input.Wrapper>
          )}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label="Importe"
            placeholder={amountExample('income', currency, locale)}
            inputMode="decimal"
            autoComplete="off"
            required
            error={errors.amount?.message}
            {...form.register('amount')}
          />
          <NativeSelect
            label="Moneda"
            data={currencies.map((code) => ({ value: code, label: currencyLabel(code) }))}
            error={errors.currency?.message}
            {...form.register('currency', { onChange: () => form.setValue('account_id', '') })}
          />
          <FormDateField
            control={form.control}
            name="expected_date"
            label="Fecha esperada"
            required
            error={errors.expected_date?.message}
          />
          <NativeSelect
            label="Cuenta prevista (opcional)"
            data={[
              { value: '', label: 'Sin decidir' },
              ...accountOptions.map((account) => ({ value: account.id, label: account.name })),
            ]}
            error={errors.account_id?.message}
            {...form.register('account_id')}
          />
        </SimpleGrid>
        <Controller
          control={form.control}
          name="probability"
          render={({ field }) => (
            <ProbabilityField value={field.value} onChange={field.onChange} error={errors.probability?.message} />
          )}
        />
        <NativeSelect
          label="Categoría (opcional)"
          data={[{ value: '', label: 'Sin categoría' }, ...categoryGroups]}
          error={errors.category_id?.message}
          {...form.register('category_id')}
        />
        <Textarea
          label="Notas (opcional)"
          autosize
          minRows={2}
          maxRows={5}
          maxLength={2000}
          error={errors.notes?.message}
          {...form.register('notes')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancelar
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {prospect ? 'Guardar cambios' : 'Crear prospecto'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
