import type { Reminder } from '@cuentas/shared/schemas/reminders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export function getReminders(): Promise<Reminder[]> {
  return apiClient.get<Reminder[]>('/reminders');
}

export function remindersQueryOptions() {
  return queryOptions({ queryKey: queryKeys.reminders.list(), queryFn: getReminders });
}

export function useReminders() {
  return useQuery(remindersQueryOptions());
}
