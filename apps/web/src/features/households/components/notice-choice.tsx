import type { Household } from '@cuentas/shared/schemas/households';
import { Group, Loader, Stack, Switch, Text } from '@mantine/core';
import { allErrorMessages } from '../../../lib/server-errors.ts';
import { useSharedNotices } from '../api/household-extras.ts';

/**
 * «Avisos del hogar» (decision 054): whether the person is told about what belongs to the whole
 * household — reminders nobody in it created, the shared budget's alerts. What is theirs (their
 * reminders, their personal budget) reaches them anyway, so only this one choice is offered.
 */
export function NoticeChoice({ household }: { household: Household }) {
  const choose = useSharedNotices(household.id);
  const id = `shared-notices-${household.id}`;
  // While saving, the switch shows what was asked for; the list refreshes it once saved.
  const checked = choose.isPending ? choose.variables : household.shared_notices;
  const failure = choose.isError ? (allErrorMessages(choose.error)[0] ?? 'No pudimos guardar tu elección') : null;

  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Switch
          id={id}
          checked={checked}
          disabled={choose.isPending}
          onChange={(event) => choose.mutate(event.currentTarget.checked)}
          label="Avisarme de lo compartido del hogar"
          description="Recordatorios que nadie del hogar creó y alertas del presupuesto compartido. Tus recordatorios y tu presupuesto personal te avisan siempre."
          aria-describedby={failure ? `${id}-error` : undefined}
          styles={{ body: { alignItems: 'flex-start' } }}
        />
        {choose.isPending ? <Loader size="xs" aria-label="Guardando tu elección" /> : null}
      </Group>
      <div aria-live="polite">
        {failure ? (
          <Text id={`${id}-error`} size="sm" c="red.8" role="alert">
            {failure}. Inténtalo de nuevo.
          </Text>
        ) : choose.isSuccess ? (
          <Text size="sm" c="teal.9" role="status">
            {choose.data.message}.
          </Text>
        ) : null}
      </div>
    </Stack>
  );
}
