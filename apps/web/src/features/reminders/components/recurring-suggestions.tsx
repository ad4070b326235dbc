import type { Reminder } from '@cuentas/shared/schemas/reminders';
import type { RecurringCharge } from '@cuentas/shared/schemas/recurring-charges';
import { formatMoney } from '@cuentas/shared/money';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconRepeat } from '@tabler/icons-react';
import { formatCalendarDate } from '../../../lib/format-date.ts';
import { settle } from '../../../lib/query-client.ts';
import { toastSuccess } from '../../../lib/toasts.ts';
import { useState } from 'react';
import { useAddChargeToBudget } from '../api/add-charge-to-budget.ts';
import { useCreateReminder } from '../api/create-reminder.ts';
import { useRecurringCharges } from '../api/get-recurring-charges.ts';
import { reminderForCharge } from '../lib/recurring-reminder.ts';

const EVERY: Record<RecurringCharge['interval'], string> = {
  weekly: 'cada semana',
  biweekly: 'cada dos semanas',
  monthly: 'cada mes',
  bimonthly: 'cada dos meses',
  quarterly: 'cada tres meses',
  yearly: 'cada año',
};

type Props = {
  reminders: Reminder[];
  accountNames: Map<string, string>;
  currencyOf: (accountId: string) => string;
  locale: string;
};

/** Charges that repeat in the imported movements and have no reminder yet, each one click from becoming one. */
export function RecurringSuggestions({ reminders, accountNames, currencyOf, locale }: Props) {
  const charges = useRecurringCharges();
  const create = useCreateReminder();
  const addToBudget = useAddChargeToBudget();
  // Charges already added to this month's budget in this visit: the button does not add them twice.
  const [budgeted, setBudgeted] = useState<ReadonlySet<string>>(new Set());
  const known = new Set(reminders.map((reminder) => `${reminder.account_id}|${reminder.title.toLowerCase()}`));
  const open = (charges.data ?? []).filter(
    (charge) => !known.has(`${charge.account_id}|${charge.payee.toLowerCase()}`),
  );
  if (open.length === 0) return null;

  async function accept(charge: RecurringCharge) {
    if (await settle(create.mutateAsync(reminderForCharge(charge))))
      toastSuccess(`Creamos el recordatorio «${charge.payee}»`);
  }

  async function budget(charge: RecurringCharge) {
    const line = await settle(addToBudget.mutateAsync({ account_id: charge.account_id, payee: charge.payee }));
    if (!line) return;
    setBudgeted((previous) => new Set(previous).add(`${charge.account_id}|${charge.payee}`));
    toastSuccess(line.message);
  }

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="recurring-suggestions-title"
    >
      <Title order={2} fz="h4" id="recurring-suggestions-title">
        Cobros que se repiten
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Los encontramos en tus movimientos importados. Crea un recordatorio para que no te tomen por sorpresa, o súmalos
        al presupuesto de este mes en su categoría.
      </Text>
      <Stack gap="sm">
        {open.map((charge) => {
          const money = formatMoney(Math.abs(charge.last_amount), currencyOf(charge.account_id), locale);
          return (
            <Group
              key={`${charge.account_id}|${charge.transaction_ids[0]}`}
              justify="space-between"
              // On a phone the two buttons go under the charge instead of squeezing its text.
              wrap="wrap"
              align="flex-start"
              component="article"
              aria-label={charge.payee}
            >
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <IconRepeat size={18} aria-hidden="true" />
                <Stack gap={2}>
                  <Text fw={600}>{charge.payee}</Text>
                  <Text size="sm">
                    {money} {EVERY[charge.interval]} · {accountNames.get(charge.account_id) ?? 'Cuenta'} · próximo el{' '}
                    {formatCalendarDate(charge.next_date, locale)}
                  </Text>
                  {/* A sentence, not a badge: a badge cuts it to «Claro Hogar …» on a phone. */}
                  {charge.message ? (
                    <Text size="sm" fw={600} c="orange.8">
                      {charge.message}
                    </Text>
                  ) : null}
                </Stack>
              </Group>
              <Group gap="xs" justify="flex-end">
                <Button
                  size="xs"
                  variant="light"
                  loading={create.isPending && create.variables?.title === charge.payee}
                  onClick={() => void accept(charge)}
                >
                  Crear recordatorio
                </Button>
                {charge.category_id ? (
                  <Button
                    size="xs"
                    variant="default"
                    disabled={budgeted.has(`${charge.account_id}|${charge.payee}`)}
                    loading={addToBudget.isPending && addToBudget.variables?.payee === charge.payee}
                    onClick={() => void budget(charge)}
                    aria-label={`Sumar ${charge.payee} al presupuesto`}
                  >
                    {budgeted.has(`${charge.account_id}|${charge.payee}`) ? 'En el presupuesto' : 'Al presupuesto'}
                  </Button>
                ) : null}
              </Group>
            </Group>
          );
        })}
      </Stack>
    </Paper>
  );
}
