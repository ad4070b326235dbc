import { Avatar, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return (
    parts
      .slice(0, 2)
      .map((part) => part[0]?.toUpperCase() ?? '')
      .join('') || '?'
  );
}

/**
 * The user menu's button: the stand-in the header draws until the menu's code is there
 * (user-menu.tsx) and the menu's own target (user-menu-dropdown.tsx), so both look and read alike.
 */
export function UserMenuButton({ name, ...button }: { name: string } & ComponentPropsWithRef<'button'>) {
  return (
    <UnstyledButton p={4} style={{ borderRadius: 'var(--mantine-radius-md)' }} {...button}>
      {/* Named by its own hidden text rather than aria-label: the initials and the name on screen
          are not part of the name «Menú de …», which a label would have to contain. */}
      <VisuallyHidden>{`Menú de ${name || 'usuario'}`}</VisuallyHidden>
      <Group gap="xs" wrap="nowrap" aria-hidden="true">
        <Avatar color="cyan" radius="xl" size={34}>
          {initials(name)}
        </Avatar>
        <Text size="sm" fw={600} visibleFrom="xs" maw={160} truncate>
          {name}
        </Text>
        <IconChevronDown size={16} aria-hidden="true" />
      </Group>
    </UnstyledButton>
  );
}
