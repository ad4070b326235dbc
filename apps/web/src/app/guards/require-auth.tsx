import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageSpinner } from '../../components/ui/full-page-spinner.tsx';
import { configurationQueryOptions } from '../../api/configuration.ts';
import { meQueryOptions } from '../../features/me/api/get-me.ts';
import { allErrorMessages } from '../../lib/server-errors.ts';
import { readFlowState, type FromState } from '../../lib/flow-state.ts';
import { useAuthToken } from '../../lib/use-auth-token.ts';

function isOnboardingPath(pathname: string): boolean {
  return pathname === '/onboarding' || pathname.startsWith('/onboarding/');
}

/**
 * Guards for signed-in routes (docs/architecture.md §8.2): a stored token, or navigation state carrying both otp_id
 * and email, else /login. With a token the profile (and configuration) load behind a spinner;
 * an unfinished configuration forces /onboarding, a finished one keeps the user out of it.
 */
export function RequireAuth() {
  const token = useAuthToken();
  const location = useLocation();
  const signedIn = token !== null;
  const me = useQuery({ ...meQueryOptions(), enabled: signedIn });
  const configuration = useQuery({ ...configurationQueryOptions(), enabled: signedIn });

  if (!signedIn) {
    if (readFlowState(location.state)) return <Outlet />;
    const state: FromState = { from: `${location.pathname}${location.search}` };
    return <Navigate to="/login" replace state={state} />;
  }
  if (me.isPending || configuration.isPending) return <FullPageSpinner />;
  if (me.isError || configuration.isError) {
    return (
      <SessionLoadError
        messages={allErrorMessages(me.error ?? configuration.error)}
        onRetry={() => {
          void me.refetch();
          void configuration.refetch();
        }}
      />
    );
  }

  const onboarding = isOnboardingPath(location.pathname);
  if (!configuration.data.is_completed && !onboarding) return <Navigate to="/onboarding" replace />;
  if (configuration.data.is_completed && onboarding) return <Navigate to="/" replace />;
  return <Outlet />;
}

function SessionLoadError({ messages, onRetry }: { messages: string[]; onRetry: () => void }) {
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="sm" maw={420} ta="center" role="alert">
        <Title order={1} fz="h3">
          No pudimos cargar tu perfil
        </Title>
        <Text c="dimmed">{messages[0]}</Text>
        <Button onClick={onRetry}>Reintentar</Button>
      </Stack>
    </Center>
  );
}
