import { zodResolver } from '../../../lib/zod-resolver.ts';
import { formatMoney } from '@cuentas/shared/money';
import { isoDate } from '@cuentas/shared/schemas/common';
import type { SavingsGoal } from '@cuentas/shared/schemas/savings';
import { amountExample } from '@cuentas/shared/input-examples';
import { Button, Group, Modal, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { applyServerErrors } from '../../../lib/server-errors.ts';
import { toastErrors, toastSuccess } from '../../../lib/toasts.ts';
import { useCreateContribution } from '../api/create-contribution.ts';
import { parseContributionAmount } from '../goal-input.ts';
import { FormDateField } from '../../../components/ui/date-field.tsx';

const ContributionFormSchema = z.object({ amount: z.string(), date: isoDate, note: z.string().trim().max(200) });
type ContributionFormValues = z.infer<typeof ContributionFormSchema>;
const fields = ['amount', 'date', 'note'] as const;
type Direction = 'in' | 'out';

type ContributionModalProps = { goal: SavingsGoal | null; today: string; locale: string; onClose: () => void };

/** "Aportar": money set aside for the goal (or taken out: a withdrawal, typed negative or picked as "Retirar"). */
export function ContributionModal({ goal, today, locale, onClose }: ContributionModalProps) {
  return (
    <Modal opened={goal !== null} onClose={onClose} title={goal ? `Aportar a «${goal.name}»` : ''} centered>
      {goal ? <ContributionForm key={goal.id} goal={goal} today={today} locale={locale} onDone={onClose} /> : null}
    </Modal>
  );
}

function ContributionForm({
  goal,
  today,
  locale,
  onDone,
}: {
  goal: SavingsGoal;
  today: string;
  locale: string;
  onDone: () => void;
}) {
  const createContribution = useCreateContribution();
  const [direction, setDirection] = useState<Direction>('in');
  const form = useForm<ContributionFormValues>({
    resolver: zodResolver(ContributionFormSchema),
    defaultValues: { amount: '', date: today, note: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const money = (minor: number) => formatMoney(minor, goal.currency, locale);

  const submit = form.handleSubmit(async (values) => {
    const parsed = parseContributionAmount(values.amount, goal.currency, locale);
    if (!parsed.ok) {
      form.setError('amount', { type: 'parse', message: parsed.message }, { shouldFocus: true });
      return;
    }
    // A minus sign typed by habit and "Retirar" both mean money out; never a double negative.
    const amount = direction === 'out' ? -Math.abs(parsed.minor) : parsed.minor;
    let updated: SavingsGoal;
    try {
      updated = await createContribution.mutateAsync({
        goalId: goal.id,
        input: { amount, date: values.date, note: values.note },
      });
    } catch (error) {
      toastErrors(applyServerErrors(error, form.setError, fields));
      return;
    }
    if (updated.achieved && !goal.achieved) toastSuccess(`¡Lograste tu meta «${goal.name}»!`);
    else
      toastSuccess(
        amount > 0 ? `Aportaste ${money(amount)} a «${goal.name}»` : `Retiraste ${money(-amount)} de «${goal.name}»`,
      );
    onDone();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Llevas {money(goal.saved)} de {money(goal.target_amount)}.
        </Text>
        <SegmentedControl
          fullWidth
          value={direction}
          onChange={(value) => setDirection(value === 'out' ? 'out' : 'in')}
          data={[
            { value: 'in', label: 'Aportar' },
            { value: 'out', label: 'Retirar' },
          ]}
          aria-label="Tipo de movimiento"
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label="Importe"
            description={
              direction === 'out' ? 'Lo que sacas de la meta.' : 'Para retirar, elige «Retirar» o escribe un negativo.'
            }
            placeholder={amountExample('saving', goal.currency, locale)}
            inputMode="decimal"
            autoComplete="off"
            required
            data-autofocus
            error={errors.amount?.message}
            {...form.register('amount', {
              onChange: (event: { target: { value: string } }) => {
                if (event.target.value.trim().startsWith('-')) setDirection('out');
              },
            })}
          />
          <FormDateField control={form.control} name="date" label="Fecha" required error={errors.date?.message} />
        </SimpleGrid>
        <TextInput
          label="Nota (opcional)"
          placeholder="Ej.: Prima de diciembre"
          maxLength={200}
          error={errors.note?.message}
          {...form.register('note')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancelar
          </Button>
          <Button type="submit" loading={isSubmitting} color={direction === 'out' ? 'orange' : undefined}>
            {direction === 'out' ? 'Guardar retiro' : 'Guardar aporte'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
