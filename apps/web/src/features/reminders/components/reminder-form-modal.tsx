import { zodResolver } from '../../../lib/zod-resolver.ts';
import type { Account } from '@cuentas/shared/schemas/accounts';
import type { Category } from '@cuentas/shared/schemas/categories';
import type { Reminder } from '@cuentas/shared/schemas/reminders';
import { amountExample } from '@cuentas/shared/input-examples';
import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  Modal,
  NativeSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { parseServerErrors } from '../../../lib/server-errors.ts';
import { toastErrors, toastSuccess } from '../../../lib/toasts.ts';
import { useCreateReminder } from '../api/create-reminder.ts';
import { useUpdateReminder } from '../api/update-reminder.ts';
import { accountOptions, categoryOptions } from '../lib/options.ts';
import {
  emptyReminderValues,
  recurrenceOptions,
  ReminderFormSchema,
  reminderToValues,
  serverFieldAliases,
  toReminderPayload,
  type ReminderFormValues,
} from '../lib/reminder-form.ts';
import { FormDateField } from '../../../components/ui/date-field.tsx';
import { ownErrors } from '../../../lib/query-client.ts';

type ReminderFormModalProps = {
  /** null: closed; {reminder: null}: new; {reminder}: editing. */
  editing: { reminder: Reminder | null } | null;
  accounts: readonly Account[];
  categories: readonly Category[];
  baseCurrency: string;
  /** How the user's country writes numbers (the amount example). */
  locale: string;
  today: string;
  onClose: () => void;
};

export function ReminderFormModal({ editing, onClose, ...rest }: ReminderFormModalProps) {
  const title = editing?.reminder ? 'Editar recordatorio' : 'Nuevo recordatorio';
  return (
    <Modal opened={editing !== null} onClose={onClose} title={title} size="lg" centered>
      {editing ? (
        <ReminderForm key={editing.reminder?.id ?? 'new'} reminder={editing.reminder} onClose={onClose} {...rest} />
      ) : null}
    </Modal>
  );
}

// A monthly reminder every 1 to 12 months: bills every two months, quarterly taxes (decision 039).
const monthOptions = Array.from({ length: 12 }, (_, index) => ({
  value: String(index + 1),
  label: index === 0 ? 'Cada mes' : `Cada ${index + 1} meses`,
}));
const dayOptions = Array.from({ length: 31 }, (_, index) => String(index + 1));
const formFields = new Set<string>(Object.keys(ReminderFormSchema.shape));

type ReminderFormProps = Omit<ReminderFormModalProps, 'editing'> & { reminder: Reminder | null };

