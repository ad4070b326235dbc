import { Alert, Button, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { allErrorMessages } from '../../../lib/server-errors.ts';
import { toastSuccess } from '../../../lib/toasts.ts';
import { useCompleteCallback } from '../api/bank-feeds.ts';

/**
 * Where the bank sends the user back (decision 034): the `state` and `code` go to the API once,
 * which makes the session; the user then maps each bank account on the accounts screen.
 */
export function BankCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const complete = useCompleteCallback();
  const sent = useRef(false);
  const state = params.get('state');

  useEffect(() => {
    if (sent.current || !state) return;
    sent.current = true;
    const code = params.get('code') ?? undefined;
    const error = params.get('error') ?? undefined;
    complete.mutate(
      { state, ...(code ? { code } : {}), ...(error ? { error: error.slice(0, 200) } : {}) },
      {
        onSuccess: (connection) => {
          toastSuccess(`${connection.aspsp_name} conectado: elige en qué cuenta va cada una`);
          void navigate('/accounts#bancos', { replace: true });
        },
      },
    );
    // Sent once per visit; the mutation object changes on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);

  const failed = !state || complete.isError;
  const message = !state
    ? 'El banco no devolvió los datos de la conexión.'
    : complete.isError
      ? (allErrorMessages(complete.error)[0] ?? 'No pudimos completar la conexión con el banco.')
      : null;
  return (
    <Paper withBorder radius="lg" p="xl" maw={520} mx="auto" mt="xl">
      <Stack gap="md" align="flex-start">
        <Title order={1} size="h3">
          Conectando tu banco
        </Title>
        {failed ? (
          <>
            <Alert color="red" title="No se conectó el banco" w="100%">
              {message}
            </Alert>
            <Button component={Link} to="/accounts">
              Volver a Cuentas
            </Button>
          </>
        ) : (
          <Stack gap="xs" align="center" w="100%" aria-busy="true">
            <Loader aria-hidden="true" />
            <Text>Guardando el acceso a tus cuentas…</Text>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
