import { zodResolver } from '../../../lib/zod-resolver.ts';
import { formatMoney, formatTypedAmount } from '@cuentas/shared/money';
import type { Account } from '@cuentas/shared/schemas/accounts';
import type { Category } from '@cuentas/shared/schemas/categories';
import { isoDate } from '@cuentas/shared/schemas/common';
import type { Prospect } from '@cuentas/shared/schemas/prospects';
import { amountExample } from '@cuentas/shared/input-examples';
import { Alert, Anchor, Button, Group, Modal, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { applyServerErrors } from '../../../lib/server-errors.ts';
import { toastErrors, toastSuccess } from '../../../lib/toasts.ts';
import { useRealizeProspect } from '../api/realize-prospect.ts';
import { parsePositiveAmount } from '../prospect-input.ts';
import { categoryOptions, kindLabels } from '../prospect-view.ts';
import { FormDateField } from '../../../components/ui/date-field.tsx';

const RealizeFormSchema = z.object({
  account_id: z.string().min(1, 'Elige la cuenta'),
  date: isoDate,
  amount: z.string(),
  category_id: z.string(),
});
type RealizeFormValues = z.infer<typeof RealizeFormSchema>;
const fields = ['account_id', 'date', 'amount', 'category_id'] as const;

type RealizeModalProps = {
  prospect: Prospect | null;
  accounts: Account[];
  categories: Category[];
  locale: string;
  today: string;
  onClose: () => void;
};

/** "Concretar": the money arrived (or left) for real; this records the transaction in an account. */
export function RealizeModal({ prospect, onClose, ...rest }: RealizeModalProps) {
  return (
    <Modal
      opened={prospect !== null}
      onClose={onClose}
      title={prospect ? `Concretar «${prospect.title}»` : ''}
      centered
    >
      {prospect ? <RealizeForm key={prospect.id} prospect={prospect} onDone={onClose} {...rest} /> : null}
    </Modal>
  );
}

function RealizeForm({
  prospect,
  accounts,
  categories,
  locale,
  today,
  onDone,
}: Omit<RealizeModalProps, 'prospect' | 'onClose'> & { prospect: Prospect; onDone: () => void }) {
  const realize = useRealizeProspect();
  const usable = accounts.filter((account) => account.currency === prospect.currency && account.archived_at === null);
  const preferred = usable.find((account) => account.id === prospect.account_id) ?? usable[0];
  const form = useForm<RealizeFormValues>({
    resolver: zodResolver(RealizeFormSchema),
    defaultValues: {
      account_id: preferred?.id ?? '',
      date: today,
      amount: formatTypedAmount(prospect.amount, prospect.currency, locale),
      category_id: prospect.category_id ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const kind = kindLabels[prospect.kind].toLowerCase();

  const submit = form.handleSubmit(async (values) => {
    const amount = parsePositiveAmount(values.amount, prospect.currency, locale);
    if (!amount.ok) {
      form.setError('amount', { type: 'parse', message: amount.message }, { shouldFocus: true });
      return;
    }
    try {
      await realize.mutateAsync({
        id: prospect.id,
        input: {
          account_id: values.account_id,
          date: values.date,
          amount: amount.minor,
          category_id: values.category_id || null,
        },
      });
    } catch (error) {
      toastErrors(applyServerErrors(error, form.setError, fields));
      return;
    }
    const account = usable.find((item) => item.id === values.account_id);
    toastSuccess(
      `Registramos el ${kind} de ${formatMoney(amount.minor, prospect.currency, locale)} en ${account?.name ?? 'tu cuenta'}`,
    );
    onDone();
  });

  if (usable.length === 0) {
    return (
      <Stack gap="md">
        <Alert color="yellow" variant="light" title={`No tienes cuentas en ${prospect.currency}`}>
          <Text size="sm">
            Para concretarlo necesitas una cuenta en la misma moneda.{' '}
            <Anchor component={Link} to="/accounts" size="sm" fw={600}>
              Crea una en Cuentas
            </Anchor>
            .
          </Text>
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cerrar
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Crearemos el {kind} real en la cuenta que elijas y el prospecto pasará a «Concretados».
        </Text>
        <NativeSelect
          label="Cuenta"
          data={usable.map((account) => ({ value: account.id, label: `${account.name} (${account.currency})` }))}
          required
          data-autofocus
          error={errors.account_id?.message}
          {...form.register('account_id')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <FormDateField control={form.control} name="date" label="Fecha" required error={errors.date?.message} />
          <TextInput
            label="Importe"
            description="Cámbialo si al final fue otra cifra."
            placeholder={amountExample('income', prospect.currency, locale)}
            inputMode="decimal"
            autoComplete="off"
            required
            error={errors.amount?.message}
            {...form.register('amount')}
          />
        </SimpleGrid>
        <NativeSelect
          label="Categoría"
          data={[
            { value: '', label: 'Sin categoría' },
            ...categoryOptions(categories, prospect.kind, prospect.category_id),
          ]}
          error={errors.category_id?.message}
          {...form.register('category_id')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancelar
          </Button>
          <Button type="submit" color={prospect.kind === 'income' ? 'teal' : undefined} loading={isSubmitting}>
            Concretar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
