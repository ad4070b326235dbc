import type { Household } from '@cuentas/shared/schemas/households';
import { Badge, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconHome } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';

/**
 * The household menu's button: the stand-in the header draws until the menu's code is there
 * (household-switcher.tsx) and the menu's own target (household-menu.tsx), so both look and read alike.
 */
export function HouseholdButton({ current, ...button }: { current: Household } & ComponentPropsWithRef<'button'>) {
  return (
    <UnstyledButton p={6} style={{ borderRadius: 'var(--mantine-radius-md)' }} {...button}>
      <VisuallyHidden>{`Hogar: ${current.name}. Cambiar de hogar`}</VisuallyHidden>
      <Group gap={6} wrap="nowrap" aria-hidden="true">
        <IconHome size={20} />
        <Text size="sm" fw={600} visibleFrom="sm" maw={180} truncate>
          {current.name}
        </Text>
        {current.role === 'viewer' ? (
          <Badge size="sm" variant="light" color="gray" visibleFrom="xs">
            Solo lectura
          </Badge>
        ) : null}
        <IconChevronDown size={16} />
      </Group>
    </UnstyledButton>
  );
}
