import { Anchor, Group, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type DashboardCardProps = { id: string; title: string; link?: { to: string; label: string }; children: ReactNode };

/** A titled dashboard section, optionally with a "see all" link to the full screen. */
export function DashboardCard({ id, title, link, children }: DashboardCardProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={id} h="100%">
      <Group justify="space-between" mb="sm" gap="xs" wrap="nowrap">
        <Title order={2} fz="h4" id={id}>
          {title}
        </Title>
        {link ? (
          <Anchor component={Link} to={link.to} size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {link.label}
          </Anchor>
        ) : null}
      </Group>
      {children}
    </Paper>
  );
}
