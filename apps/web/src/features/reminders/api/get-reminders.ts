import type { Reminder } from '@cuentas/shared/schemas/reminders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { reminderKeys } from './query-keys.ts';

export function getReminders(): Promise<Reminder[]> {
  return apiClient.get<Reminder[]>('/reminders');
}

export function remindersQueryOptions() {
  return queryOptions({ queryKey: reminderKeys.list(), queryFn: getReminders });
}

export function useReminders() {
  return useQuery(remindersQueryOptions());
}
