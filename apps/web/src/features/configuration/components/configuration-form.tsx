import { zodResolver } from '../../../lib/zod-resolver.ts';
import { commonCurrencies, countries, countryCodes, findCountry } from '@cuentas/shared/countries';
import { messages } from '@cuentas/shared/messages';
import { currencyField } from '@cuentas/shared/schemas/common';
import type { SaveConfigurationInput } from '@cuentas/shared/schemas/configuration';
import { Button, Group, NativeSelect, SimpleGrid, Stack } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { currencyLabel } from '../../../lib/locale.ts';
import { applyServerErrors } from '../../../lib/server-errors.ts';
import { toastErrors } from '../../../lib/toasts.ts';

const ConfigurationFormSchema = z.object({
  country: z.enum(countryCodes, { message: messages.required }),
  base_currency: currencyField,
  month_start_day: z.number().int().min(1).max(31),
});
type ConfigurationFormValues = z.input<typeof ConfigurationFormSchema>;
const fields = ['country', 'base_currency', 'month_start_day'] as const;

const countryOptions = countries.map((country) => ({ value: country.code, label: country.name }));
const dayOptions = Array.from({ length: 31 }, (_, index) => String(index + 1));

function currencyOptions(selected: string) {
  const codes: string[] = [...commonCurrencies];
  if (selected && !codes.includes(selected)) codes.unshift(selected);
  return codes.map((code) => ({ value: code, label: currencyLabel(code) }));
}

type ConfigurationFormProps = {
  initial: { country: string | null; base_currency: string | null; month_start_day: number };
  submitLabel: string;
  onSubmit: (values: SaveConfigurationInput) => Promise<unknown>;
  /** Extra controls beside the submit button (e.g. "Atrás"). */
  secondary?: React.ReactNode;
};

/** Country, base currency and the day the financial month starts. Picking a country picks its currency. */
export function ConfigurationForm({ initial, submitLabel, onSubmit, secondary }: ConfigurationFormProps) {
  const form = useForm<ConfigurationFormValues, unknown, z.output<typeof ConfigurationFormSchema>>({
    resolver: zodResolver(ConfigurationFormSchema),
    defaultValues: {
      country: initial.country ?? '',
      base_currency: initial.base_currency ?? (initial.country ? findCountry(initial.country)?.currency : '') ?? '',
      month_start_day: initial.month_start_day || 1,
    },
  });
  const currency = useWatch({ control: form.control, name: 'base_currency' });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      toastErrors(applyServerErrors(error, form.setError, fields));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <NativeSelect
          label="País"
          required
          data={[{ value: '', label: 'Selecciona tu país', disabled: true }, ...countryOptions]}
          error={errors.country?.message}
          {...form.register('country', {
            onChange: (event: React.ChangeEvent<HTMLSelectElement>) => {
              const match = findCountry(event.target.value);
              if (match) form.setValue('base_currency', match.currency, { shouldValidate: form.formState.isSubmitted });
            },
          })}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <NativeSelect
            label="Moneda principal"
            description="En ella verás tus totales y reportes."
            required
            data={[{ value: '', label: 'Selecciona una moneda', disabled: true }, ...currencyOptions(currency)]}
            error={errors.base_currency?.message}
            {...form.register('base_currency')}
          />
          <NativeSelect
            label="Día de inicio del mes"
            description="El día en que sueles recibir tu ingreso."
            required
            data={dayOptions}
            error={errors.month_start_day?.message}
            {...form.register('month_start_day', { setValueAs: (value: unknown) => Number(value) })}
          />
        </SimpleGrid>
        <Group justify={secondary ? 'space-between' : 'flex-end'} mt="xs">
          {secondary}
          <Button type="submit" loading={form.formState.isSubmitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
