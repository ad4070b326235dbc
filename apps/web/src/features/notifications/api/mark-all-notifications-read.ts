import * as notificationsApi from '@cuentas/shared/contract/notifications';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { markAllRead } from '../lib/notification-cache.ts';
import { notificationsKey, type NotificationPage } from './get-notifications.ts';

export function markAllNotificationsRead(): Promise<{ updated: number }> {
  return request(notificationsApi.readAll);
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: notificationsKey });
      queryClient.setQueryData<InfiniteData<NotificationPage>>(notificationsKey, (data) =>
        markAllRead(data, new Date().toISOString()),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}
