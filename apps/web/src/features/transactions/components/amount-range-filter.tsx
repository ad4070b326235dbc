import { amountExample } from '@cuentas/shared/input-examples';
import { Group, TextInput } from '@mantine/core';
import { useDebouncedText } from '../hooks/use-debounced-text.ts';
import type { FilterErrors, TransactionFilterState } from '../lib/filters.ts';

type AmountRangeFilterProps = {
  filters: TransactionFilterState;
  errors: FilterErrors;
  currency: string;
  /** How the user's country writes numbers (the example in the fields). */
  locale: string;
  onChange: (patch: Partial<TransactionFilterState>, options?: { replace?: boolean }) => void;
};

/** Minimum and maximum size of a movement in one currency, typed as people write money ("1.234,56", "12.500"). */
export function AmountRangeFilter({ filters, errors, currency, locale, onChange }: AmountRangeFilterProps) {
  const min = useDebouncedText(filters.min, (value) => onChange({ min: value }, { replace: true }), 500);
  const max = useDebouncedText(filters.max, (value) => onChange({ max: value }, { replace: true }), 500);
  const placeholder = amountExample('balance', currency, locale);
  // The bounds compare amounts in this currency only: a movement in another currency is left out, never compared raw.
  const description = `Solo movimientos en ${currency}, sin signo`;
  return (
    <Group grow gap="xs" wrap="nowrap" align="flex-start">
      <TextInput
        label="Importe mínimo"
        placeholder={placeholder}
        inputMode="decimal"
        autoComplete="off"
        description={description}
        value={min.text}
        error={errors.min}
        onChange={(event) => min.change(event.currentTarget.value)}
        onBlur={min.flush}
      />
      <TextInput
        label="Importe máximo"
        placeholder={placeholder}
        inputMode="decimal"
        autoComplete="off"
        description={description}
        value={max.text}
        error={errors.max}
        onChange={(event) => max.change(event.currentTarget.value)}
        onBlur={max.flush}
      />
    </Group>
  );
}
