import { useConfiguration } from '../../api/configuration.ts';
import { ReportsScreen } from '../../features/reports/components/reports-screen.tsx';
import { localeForCountry } from '../../lib/locale.ts';

export function ReportsPage() {
  const { data: configuration } = useConfiguration();
  return (
    <ReportsScreen
      locale={localeForCountry(configuration?.country)}
      baseCurrency={configuration?.base_currency ?? 'EUR'}
      startDay={configuration?.month_start_day ?? 1}
    />
  );
}
