import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';

/**
 * The bell with its unread count: the stand-in the header draws until the list's code is there
 * (notification-bell.tsx) and the popover's own target (notification-popover.tsx), so both look
 * and read alike. `button` goes to the button itself; the rest to the count's wrapper.
 */
export function BellButton({
  label,
  opened,
  button,
  ...wrapper
}: {
  label: string | null;
  opened: boolean;
  button?: ComponentPropsWithRef<'button'>;
} & ComponentPropsWithRef<'div'>) {
  return (
    <Indicator
      label={label}
      disabled={label === null}
      size={18}
      offset={6}
      color="red"
      processing={false}
      styles={{ indicator: { pointerEvents: 'none' } }}
      {...wrapper}
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
        {...button}
      >
        <IconBell size={22} stroke={1.7} aria-hidden="true" />
      </ActionIcon>
    </Indicator>
  );
}
