import type { Household } from '@cuentas/shared/schemas/households';
import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { toastSuccess } from '../../../lib/toasts.ts';
import { useHandOver } from '../api/household-extras.ts';

/**
 * Who administers the household (decision 050). The founder always does: the ledger is named by
 * them, so the screen says so instead of offering to leave or hand over. Another owner can hand
 * the administration to someone else and stay as a member.
 */
export function HandOver({ household, meId }: { household: Household; meId: string }) {
  const handOver = useHandOver(household.id);
  const [memberId, setMemberId] = useState('');
  const [confirming, setConfirming] = useState(false);
  const founder = household.members.find((member) => member.is_founder);
  const others = household.members.filter((member) => member.id !== meId && !member.is_founder);
  if (household.role !== 'owner') return null;
  if (household.is_own)
    return (
      <Text size="sm" c="dimmed">
        Como creaste este hogar, siempre lo administras: sus cuentas están a tu nombre, así que no puedes salir de él ni
        entregarlo. Puedes hacer administradora a otra persona cambiando su rol.
      </Text>
    );
  const chosen = household.members.find((member) => member.id === memberId);

  async function confirm() {
    const result = await handOver.mutateAsync(memberId);
    toastSuccess(result.message);
    setConfirming(false);
    setMemberId('');
  }

  return (
    <Stack gap={6}>
      <Text size="sm" c="dimmed">
        {founder?.name ?? 'Quien creó el hogar'} lo administra siempre. Si dejas de administrarlo, entrégaselo a otra
        persona: tú seguirás como miembro.
      </Text>
      {others.length > 0 ? (
        <Group align="flex-end" gap="sm" wrap="wrap">
          <NativeSelect
            label="Entregar la administración a"
            value={memberId}
            onChange={(event) => setMemberId(event.currentTarget.value)}
            data={[
              { value: '', label: 'Elige a una persona' },
              ...others.map((member) => ({ value: member.id, label: member.name })),
            ]}
          />
          <Button variant="light" disabled={!memberId} onClick={() => setConfirming(true)}>
            Entregar
          </Button>
        </Group>
      ) : null}
      <ConfirmModal
        opened={confirming}
        title="¿Entregar la administración?"
        confirmLabel="Entregar"
        loading={handOver.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(false)}
      >
        {chosen
          ? `${chosen.name} podrá invitar, cambiar roles y quitar personas. Tú seguirás en el hogar como miembro.`
          : null}
      </ConfirmModal>
    </Stack>
  );
}
