import { formatTypedAmount } from '@cuentas/shared/money';
import { useBudgetEditable } from '../budget-owner.ts';
import { Loader, TextInput, type TextInputProps } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import { allErrorMessages } from '../../../lib/server-errors.ts';
import { parseBudgetAmount } from '../budget-amount.ts';

type InlineAmountInputProps = Omit<
  TextInputProps,
  'value' | 'onChange' | 'onBlur' | 'onFocus' | 'onKeyDown' | 'error'
> & {
  value: number;
  currency: string;
  locale: string;
  /** Rejects with the API error to show it under the field. */
  onSave: (minor: number) => Promise<unknown>;
};

/**
 * An amount that saves itself: type "1.234,56" or "12.500", then leave the field or press Enter.
 * Escape puts back the saved amount. Nothing is sent when the amount did not change.
 */
export function InlineAmountInput({
  value,
  currency,
  locale,
  onSave,
  disabled: disabledByCaller,
  ...props
}: InlineAmountInputProps) {
  // A read-only member reads the amounts; the fields do not take changes.
  const canWrite = useBudgetEditable();
  const disabled = disabledByCaller || !canWrite;
  // null while not editing: the field shows the saved amount, so a refetch never fights the user.
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const shown = draft ?? (value === 0 ? '' : formatTypedAmount(value, currency, locale));

  async function commit() {
    if (draft === null || saving) return;
    const parsed = parseBudgetAmount(draft, currency, locale);
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    if (parsed.minor === value) {
      setDraft(null);
      setError(null);
      return;
    }
    setSaving(true);
    try {
      await onSave(parsed.minor);
      setDraft(null);
      setError(null);
      setSaved(true);
      window.setTimeout(() => setSaved(false), 1500);
    } catch (failure) {
      setError(allErrorMessages(failure)[0] ?? null);
    } finally {
      setSaving(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      void commit();
    } else if (event.key === 'Escape' && draft !== null) {
      event.preventDefault();
      setDraft(null);
      setError(null);
    }
  }

  return (
    <TextInput
      styles={{ input: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } }}
      {...props}
      value={shown}
      inputMode="decimal"
      autoComplete="off"
      placeholder={props.placeholder ?? '0'}
      disabled={disabled}
      error={error}
      aria-busy={saving || undefined}
      onFocus={() => setDraft(shown)}
      onChange={(event) => {
        setDraft(event.currentTarget.value);
        if (error) setError(null);
      }}
      onBlur={() => void commit()}
      onKeyDown={onKeyDown}
      rightSection={
        saving ? (
          <Loader size={14} aria-label="Guardando" />
        ) : saved ? (
          <IconCheck size={16} color="var(--mantine-color-teal-7)" aria-label="Guardado" />
        ) : undefined
      }
    />
  );
}
