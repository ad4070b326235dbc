import type { QifDateOrder } from '@cuentas/shared/schemas/imports';
import { Select } from '@mantine/core';

const AUTOMATIC = 'auto';
const orders = [
  { value: AUTOMATIC, label: 'Detectar del archivo' },
  { value: 'dmy', label: 'Día, mes y año · 31/01/26' },
  { value: 'mdy', label: 'Mes, día y año · 01/31/26' },
  { value: 'ymd', label: 'Año, mes y día · 26/01/31' },
] satisfies { value: QifDateOrder | typeof AUTOMATIC; label: string }[];

type DateOrderSelectProps = { value: QifDateOrder | null; onChange: (order: QifDateOrder | null) => void };

/** A QIF's date order, when the file leaves it open: the preview shows the dates each choice gives. */
export function DateOrderSelect({ value, onChange }: DateOrderSelectProps) {
  return (
    <Select
      label="Orden de las fechas"
      description="Un QIF no dice si sus fechas van día, mes y año u otro orden: comprueba las fechas de la vista previa."
      data={orders}
      value={value ?? AUTOMATIC}
      onChange={(next) => onChange(next === null || next === AUTOMATIC ? null : (next as QifDateOrder))}
      allowDeselect={false}
      maw={360}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
