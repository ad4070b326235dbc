import { Anchor, Box, Container, Group, Paper, Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { Brand } from '../../components/ui/brand.tsx';
import { FullPageSpinner } from '../../components/ui/full-page-spinner.tsx';

const steps = [
  { label: 'Preferencias', paths: ['/onboarding', '/onboarding/configuration'] },
  { label: 'Cuentas', paths: ['/onboarding/accounts'] },
  { label: 'WhatsApp', paths: ['/onboarding/register-phone'] },
  { label: 'Listo', paths: ['/onboarding/welcome'] },
] as const;

/** Centred stepper layout for the four onboarding steps. */
export function OnboardingLayout() {
  const { pathname } = useLocation();
  const compact = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  const active = Math.max(
    0,
    steps.findIndex((step) => (step.paths as readonly string[]).includes(pathname)),
  );
  const current = steps[active] ?? steps[0];

  return (
    <Box component="main" mih="100dvh" bg="gray.0" py={{ base: 'md', sm: 'xl' }}>
      <Container size={680} px={{ base: 'sm', xs: 'md' }}>
        <Group justify="space-between" mb="lg" wrap="nowrap">
          <Brand size="sm" />
          <Anchor component={Link} to="/logout" size="sm" c="dimmed">
            Cerrar sesión
          </Anchor>
        </Group>
        <Paper withBorder radius="lg" shadow="sm" p={{ base: 'md', xs: 'xl' }}>
          <Text size="sm" c="dimmed" fw={600} mb="xs">
            Paso {active + 1} de {steps.length} · {current.label}
          </Text>
          <Box aria-hidden="true" mb="xl">
            <Stepper active={active} size="sm" iconSize={compact ? 28 : 34}>
              {steps.map((step) => (
                <Stepper.Step key={step.label} label={compact ? undefined : step.label} />
              ))}
            </Stepper>
          </Box>
          <Suspense fallback={<FullPageSpinner fill="container" />}>
            <Outlet />
          </Suspense>
        </Paper>
      </Container>
    </Box>
  );
}
