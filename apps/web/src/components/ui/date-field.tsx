import { dayFirst } from '@cuentas/shared/calendar-dates';
import { DATE_HINT } from '@cuentas/shared/input-examples';
import { DateInput, type DateInputProps } from '@mantine/dates';
import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import { useState } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { readTypedDate, rejectedDateMessage } from '../../lib/typed-date.ts';

type DateFieldProps = Omit<
  DateInputProps,
  'value' | 'defaultValue' | 'onChange' | 'minDate' | 'maxDate' | 'dateParser' | 'valueFormat'
> & {
  /** YYYY-MM-DD, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  min?: string;
  max?: string;
};

/**
 * A calendar date shown and typed day first (03/11/2026) with a Spanish calendar, whatever
 * language the browser speaks: a native date input follows the browser, and in an English one
 * it reads 11/03/2026, which here means the 11th of March. Values stay YYYY-MM-DD.
 * Text that is not a date is not taken: on leaving the field it shows the last valid date again,
 * and says under the field why the text was not taken.
 */
export function DateField({ value, onChange, min, max, error, onBlur, onInput, ...props }: DateFieldProps) {
  // Kept with the value it was said about: once the value changes (a date picked, the form reset,
  // the filters cleared), the message no longer applies.
  const [rejected, setRejected] = useState<{ message: string; value: string } | null>(null);
  const shownError = error ?? (rejected?.value === value ? rejected.message : null);
  return (
    <DateInput
      locale="es"
      firstDayOfWeek={1}
      valueFormat={dayFirst}
      dateParser={readTypedDate}
      placeholder={DATE_HINT}
      autoComplete="off"
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      minDate={min || undefined}
      maxDate={max || undefined}
      error={shownError}
      aria-invalid={Boolean(shownError)}
      popoverProps={{ withinPortal: true }}
      onInput={(event) => {
        setRejected(null);
        onInput?.(event);
      }}
      onBlur={(event) => {
        // Read before DateInput puts the last valid date back into the field.
        const message = rejectedDateMessage(event.currentTarget.value, min, max);
        setRejected(message ? { message, value } : null);
        onBlur?.(event);
      }}
      {...props}
    />
  );
}

type FormDateFieldProps<Values extends FieldValues> = Omit<DateFieldProps, 'value' | 'onChange' | 'name'> & {
  control: Control<Values>;
  name: FieldPath<Values>;
  /** Called after the form field takes a new value (for fields that follow this one). */
  onValueChange?: (value: string) => void;
};

/** DateField bound to a react-hook-form field holding YYYY-MM-DD. */
export function FormDateField<Values extends FieldValues>({
  control,
  name,
  onBlur,
  onValueChange,
  ...props
}: FormDateFieldProps<Values>) {
  const {
    field: { ref, value, onChange, onBlur: markTouched },
  } = useController({ control, name });
  return (
    <DateField
      {...props}
      ref={ref}
      name={name}
      value={typeof value === 'string' ? value : ''}
      onChange={(next) => {
        onChange(next);
        onValueChange?.(next);
      }}
      onBlur={(event) => {
        markTouched();
        onBlur?.(event);
      }}
    />
  );
}
