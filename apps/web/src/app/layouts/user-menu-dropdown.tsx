import { Menu } from '@mantine/core';
import { IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { ColorSchemeMenuItems } from '../../components/ui/color-scheme-control.tsx';
import { useStartAsLeft, type StartState } from '../../components/ui/load-on-use.ts';
import { UserMenuButton } from './user-menu-button.tsx';

/** The user menu itself (user-menu.tsx loads this file when the user reaches for the button). */
export function UserMenuDropdown({
  name,
  email,
  start,
}: {
  name: string;
  email: string | undefined;
  start: StartState;
}) {
  const [opened, setOpened] = useState(false);
  const target = useRef<HTMLButtonElement>(null);
  useStartAsLeft(start, target, () => setOpened(true));

  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end" width={220} shadow="md" withinPortal>
      <Menu.Target>
        <UserMenuButton name={name} ref={target} />
      </Menu.Target>
      <Menu.Dropdown>
        {/* A long address wraps inside the menu instead of pushing the page wider than a phone. */}
        <Menu.Label style={{ overflowWrap: 'anywhere' }}>{email}</Menu.Label>
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
