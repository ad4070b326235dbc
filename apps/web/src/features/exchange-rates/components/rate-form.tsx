import { commonCurrencies } from '@cuentas/shared/countries';
import { rateExample } from '@cuentas/shared/input-examples';
import type { ExchangeRate } from '@cuentas/shared/schemas/exchange-rates';
import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowsLeftRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { currencyLabel } from '../../../lib/locale.ts';
import { applyServerErrors } from '../../../lib/server-errors.ts';
import { toastErrors, toastSuccess } from '../../../lib/toasts.ts';
import { useExchangeRates } from '../api/get-exchange-rates.ts';
import { useSaveExchangeRate } from '../api/save-exchange-rate.ts';
import { formatRate, parseRateInput, RATE_CHANGE_TO_CONFIRM, rateChange, rateToInput } from '../rate-format.ts';
import { FormDateField } from '../../../components/ui/date-field.tsx';

type RateValues = { from_currency: string; to_currency: string; rate: string; date: string };
const fields = ['from_currency', 'to_currency', 'rate', 'date'] as const;

export type RatePrefill = { from_currency: string; to_currency: string };

type RateFormProps = {
  currencies: string[];
  baseCurrency: string;
  today: string;
  locale: string;
  /** The rate being edited; else a new one, optionally for a given pair. */
  editing?: ExchangeRate | null;
  prefill?: RatePrefill | null;
  onDone: () => void;
};

function initialValues({ editing, prefill, baseCurrency, currencies, today, locale }: RateFormProps): RateValues {
  if (editing)
    return {
      from_currency: editing.from_currency,
      to_currency: editing.to_currency,
      rate: rateToInput(editing.rate, locale),
      date: editing.date,
    };
  const from = prefill?.from_currency ?? currencies.find((code) => code !== baseCurrency) ?? 'USD';
  return { from_currency: from, to_currency: prefill?.to_currency ?? baseCurrency, rate: '', date: today };
}

/** One rate: 1 unit of the first currency equals `rate` of the second, from a date on. */
export function RateForm(props: RateFormProps) {
  const { currencies, locale, editing, onDone } = props;
  const save = useSaveExchangeRate();
  const form = useForm<RateValues>({ defaultValues: initialValues(props) });
  const [from, to, rateText] = useWatch({ control: form.control, name: ['from_currency', 'to_currency', 'rate'] });
  const parsed = parseRateInput(rateText, locale);
  const { errors, isSubmitting } = form.formState;
  const rates = useExchangeRates().data ?? [];
  // The rate in force for the same pair before this one: a jump of more than 20 % asks first.
  const [confirmedFor, setConfirmedFor] = useState<string | null>(null);
  const date = useWatch({ control: form.control, name: 'date' });
  const previous = rates
    .filter(
      (rate) =>
        rate.from_currency === from &&
        rate.to_currency === to &&
        rate.id !== editing?.id &&
        (!date || rate.date <= date),
    )
    .sort((a, b) => b.date.localeCompare(a.date))[0];
  const change = parsed.ok && previous ? rateChange(previous.rate, parsed.rate) : 0;
  const needsConfirmation = parsed.ok && change > RATE_CHANGE_TO_CONFIRM && confirmedFor !== parsed.rate;
  const options = [...new Set([from, to, ...currencies, ...commonCurrencies])].map((code) => ({
    value: code,
    label: currencyLabel(code),
  }));

  function swap() {
    form.setValue('from_currency', to);
    form.setValue('to_currency', from);
  }

  const submit = form.handleSubmit(async (values) => {
    if (values.from_currency === values.to_currency) {
      form.setError('to_currency', { type: 'same', message: 'Elige dos monedas distintas' }, { shouldFocus: true });
      return;
    }
    const rate = parseRateInput(values.rate, locale);
    if (!rate.ok) {
      form.setError('rate', { type: 'parse', message: rate.message }, { shouldFocus: true });
      return;
    }
    if (!values.date) {
      form.setError(
        'date',
        { type: 'required', message: 'Elige la fecha desde la que vale la tasa' },
        { shouldFocus: true },
      );
      return;
    }
    if (needsConfirmation) {
      setConfirmedFor(rate.rate);
      return;
    }
    try {
      await save.mutateAsync({ id: editing?.id, input: { ...values, rate: rate.rate } });
    } catch (error) {
      toastErrors(applyServerErrors(error, form.setError, fields));
      return;
    }
    toastSuccess(editing ? 'Tasa actualizada' : `Tasa ${values.from_currency}→${values.to_currency} guardada`);
    onDone();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={2} spacing="sm">
          <NativeSelect
            label="De (moneda)"
            data={options}
            error={errors.from_currency?.message}
            {...form.register('from_currency')}
          />
          <NativeSelect
            label="A (moneda)"
            data={options}
            error={errors.to_currency?.message}
            {...form.register('to_currency')}
          />
          <TextInput
            label="Tasa"
            placeholder={rateExample(locale)}
            inputMode="decimal"
            autoComplete="off"
            required
            data-autofocus
            error={errors.rate?.message}
            {...form.register('rate')}
          />
          <FormDateField
            control={form.control}
            name="date"
            label="Válida desde"
            required
            error={errors.date?.message}
          />
        </SimpleGrid>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm" c="dimmed" aria-live="polite">
            {parsed.ok ? `1 ${from} = ${formatRate(parsed.rate, locale)} ${to}` : `¿Cuántos ${to} vale 1 ${from}?`}
          </Text>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconArrowsLeftRight size={14} aria-hidden="true" />}
            onClick={swap}
          >
            Invertir monedas
          </Button>
        </Group>
        {parsed.ok && previous && change > RATE_CHANGE_TO_CONFIRM ? (
          <Alert color="yellow" title="¿Seguro que es esta tasa?" data-testid="rate-change-warning">
            Difiere un {Math.round(change * 100).toLocaleString(locale)} % de la anterior (1 {from} ={' '}
            {formatRate(previous.rate, locale)} {to}). Revisa los puntos y comas: «4.580» son cuatro mil quinientos
            ochenta.
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancelar
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {confirmedFor !== null && confirmedFor === (parsed.ok ? parsed.rate : null)
              ? 'Guardar de todos modos'
              : editing
                ? 'Guardar cambios'
                : 'Guardar tasa'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
