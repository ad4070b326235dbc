import { ProspectsScreen } from '../../features/prospects/components/prospects-screen.tsx';

export function ProspectsPage() {
  return <ProspectsScreen />;
}
