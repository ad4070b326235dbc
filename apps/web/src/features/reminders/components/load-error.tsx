import { Alert, Button, Stack, Text } from '@mantine/core';
import { allErrorMessages } from '../../../lib/server-errors.ts';

/** A failed load, in words, with a retry. */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{allErrorMessages(error)[0]}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          Reintentar
        </Button>
      </Stack>
    </Alert>
  );
}
