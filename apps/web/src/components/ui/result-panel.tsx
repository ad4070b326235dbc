import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type ResultAction = { label: string; to: string; variant?: 'filled' | 'light' | 'default' };

type ResultPanelProps = {
  icon: ReactNode;
  color: string;
  title: string;
  description: ReactNode;
  actions: ResultAction[];
};

/** A finished-looking outcome card: payment results, not found. */
export function ResultPanel({ icon, color, title, description, actions }: ResultPanelProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={560} mx="auto" mt={{ base: 'md', sm: 'xl' }}>
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={72} radius="xl" variant="light" color={color} aria-hidden="true">
          {icon}
        </ThemeIcon>
        <Title order={1} fz="h2">
          {title}
        </Title>
        <Text c="dimmed" maw={420}>
          {description}
        </Text>
        <Group justify="center" gap="sm" mt="xs">
          {actions.map((action) => (
            <Button key={action.to} component={Link} to={action.to} variant={action.variant ?? 'filled'}>
              {action.label}
            </Button>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
