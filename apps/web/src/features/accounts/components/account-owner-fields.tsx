import type { Household } from '@cuentas/shared/schemas/households';
import { Checkbox, NativeSelect, SimpleGrid } from '@mantine/core';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import type { AccountFormValues } from '../account-input.ts';

/**
 * Whose the account is, in a household of several (decision 049): «Compartida» or a member, and
 * for the person's own account whether it is private. A private account, its balance and its
 * movements are seen by its owner only; the others' totals say that one is left out.
 */
export function AccountOwnerFields({
  form,
  members,
  meId,
}: {
  form: UseFormReturn<AccountFormValues>;
  members: Household['members'];
  meId: string | undefined;
}) {
  const owner = useWatch({ control: form.control, name: 'owner' });
  const { errors } = form.formState;
  const options = [
    { value: '', label: 'Compartida' },
    ...members
      .filter((member) => member.role !== 'viewer')
      .map((member) => ({ value: member.id, label: member.id === meId ? `${member.name} (tú)` : member.name })),
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <NativeSelect
        label="De quién es"
        description="Compartida: es de todo el hogar."
        data={options}
        error={errors.owner?.message}
        {...form.register('owner')}
      />
      {owner !== '' && owner === meId ? (
        <Checkbox
          mt={{ base: 0, xs: 'xl' }}
          label="Privada: solo tú la ves"
          description="Su saldo y sus movimientos no aparecen para el resto del hogar; sus totales dirán que falta una cuenta."
          error={errors.private?.message}
          {...form.register('private')}
        />
      ) : null}
    </SimpleGrid>
  );
}
