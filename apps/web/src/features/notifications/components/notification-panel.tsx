import type { AppNotification } from '@cuentas/shared/schemas/reminders';
import {
  Box,
  Button,
  Center,
  Group,
  Loader,
  ScrollArea,
  Stack,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconBellOff, IconChecks } from '@tabler/icons-react';
import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { allErrorMessages } from '../../../lib/server-errors.ts';
import type { NotificationPage } from '../api/get-notifications.ts';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read.ts';
import { useMarkNotificationRead } from '../api/mark-notification-read.ts';
import { internalLink } from '../lib/notification-cache.ts';
import { fullDateTime, timeAgo } from '../lib/relative-time.ts';
import classes from './notification-panel.module.css';

type NotificationPanelProps = {
  query: UseInfiniteQueryResult<InfiniteData<NotificationPage>>;
  unread: number;
  onNavigate: () => void;
};

export function NotificationPanel({ query, unread, onNavigate }: NotificationPanelProps) {
  const navigate = useNavigate();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];

  function open(notification: AppNotification) {
    if (notification.read_at === null) markRead.mutate(notification.id);
    const link = internalLink(notification.link);
    if (link) {
      onNavigate();
      void navigate(link);
    }
  }

  return (
    <Stack gap={0}>
      <Group
        justify="space-between"
        px="md"
        py="sm"
        gap="xs"
        wrap="nowrap"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
      >
        <Title order={2} fz="md">
          Notificaciones
        </Title>
        {unread > 0 ? (
          <Text size="xs" c="dimmed">
            {unread === 1 ? '1 sin leer' : `${unread} sin leer`}
          </Text>
        ) : null}
      </Group>
      {query.isPending ? (
        <Center py="xl">
          <Loader size="sm" aria-label="Cargando notificaciones" />
        </Center>
      ) : query.isError && items.length === 0 ? (
        <Stack align="center" gap="xs" py="lg" px="md">
          <Text size="sm" c="red" ta="center">
            {allErrorMessages(query.error)[0]}
          </Text>
          <Button size="xs" variant="light" onClick={() => void query.refetch()}>
            Reintentar
          </Button>
        </Stack>
      ) : items.length === 0 ? (
        <Stack align="center" gap={6} py="xl" px="md">
          <IconBellOff size={32} color="var(--mantine-color-gray-5)" aria-hidden="true" />
          <Text fw={600}>No tienes notificaciones</Text>
          <Text size="sm" c="dimmed" ta="center">
            Aquí verás los avisos de tus recordatorios y de tu presupuesto.
          </Text>
        </Stack>
      ) : (
        <ScrollArea.Autosize mah="min(440px, 70vh)" type="auto">
          <Box component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Lista de notificaciones">
            {items.map((notification) => {
              const isUnread = notification.read_at === null;
              return (
                <Box
                  component="li"
                  key={notification.id}
                  className={classes.item}
                  px="md"
                  py="sm"
                  bg={isUnread ? 'cyan.0' : undefined}
                >
                  <Group gap="sm" wrap="nowrap" align="flex-start">
                    <Box
                      mt={7}
                      w={8}
                      h={8}
                      style={{
                        borderRadius: '50%',
                        flex: 'none',
                        background: isUnread ? 'var(--mantine-color-cyan-6)' : 'transparent',
                      }}
                      aria-hidden="true"
                    />
                    <Stack gap={2} style={{ minWidth: 0 }}>
                      {/* The button holds only the title, so its name is what it shows (WCAG
                          2.5.3); its ::after covers the row, which stays clickable as a whole. */}
                      <UnstyledButton
                        className={classes.open}
                        onClick={() => open(notification)}
                        fz="sm"
                        fw={isUnread ? 700 : 500}
                        aria-describedby={`notification-${notification.id}-body`}
                      >
                        {isUnread ? <VisuallyHidden>Sin leer: </VisuallyHidden> : null}
                        {notification.title}
                      </UnstyledButton>
                      <Text size="sm" c="dimmed" id={`notification-${notification.id}-body`}>
                        {notification.body}
                      </Text>
                      <Text
                        size="xs"
                        c="dimmed"
                        component="time"
                        dateTime={notification.created_at}
                        title={fullDateTime(notification.created_at)}
                      >
                        {timeAgo(notification.created_at)}
                      </Text>
                    </Stack>
                  </Group>
                </Box>
              );
            })}
          </Box>
          {query.hasNextPage ? (
            <Center py="xs">
              <Button
                variant="subtle"
                size="xs"
                loading={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                Ver anteriores
              </Button>
            </Center>
          ) : null}
        </ScrollArea.Autosize>
      )}
      {items.length > 0 ? (
        <Group justify="center" px="md" py={6} style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconChecks size={16} aria-hidden="true" />}
            disabled={unread === 0}
            loading={markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            Marcar todas como leídas
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
