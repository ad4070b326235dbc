import type { Budget } from '@cuentas/shared/schemas/budgets';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useSetBudget } from './api/set-budget.ts';
import { lineToSave, type LineChange } from './budget-amount.ts';
import { queryKeys } from '../../api/query-keys.ts';

/**
 * Saves budget changes one after another, each built from the budget as the previous save left
 * it. Typing an amount and flipping "Acumular" right after must not race: the second request
 * would otherwise carry the amount from before the first one landed.
 */
export function useBudgetSaver(member?: string) {
  const queryClient = useQueryClient();
  const setBudget = useSetBudget();
  const { mutateAsync } = setBudget;
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const enqueue = useCallback(<T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.current.then(task, task);
    queue.current = run.catch(() => undefined);
    return run;
  }, []);

  const saveLine = useCallback(
    (month: string, categoryId: string, change: LineChange) =>
      enqueue(() => {
        const latest = queryClient.getQueryData<Budget>(queryKeys.budgets.month(month, member));
        return mutateAsync({ month, member, input: { lines: [lineToSave(latest, categoryId, change)] } });
      }),
    [enqueue, mutateAsync, queryClient, member],
  );

  const saveIncome = useCallback(
    (month: string, minor: number) =>
      enqueue(() => mutateAsync({ month, member, input: { expected_income: minor, lines: [] } })),
    [enqueue, mutateAsync, member],
  );

  return { saveLine, saveIncome };
}
