import * as recurringApi from '@cuentas/shared/contract/recurring-charges';
import type { RecurringCharge } from '@cuentas/shared/schemas/recurring-charges';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-request.ts';

/** Under ['reminders'] so creating a reminder (and any import, through the transactions) refreshes it. */
export const recurringChargesKey = ['reminders', 'recurring-charges'] as const;

export function getRecurringCharges(): Promise<RecurringCharge[]> {
  return request(recurringApi.list, {});
}

/** Charges that repeat in the imported movements, proposed as reminders (decision 032). */
export function useRecurringCharges() {
  return useQuery({ queryKey: recurringChargesKey, queryFn: getRecurringCharges });
}
