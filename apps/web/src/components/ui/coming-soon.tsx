import { Button, EmptyState, Paper } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from './page-header.tsx';

type ComingSoonProps = { title: string; description: string };

/** An honest placeholder for the finance areas that are not built yet. */
export function ComingSoon({ title, description }: ComingSoonProps) {
  return (
    <>
      <PageHeader title={title} />
      <Paper withBorder radius="lg" p="xl">
        <EmptyState
          icon={<IconTools aria-hidden="true" />}
          title="Próximamente"
          description={description}
          variant="light"
        >
          <EmptyState.Actions>
            <Button component={Link} to="/" variant="light">
              Volver al inicio
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      </Paper>
    </>
  );
}
