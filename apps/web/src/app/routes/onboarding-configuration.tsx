import type { SaveConfigurationInput } from '@cuentas/shared/schemas/configuration';
import { Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { FullPageSpinner } from '../../components/ui/full-page-spinner.tsx';
import { useCreateConfiguration } from '../../features/configuration/api/create-configuration.ts';
import { useConfiguration } from '../../api/configuration.ts';
import { useUpdateConfiguration } from '../../features/configuration/api/update-configuration.ts';
import { ConfigurationForm } from '../../features/configuration/components/configuration-form.tsx';
import { guessCountry } from '../../lib/locale.ts';

/** Step 1 of 4 (/onboarding and /onboarding/configuration). */
export function OnboardingConfigurationPage() {
  const navigate = useNavigate();
  const { data: configuration } = useConfiguration();
  const createConfiguration = useCreateConfiguration();
  const updateConfiguration = useUpdateConfiguration();
  if (!configuration) return <FullPageSpinner fill="container" />;

  // Coming back to this step edits what was saved instead of creating it again.
  const saved = configuration.country !== null;
  const initialCountry = configuration.country ?? guessCountry() ?? null;

  async function save(values: SaveConfigurationInput) {
    // The starter categories take the chosen country's words ("Arriendo", "Expensas"…).
    const localized = { ...values, localize_categories: true };
    if (saved) await updateConfiguration.mutateAsync(localized);
    else await createConfiguration.mutateAsync(localized);
    await navigate('/onboarding/accounts');
  }

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz="h2">
          Configura tu espacio
        </Title>
        <Text c="dimmed">
          Dinos dónde vives, en qué moneda piensas y cuándo empieza tu mes. Podrás cambiarlo cuando quieras.
        </Text>
      </Stack>
      <ConfigurationForm
        initial={{
          country: initialCountry,
          base_currency: configuration.base_currency,
          month_start_day: configuration.month_start_day,
        }}
        submitLabel="Continuar"
        onSubmit={save}
      />
    </Stack>
  );
}
