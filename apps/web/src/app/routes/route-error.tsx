import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Last-resort boundary: a failed chunk download after a deploy, or a rendering bug. */
export function RouteError() {
  const error = useRouteError();
  const chunkFailed =
    error instanceof Error && /dynamically imported module|Importing a module script failed/i.test(error.message);
  const status = isRouteErrorResponse(error) ? error.status : undefined;

  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" gap="sm" maw={440} ta="center" role="alert">
        <Title order={1} fz="h2">
          Algo salió mal
        </Title>
        <Text c="dimmed">
          {chunkFailed
            ? 'Hay una versión nueva de Cuentas Claras. Recarga la página para continuar.'
            : `Tuvimos un problema al mostrar esta página${status ? ` (${status})` : ''}. Inténtalo de nuevo.`}
        </Text>
        <Button onClick={() => window.location.reload()}>Recargar la página</Button>
      </Stack>
    </Center>
  );
}
