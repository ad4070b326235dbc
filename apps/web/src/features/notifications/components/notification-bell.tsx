import { ActionIcon, Indicator, Popover, VisuallyHidden } from '@mantine/core';
import { useDisclosure, useWindowEvent } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { useNotifications } from '../api/get-notifications.ts';
import { badgeLabel } from '../lib/notification-cache.ts';
import { NotificationPanel } from './notification-panel.tsx';

/** The header bell: unread count (polled every minute and on focus) and the list in a popover. */
export function NotificationBell() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const notifications = useNotifications();
  const unread = notifications.data?.pages[0]?.unread ?? 0;
  const label = badgeLabel(unread);
  // Without Mantine's roles the focus may stay on the bell, outside the dropdown that listens for
  // Escape: the window listens too, so Escape always closes the list.
  useWindowEvent('keydown', (event) => {
    if (opened && event.key === 'Escape') close();
  });

  return (
    <Popover
      opened={opened}
      onChange={(next) => (next ? undefined : close())}
      position="bottom-end"
      width={380}
      shadow="lg"
      radius="md"
      trapFocus
      returnFocus
      // The target is the Indicator's <div>: the roles Mantine would add there (aria-haspopup,
      // aria-expanded, aria-controls) are not allowed on a div, so the button carries them itself.
      withRoles={false}
      withinPortal
      offset={6}
      middlewares={{ shift: { padding: 8 }, flip: false }}
    >
      <Popover.Target>
        <Indicator
          label={label}
          disabled={label === null}
          size={18}
          offset={6}
          color="red"
          processing={false}
          styles={{ indicator: { pointerEvents: 'none' } }}
        >
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            radius="xl"
            aria-label="Notificaciones"
            aria-describedby="notification-bell-count"
            aria-expanded={opened}
            aria-haspopup="dialog"
            onClick={toggle}
          >
            <IconBell size={22} stroke={1.7} aria-hidden="true" />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <VisuallyHidden id="notification-bell-count">
        {unread === 0 ? 'Sin notificaciones nuevas' : unread === 1 ? '1 sin leer' : `${unread} sin leer`}
      </VisuallyHidden>
      <Popover.Dropdown p={0} role="dialog" aria-label="Notificaciones" style={{ maxWidth: 'calc(100vw - 16px)' }}>
        <NotificationPanel query={notifications} unread={unread} onNavigate={close} />
      </Popover.Dropdown>
    </Popover>
  );
}
