import { zodResolver } from '../../../lib/zod-resolver.ts';
import { parseTypedAmount } from '@cuentas/shared/input-examples';
import { formatMoney, formatTypedAmount } from '@cuentas/shared/money';
import type { Account } from '@cuentas/shared/schemas/accounts';
import type { Reminder } from '@cuentas/shared/schemas/reminders';
import { Button, Group, Modal, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { applyServerErrors } from '../../../lib/server-errors.ts';
import { toastErrors, toastSuccess } from '../../../lib/toasts.ts';
import { usePayReminder } from '../api/pay-reminder.ts';
import { shortDate } from '../lib/due-dates.ts';
import { accountOptions } from '../lib/options.ts';
import { FormDateField } from '../../../components/ui/date-field.tsx';

const PayFormSchema = z.object({
  date: z.iso.date({ message: 'Elige la fecha del pago' }),
  amount: z.string().trim().min(1, 'Escribe el importe'),
  account_id: z.string().min(1, 'Elige la cuenta con la que pagas'),
});
type PayFormValues = z.infer<typeof PayFormSchema>;

type PayReminderModalProps = {
  reminder: Reminder | null;
  accounts: readonly Account[];
  today: string;
  locale: string;
  onClose: () => void;
};

/** "Marcar como pagado": the date, amount and account of the transaction it records. */
export function PayReminderModal({ reminder, onClose, ...rest }: PayReminderModalProps) {
  return (
    <Modal opened={reminder !== null} onClose={onClose} title="Marcar como pagado" centered>
      {reminder ? (
        <PayForm key={`${reminder.id}-${reminder.next_due}`} reminder={reminder} onClose={onClose} {...rest} />
      ) : null}
    </Modal>
  );
}

function PayForm({
  reminder,
  accounts,
  today,
  locale,
  onClose,
}: Omit<PayReminderModalProps, 'reminder'> & { reminder: Reminder }) {
  const pay = usePayReminder();
  const options = accountOptions(accounts, reminder.account_id);
  const form = useForm<PayFormValues>({
    resolver: zodResolver(PayFormSchema),
    defaultValues: {
      date: today,
      amount: formatTypedAmount(Math.abs(reminder.amount), reminder.currency, locale),
      account_id: reminder.account_id ?? options[0]?.value ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const accountId = useWatch({ control: form.control, name: 'account_id' });
  const currency = accounts.find((account) => account.id === accountId)?.currency ?? reminder.currency;
  const isBill = reminder.amount < 0;

  const submit = form.handleSubmit(async (values) => {
    const parsed = parseTypedAmount(values.amount, currency, locale);
    if (!parsed.ok || parsed.minor === 0) {
      form.setError(
        'amount',
        { type: 'parse', message: parsed.ok ? 'Escribe un importe mayor que cero' : parsed.message },
        { shouldFocus: true },
      );
      return;
    }
    const magnitude = Math.abs(parsed.minor);
    let saved: Reminder;
    try {
      saved = await pay.mutateAsync({
        id: reminder.id,
        input: {
          ...(reminder.next_due ? { due_date: reminder.next_due } : {}),
          date: values.date,
          amount: isBill ? -magnitude : magnitude,
          account_id: values.account_id,
        },
      });
    } catch (error) {
      toastErrors(applyServerErrors(error, form.setError, ['date', 'amount', 'account_id']));
      return;
    }
    toastSuccess(
      saved.next_due
        ? `Pago registrado. Próximo vencimiento: ${shortDate(saved.next_due, locale)}`
        : 'Pago registrado. Este recordatorio ya no tiene más vencimientos.',
    );
    onClose();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          Registramos {isBill ? 'el gasto' : 'el ingreso'} <strong>{reminder.title}</strong>
          {reminder.next_due ? ` del ${shortDate(reminder.next_due, locale)}` : ''} (
          {formatMoney(Math.abs(reminder.amount), reminder.currency, locale)}) en tus movimientos y pasamos al siguiente
          vencimiento.
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <FormDateField
            control={form.control}
            name="date"
            label="Fecha del pago"
            required
            error={errors.date?.message}
          />
          <TextInput
            label="Importe pagado"
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
        </SimpleGrid>
        {options.length === 0 ? (
          <Text size="sm" c="red">
            Necesitas una cuenta para registrar el pago. Créala en Cuentas.
          </Text>
        ) : null}
        <NativeSelect
          label="Cuenta"
          required
          data={[{ value: '', label: 'Elige una cuenta', disabled: true }, ...options]}
          error={errors.account_id?.message}
          {...form.register('account_id')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={isSubmitting} color="green">
            Registrar pago
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
