import * as notificationsApi from '@cuentas/shared/contract/notifications';
import type { AppNotification } from '@cuentas/shared/schemas/reminders';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { markOneRead } from '../lib/notification-cache.ts';
import { notificationsKey, type NotificationPage } from './get-notifications.ts';

export function markNotificationRead(id: string): Promise<AppNotification> {
  return request(notificationsApi.read, { params: { id } });
}

/** Marks it read on screen at once; the next poll corrects the count if the server disagrees. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: notificationsKey });
      queryClient.setQueryData<InfiniteData<NotificationPage>>(notificationsKey, (data) =>
        markOneRead(data, id, new Date().toISOString()),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}
