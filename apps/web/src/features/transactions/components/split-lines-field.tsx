import { formatMoney } from '@cuentas/shared/money';
import { amountExample } from '@cuentas/shared/input-examples';
import { ActionIcon, Alert, Button, Fieldset, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, useFieldArray, type UseFormReturn } from 'react-hook-form';
import { amountToInput, parseEntryAmount, type SplitStatus } from '../lib/amounts.ts';
import type { CategoryOptionGroup } from '../lib/categories.ts';
import { emptySplitLine, type TransactionFormValues } from '../lib/form-values.ts';

type SplitLinesFieldProps = {
  form: UseFormReturn<TransactionFormValues>;
  currency: string;
  locale: string;
  categoryData: CategoryOptionGroup[];
  status: SplitStatus;
};

const MAX_LINES = 50;

function StatusLine({ status, currency, locale }: { status: SplitStatus; currency: string; locale: string }) {
  if (status.remaining === null) {
    return (
      <Text size="sm" c="dimmed">
        Escribe primero el importe total.
      </Text>
    );
  }
  if (status.remaining === 0) {
    return (
      <Text size="sm" c="green.8" fw={600}>
        {status.invalidLines.length ? 'Completa el importe de cada parte' : 'Todo asignado'}
      </Text>
    );
  }
  if (status.remaining > 0) {
    return (
      <Text size="sm" c="orange.8" fw={600}>
        Falta por asignar: {formatMoney(status.remaining, currency, locale)}
      </Text>
    );
  }
  return (
    <Text size="sm" c="red.7" fw={600}>
      Te pasaste por {formatMoney(-status.remaining, currency, locale)}
    </Text>
  );
}

/** The parts of a split: category, amount and note each, with what is left to assign kept in view. */
export function SplitLinesField({ form, currency, locale, categoryData, status }: SplitLinesFieldProps) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'splits' });
  const { errors } = form.formState;
  const rootError = errors.splits?.message ?? errors.splits?.root?.message;
  const placeholder = amountExample('purchase', currency, locale);

  /** Puts what is left into the first empty part, or a new one. */
  function assignRemaining() {
    if (!status.remaining || status.remaining <= 0) return;
    // An empty part takes what is missing; otherwise the last part is topped up, as people mean.
    const lines = form.getValues('splits');
    const empty = lines.findIndex((line) => line.amount.trim() === '');
    if (empty >= 0) {
      form.setValue(`splits.${empty}.amount`, amountToInput(status.remaining, currency, locale), {
        shouldValidate: false,
      });
      return;
    }
    const last = lines.length - 1;
    const current = last >= 0 ? parseEntryAmount(lines[last]!.amount, currency, locale) : null;
    if (current?.ok)
      form.setValue(`splits.${last}.amount`, amountToInput(current.minor + status.remaining, currency, locale), {
        shouldValidate: false,
      });
    else append({ ...emptySplitLine, amount: amountToInput(status.remaining, currency, locale) });
  }

  return (
    <Fieldset legend="Partes de la división" radius="md" p="sm">
      <Stack gap="sm">
        {fields.map((field, index) => (
          <Group key={field.id} gap="xs" align="flex-start" wrap="wrap" role="group" aria-label={`Parte ${index + 1}`}>
            <Text size="xs" fw={700} c="dimmed" w="100%" mb={-4} aria-hidden="true">
              Parte {index + 1}
            </Text>
            <Controller
              control={form.control}
              name={`splits.${index}.category_id`}
              render={({ field: select }) => (
                <Select
                  aria-label={`Categoría de la parte ${index + 1}`}
                  placeholder="Categoría"
                  data={categoryData}
                  value={select.value}
                  onChange={select.onChange}
                  onBlur={select.onBlur}
                  ref={select.ref}
                  searchable
                  clearable
                  nothingFoundMessage="Ninguna categoría coincide"
                  style={{ flex: '1 1 150px' }}
                />
              )}
            />
            <TextInput
              aria-label={`Importe de la parte ${index + 1}`}
              placeholder={`Importe (${placeholder})`}
              inputMode="decimal"
              autoComplete="off"
              error={errors.splits?.[index]?.amount?.message}
              style={{ flex: '1 1 110px' }}
              {...form.register(`splits.${index}.amount`)}
            />
            <Group gap="xs" wrap="nowrap" align="flex-start" style={{ flex: '2 1 180px' }}>
              <TextInput
                aria-label={`Nota de la parte ${index + 1}`}
                placeholder="Nota (opcional)"
                autoComplete="off"
                style={{ flex: 1 }}
                {...form.register(`splits.${index}.notes`)}
              />
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={`Quitar la parte ${index + 1}`}
                disabled={fields.length <= 2}
                onClick={() => remove(index)}
              >
                <IconTrash size={18} aria-hidden="true" />
              </ActionIcon>
            </Group>
          </Group>
        ))}
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden="true" />}
              disabled={fields.length >= MAX_LINES}
              onClick={() => append({ ...emptySplitLine })}
            >
              Añadir parte
            </Button>
            {status.remaining !== null && status.remaining > 0 ? (
              <Button variant="subtle" size="xs" onClick={assignRemaining}>
                Asignar lo que falta
              </Button>
            ) : null}
          </Group>
          <div aria-live="polite">
            <StatusLine status={status} currency={currency} locale={locale} />
          </div>
        </Group>
        {rootError ? (
          <Alert color="red" variant="light" role="alert" p="xs">
            {rootError}
          </Alert>
        ) : null}
      </Stack>
    </Fieldset>
  );
}
