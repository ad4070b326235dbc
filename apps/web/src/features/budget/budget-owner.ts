import { createContext, useContext } from 'react';
import { useActiveHousehold } from '../../api/households.ts';

/**
 * Whose budget the screen shows (decision 054): the household's shared lines (`member`
 * undefined) or one member's personal lines. Only that member changes their own personal lines,
 * so another member's personal budget is read, not edited; a read-only member edits nothing.
 */
export type BudgetOwner = { member: string | undefined; editable: boolean };

export const BudgetOwnerContext = createContext<BudgetOwner>({ member: undefined, editable: true });

export const useBudgetOwner = () => useContext(BudgetOwnerContext);

/** Whether the budget on screen takes changes from this person. */
export function useBudgetEditable(): boolean {
  const { canWrite } = useActiveHousehold();
  const { editable } = useBudgetOwner();
  return canWrite && editable;
}
