import { Grid, Skeleton } from '@mantine/core';

/** The dashboard's layout in grey while the report loads. */
export function DashboardSkeleton() {
  return (
    <Grid gap="md" aria-busy="true" aria-label="Cargando tu resumen">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Skeleton h={320} radius="lg" />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Skeleton h={320} radius="lg" />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Skeleton h={260} radius="lg" />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Skeleton h={260} radius="lg" />
      </Grid.Col>
    </Grid>
  );
}
