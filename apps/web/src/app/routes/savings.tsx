import { SavingsScreen } from '../../features/savings/components/savings-screen.tsx';

export function SavingsPage() {
  return <SavingsScreen />;
}
