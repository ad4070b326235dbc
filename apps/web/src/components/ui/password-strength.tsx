import { passwordStrength, passwordStrengthLabels } from '@cuentas/shared/schemas/auth';
import { Group, Progress, Text } from '@mantine/core';

const colors = ['red', 'orange', 'yellow', 'teal', 'green'] as const;

/** The hint under a new-password field: a bar and a word, announced politely. */
export function PasswordStrength({ password }: { password: string }) {
  const score = passwordStrength(password);
  const label = passwordStrengthLabels[score];
  return (
    <div>
      <Progress
        value={password ? ((score + 1) / 5) * 100 : 0}
        color={colors[score]}
        size="sm"
        radius="xl"
        aria-hidden="true"
        transitionDuration={150}
      />
      <Group justify="space-between" mt={4} gap="xs">
        <Text size="xs" c="dimmed" aria-live="polite">
          {password ? `Seguridad: ${label}` : 'Usa al menos 8 caracteres.'}
        </Text>
        {password && score < 3 ? (
          <Text size="xs" c="dimmed">
            Mezcla mayúsculas, números y símbolos.
          </Text>
        ) : null}
      </Group>
    </div>
  );
}
