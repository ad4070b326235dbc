import { Select } from '@mantine/core';
import { useActiveHousehold } from '../../../api/households.ts';

type BudgetOwnerPickerProps = { member: string | undefined; onChange: (member: string | undefined) => void };

const SHARED = 'hogar';

/**
 * «Presupuesto de»: the household's shared budget or a member's personal one (decision 054). Only
 * in a household of more than one person; a read-only member has no budget of their own.
 */
export function BudgetOwnerPicker({ member, onChange }: BudgetOwnerPickerProps) {
  const { household, meId, shared } = useActiveHousehold();
  if (!shared || !household) return null;
  const people = household.members
    .filter((person) => person.role !== 'viewer')
    .map((person) => ({ value: person.id, label: person.id === meId ? `${person.name} (tú)` : person.name }));
  return (
    <Select
      label="Presupuesto de"
      description="El compartido cuenta todo lo del hogar; uno personal, solo las cuentas de esa persona."
      data={[{ value: SHARED, label: 'Todo el hogar (compartido)' }, ...people]}
      value={member ?? SHARED}
      onChange={(value) => onChange(value && value !== SHARED ? value : undefined)}
      allowDeselect={false}
      maw={420}
    />
  );
}
