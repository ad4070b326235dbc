import { Skeleton, Stack } from '@mantine/core';

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
