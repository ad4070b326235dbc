import { VisuallyHidden } from '@mantine/core';
import { useDisclosure, useWindowEvent } from '@mantine/hooks';
import { useLoadOnUse } from '../../../components/ui/load-on-use.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { badgeLabel } from '../lib/notification-cache.ts';
import { BellButton } from './bell-button.tsx';

const loadPopover = () => import('./notification-popover.tsx');

/**
 * The header bell: unread count (polled every minute and on focus) and the list in a popover. Only
 * the bell and its count are drawn with the shell: the popover's code and the list load when the
 * pointer or the focus reaches the bell, or at the first press, which then opens it
 * (load-on-use.ts, decision 059).
 */
export function NotificationBell() {
  const [opened, { open, toggle, close }] = useDisclosure(false);
  const notifications = useNotifications();
  const unread = notifications.data?.pages[0]?.unread ?? 0;
  const label = badgeLabel(unread);
  const { module, start, triggerProps } = useLoadOnUse(loadPopover);
  // Without Mantine's roles the focus may stay on the bell, outside the dropdown that listens for
  // Escape: the window listens too, so Escape always closes the list.
  useWindowEvent('keydown', (event) => {
    if (opened && event.key === 'Escape') close();
  });

  return (
    <>
      {module ? (
        <module.NotificationPopover
          opened={opened}
          onToggle={toggle}
          onOpen={open}
          onClose={close}
          label={label}
          unread={unread}
          query={notifications}
          start={start}
        />
      ) : (
        <BellButton label={label} opened={false} button={triggerProps} />
      )}
      <VisuallyHidden id="notification-bell-count">
        {unread === 0 ? 'Sin notificaciones nuevas' : unread === 1 ? '1 sin leer' : `${unread} sin leer`}
      </VisuallyHidden>
    </>
  );
}
