import { SegmentedControl } from '@mantine/core';

export type FormKind = 'expense' | 'income' | 'transfer';

const options: { value: FormKind; label: string }[] = [
  { value: 'expense', label: 'Gasto' },
  { value: 'income', label: 'Ingreso' },
  { value: 'transfer', label: 'Transferencia' },
];

/** Gasto / Ingreso / Transferencia at the top of the form; a transfer cannot become one of the others once saved. */
export function KindSwitch({
  value,
  onChange,
  allowTransfer,
}: {
  value: FormKind;
  onChange: (kind: FormKind) => void;
  allowTransfer: boolean;
}) {
  return (
    <SegmentedControl
      aria-label="Tipo de movimiento"
      fullWidth
      data={allowTransfer ? options : options.filter((option) => option.value !== 'transfer')}
      value={value}
      onChange={(next) => onChange(next as FormKind)}
      color={value === 'income' ? 'green' : value === 'expense' ? 'red' : 'cyan'}
    />
  );
}
