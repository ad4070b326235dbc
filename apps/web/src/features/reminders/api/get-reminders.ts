import * as remindersApi from '@cuentas/shared/contract/reminders';
import type { Reminder } from '@cuentas/shared/schemas/reminders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export function getReminders(): Promise<Reminder[]> {
  return request(remindersApi.list);
}

export function remindersQueryOptions() {
  return queryOptions({ queryKey: queryKeys.reminders.list(), queryFn: getReminders });
}

export function useReminders() {
  return useQuery(remindersQueryOptions());
}
