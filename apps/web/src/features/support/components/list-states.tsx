import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { allErrorMessages } from '../../../lib/server-errors.ts';

/** Placeholder rows while a list of tickets loads. */
export function ListLoading({ label }: { label: string }) {
  return (
    <Stack gap="xs" aria-label={label}>
      {[1, 2, 3].map((n) => (
        <Skeleton key={n} height={56} radius="sm" />
      ))}
    </Stack>
  );
}

/** A list that could not load: what went wrong and a way to try again. */
export function ListLoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
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
