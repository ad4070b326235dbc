import { Popover } from '@mantine/core';
import { useRef } from 'react';
import { useStartAsLeft, type StartState } from '../../../components/ui/load-on-use.ts';
import type { useNotifications } from '../api/get-notifications.ts';
import { BellButton } from './bell-button.tsx';
import { NotificationPanel } from './notification-panel.tsx';

/** The bell's popover and list (notification-bell.tsx loads this file when the user reaches for the bell). */
export function NotificationPopover({
  opened,
  onToggle,
  onOpen,
  onClose,
  label,
  unread,
  query,
  start,
}: {
  opened: boolean;
  onToggle: () => void;
  onOpen: () => void;
  onClose: () => void;
  label: string | null;
  unread: number;
  query: ReturnType<typeof useNotifications>;
  start: StartState;
}) {
  const target = useRef<HTMLButtonElement>(null);
  useStartAsLeft(start, target, onOpen);

  return (
    <Popover
      opened={opened}
      onChange={(next) => (next ? undefined : onClose())}
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
        <BellButton label={label} opened={opened} button={{ ref: target, onClick: onToggle }} />
      </Popover.Target>
      <Popover.Dropdown p={0} role="dialog" aria-label="Notificaciones" style={{ maxWidth: 'calc(100vw - 16px)' }}>
        <NotificationPanel query={query} unread={unread} onNavigate={onClose} />
      </Popover.Dropdown>
    </Popover>
  );
}
