import type { Account } from '@cuentas/shared/schemas/accounts';
import type { Category } from '@cuentas/shared/schemas/categories';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** Same requests and keys as the accounts, categories and transactions screens: one cache entry each. */
export const accountsKey = ['accounts', 'with-archived'] as const;
export const categoriesKey = ['categories', 'with-archived'] as const;

export function getAccounts(): Promise<Account[]> {
  return apiClient.get<Account[]>('/accounts', { params: { include_archived: 'true' } });
}

export function getCategories(): Promise<Category[]> {
  return apiClient.get<Category[]>('/categories', { params: { include_archived: 'true' } });
}

export function useReportAccounts() {
  return useQuery({ queryKey: accountsKey, queryFn: getAccounts });
}

export function useReportCategories() {
  return useQuery({ queryKey: categoriesKey, queryFn: getCategories });
}
