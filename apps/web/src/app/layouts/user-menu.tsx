import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ColorSchemeMenuItems } from '../../components/ui/color-scheme-control.tsx';
import { useMe } from '../../features/me/api/get-me.ts';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return (
    parts
      .slice(0, 2)
      .map((part) => part[0]?.toUpperCase() ?? '')
      .join('') || '?'
  );
}

export function UserMenu() {
  const { data: me } = useMe();
  const name = me?.name ?? '';

  return (
    <Menu position="bottom-end" width={220} shadow="md" withinPortal>
      <Menu.Target>
        {/* Named by its own hidden text rather than aria-label: the initials and the name on screen
            are not part of the name «Menú de …», which a label would have to contain. */}
        <UnstyledButton p={4} style={{ borderRadius: 'var(--mantine-radius-md)' }}>
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
      </Menu.Target>
      <Menu.Dropdown>
        {/* A long address wraps inside the menu instead of pushing the page wider than a phone. */}
        <Menu.Label style={{ overflowWrap: 'anywhere' }}>{me?.email}</Menu.Label>
        <Menu.Item component={Link} to="/profile" leftSection={<IconUserCircle size={18} aria-hidden="true" />}>
          Perfil
        </Menu.Item>
        <Menu.Divider />
        <ColorSchemeMenuItems />
        <Menu.Divider />
        <Menu.Item component={Link} to="/logout" color="red" leftSection={<IconLogout size={18} aria-hidden="true" />}>
          Cerrar sesión
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
