import type { SavingsGoal } from '@cuentas/shared/schemas/savings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { savingsKeys } from './get-savings-goals.ts';

export type SavingsGoalInput = {
  name: string;
  target_amount: number;
  currency: string;
  target_date: string | null;
  account_id: string | null;
};

export function createSavingsGoal(input: SavingsGoalInput): Promise<SavingsGoal> {
  return apiClient.post<SavingsGoal>('/savings-goals', input);
}

export function useCreateSavingsGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavingsGoal,
    onSuccess: (goal) => {
      queryClient.setQueryData<SavingsGoal[]>(savingsKeys.list(), (goals) => [...(goals ?? []), goal]);
      void queryClient.invalidateQueries({ queryKey: savingsKeys.list() });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
