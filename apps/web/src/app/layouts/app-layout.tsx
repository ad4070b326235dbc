import { AppShell, Burger, Group, NavLink, ScrollArea, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSettings } from '@tabler/icons-react';
import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useActiveHousehold } from '../../api/households.ts';
import { Brand } from '../../components/ui/brand.tsx';
import { FullPageSpinner } from '../../components/ui/full-page-spinner.tsx';
import { DemoDataBanner } from '../../features/demo-data/components/demo-data-banner.tsx';
import { HouseholdSwitcher } from '../../features/households/components/household-switcher.tsx';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { UpgradePrompt } from '../../features/subscription/components/upgrade-prompt.tsx';
import { CommandPalette } from '../palette/command-palette.tsx';
import { navItems } from './nav-items.ts';
import { UserMenu } from './user-menu.tsx';

function isActive(pathname: string, to: string): boolean {
  return to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`);
}

/** The signed-in shell: header with burger (mobile) and user menu, navbar with the finance areas. */
export function AppLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const { canWrite } = useActiveHousehold();

  return (
    <>
      <a href="#main-content" className="skip-link">
        Saltar al contenido
      </a>
      <AppShell
        header={{ height: 60 }}
        navbar={{ width: 248, breakpoint: 'sm', collapsed: { mobile: !opened } }}
        padding={{ base: 'md', sm: 'lg' }}
      >
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Burger
                opened={opened}
                onClick={toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label={opened ? 'Cerrar menú' : 'Abrir menú'}
                aria-expanded={opened}
                aria-controls="app-navbar"
              />
              <Link to="/" style={{ textDecoration: 'none' }} aria-label="Cuentas Claras, ir al inicio">
                <Brand size="sm" />
              </Link>
            </Group>
            <Group gap="xs" wrap="nowrap">
              <CommandPalette />
              <HouseholdSwitcher />
              <NotificationBell />
              <UserMenu />
            </Group>
          </Group>
        </AppShell.Header>

        <AppShell.Navbar p="sm" id="app-navbar" aria-label="Navegación principal">
          <AppShell.Section grow component={ScrollArea}>
            <VisuallyHidden>
              <h2>Secciones</h2>
            </VisuallyHidden>
            {navItems.map(({ label, to, icon: Icon }) => (
              <NavLink
                key={to}
                component={Link}
                to={to}
                label={label}
                leftSection={<Icon size={20} stroke={1.6} aria-hidden="true" />}
                active={isActive(pathname, to)}
                aria-current={isActive(pathname, to) ? 'page' : undefined}
                onClick={close}
                styles={{ root: { borderRadius: 'var(--mantine-radius-md)' } }}
              />
            ))}
          </AppShell.Section>
          <AppShell.Section pt="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
            <NavLink
              component={Link}
              to="/configuration"
              label="Configuración"
              leftSection={<IconSettings size={20} stroke={1.6} aria-hidden="true" />}
              active={pathname === '/configuration' || pathname === '/profile'}
              onClick={close}
              styles={{ root: { borderRadius: 'var(--mantine-radius-md)' } }}
            />
          </AppShell.Section>
        </AppShell.Navbar>

        <AppShell.Main id="main-content" tabIndex={-1} style={{ outline: 'none' }}>
          <DemoDataBanner canWrite={canWrite} />
          <Suspense fallback={<FullPageSpinner fill="container" />}>
            <Outlet />
          </Suspense>
        </AppShell.Main>
      </AppShell>
      <UpgradePrompt />
    </>
  );
}
