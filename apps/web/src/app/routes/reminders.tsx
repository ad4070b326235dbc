import { useConfiguration } from '../../api/configuration.ts';
import { RemindersScreen } from '../../features/reminders/components/reminders-screen.tsx';
import { localeForCountry } from '../../lib/locale.ts';

export function RemindersPage() {
  const { data: configuration } = useConfiguration();
  return (
    <RemindersScreen
      locale={localeForCountry(configuration?.country)}
      baseCurrency={configuration?.base_currency ?? 'EUR'}
    />
  );
}
