import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { allErrorMessages } from '../../lib/server-errors.ts';

type LoadErrorProps = {
  /** What did not load («No pudimos cargar tus metas»); none for a short line under a list. */
  title?: string;
  error: unknown;
  onRetry: () => void;
  /** The warning icon, where the failure takes the place of a whole screen or list. */
  withIcon?: boolean;
};

/** A failed load, in words, with a retry: the same widget on every screen. */
export function LoadError({ title, error, onRetry, withIcon = false }: LoadErrorProps) {
  return (
    <Alert
      color="red"
      variant="light"
      title={title}
      icon={withIcon ? <IconAlertTriangle aria-hidden="true" /> : undefined}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{allErrorMessages(error)[0]}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          Reintentar
        </Button>
      </Stack>
    </Alert>
  );
}