function ReminderForm({ reminder, accounts, categories, baseCurrency, locale, today, onClose }: ReminderFormProps) {
  const createReminder = useCreateReminder();
  const updateReminder = useUpdateReminder(ownErrors);
  const initial = useMemo(
    () =>
      reminder
        ? reminderToValues(reminder, today, locale)
        : emptyReminderValues(today, accountOptions(accounts)[0]?.value ?? ''),
    [reminder, today, locale, accounts],
  );
  const form = useForm<ReminderFormValues>({ resolver: zodResolver(ReminderFormSchema), defaultValues: initial });
  const { errors, isSubmitting } = form.formState;
  const [direction, accountId, kind] = useWatch({ control: form.control, name: ['direction', 'account_id', 'kind'] });
  const currency = accounts.find((account) => account.id === accountId)?.currency ?? baseCurrency;
  const categoryData = useMemo(
    () => categoryOptions(categories, direction === 'pago' ? 'expense' : 'income', reminder?.category_id),
    [categories, direction, reminder?.category_id],
  );

  const submit = form.handleSubmit(async (values) => {
    const result = toReminderPayload(values, currency, locale);
    if (!result.ok) {
      result.issues.forEach((issue, index) =>
        form.setError(issue.field, { type: 'parse', message: issue.message }, { shouldFocus: index === 0 }),
      );
      return;
    }
    try {
      if (reminder) await updateReminder.mutateAsync({ id: reminder.id, changes: result.payload });
      else await createReminder.mutateAsync(result.payload);
    } catch (error) {
      const { fieldErrors, generalErrors } = parseServerErrors(error);
      const general = [...generalErrors];
      for (const { field, message } of fieldErrors) {
        const name = serverFieldAliases[field] ?? field;
        if (formFields.has(name)) form.setError(name as keyof ReminderFormValues, { type: 'server', message });
        else general.push(message);
      }
      toastErrors(general);
      return;
    }
    toastSuccess(reminder ? 'Recordatorio actualizado' : 'Recordatorio creado');
    onClose();
  });

  const changeDirection = (next: string) => {
    form.setValue('direction', next === 'cobro' ? 'cobro' : 'pago', { shouldDirty: true });
    form.setValue('category_id', '');
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SegmentedControl
          aria-label="Tipo de recordatorio"
          fullWidth
          data={[
            { value: 'pago', label: 'Pago' },
            { value: 'cobro', label: 'Cobro' },
          ]}
          value={direction}
          onChange={changeDirection}
          color={direction === 'pago' ? 'red' : 'green'}
        />
        <Text size="sm" c="dimmed" mt={-8}>
          {direction === 'pago'
            ? 'Dinero que sale: una factura, el alquiler, una suscripción.'
            : 'Dinero que entra: un cobro a un cliente, una renta, tu nómina.'}
        </Text>
        <TextInput
          label="Nombre"
          placeholder="Ej.: Alquiler, luz, Netflix"
          required
          data-autofocus
          autoComplete="off"
          error={errors.title?.message}
          {...form.register('title')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label="Importe"
            placeholder={amountExample('bill', currency, locale)}
            inputMode="decimal"
            autoComplete="off"
            required
            rightSection={
              <Text size="xs" c="dimmed">
                {currency}
              </Text>
            }
            rightSectionWidth={48}
            error={errors.amount?.message}
            {...form.register('amount')}
          />
          <FormDateField
            control={form.control}
            name="next_due"
            label="Próximo vencimiento"
            required
            error={errors.next_due?.message}
            onValueChange={(value) => {
              const day = Number(value.slice(8, 10));
              if (day && form.getValues('kind') === 'monthly_day') form.setValue('day', String(day));
            }}
          />
          <NativeSelect
            label="Cuenta"
            description="Con la que pagas o cobras"
            data={[
              { value: '', label: 'Sin cuenta (la eliges al pagar)' },
              ...accountOptions(accounts, reminder?.account_id),
            ]}
            error={errors.account_id?.message}
            {...form.register('account_id')}
          />
          <NativeSelect
            label="Categoría"
            description="Para el movimiento que se registra al pagar"
            data={[{ value: '', label: 'Sin categoría' }, ...categoryData]}
            error={errors.category_id?.message}
            {...form.register('category_id')}
          />
          <NativeSelect
            label="Se repite"
            data={recurrenceOptions}
            error={errors.kind?.message}
            {...form.register('kind')}
          />
          {kind === 'every_n_weeks' ? (
            <TextInput
              type="number"
              label="Cada cuántas semanas"
              min={1}
              max={52}
              inputMode="numeric"
              error={errors.interval?.message}
              {...form.register('interval')}
            />
          ) : null}
          {kind === 'monthly_day' ? (
            <NativeSelect label="Día del mes" data={dayOptions} error={errors.day?.message} {...form.register('day')} />
          ) : null}
          {kind === 'monthly_day' ? (
            <NativeSelect label="Cada cuántos meses" data={monthOptions} {...form.register('months')} />
          ) : null}
        </SimpleGrid>
        <Stack gap={4}>
          <Group gap="xs" wrap="nowrap" align="center">
            <Text size="sm" fw={500} component="label" htmlFor="reminder-lead-days">
              Avisarme
            </Text>
            <TextInput
              id="reminder-lead-days"
              type="number"
              min={0}
              max={60}
              inputMode="numeric"
              w={80}
              aria-label="Avisarme (días antes)"
              aria-invalid={errors.remind_days_before ? true : undefined}
              {...form.register('remind_days_before')}
            />
            <Text size="sm" fw={500}>
              días antes
            </Text>
          </Group>
          {errors.remind_days_before ? (
            <Text size="xs" c="red">
              {errors.remind_days_before.message}
            </Text>
          ) : (
            <Text size="xs" c="dimmed">
              0 es el mismo día del vencimiento.
            </Text>
          )}
        </Stack>
        <Fieldset legend="Avisos: dónde quieres recibirlos" variant="unstyled">
          <Group gap="lg" mt={6}>
            {(
              [
                ['notify_in_app', 'En la app'],
                ['notify_email', 'Correo'],
                ['notify_whatsapp', 'WhatsApp'],
              ] as const
            ).map(([name, label]) => (
              <Controller
                key={name}
                control={form.control}
                name={name}
                render={({ field }) => (
                  <Checkbox
                    label={label}
                    checked={field.value}
                    onChange={(event) => field.onChange(event.currentTarget.checked)}
                    ref={field.ref}
                  />
                )}
              />
            ))}
          </Group>
        </Fieldset>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {reminder ? 'Guardar cambios' : 'Crear recordatorio'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
