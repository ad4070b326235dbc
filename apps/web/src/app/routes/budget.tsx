import { BudgetScreen } from '../../features/budget/components/budget-screen.tsx';

export function BudgetPage() {
  return <BudgetScreen />;
}
