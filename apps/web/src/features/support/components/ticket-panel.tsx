import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isApiError } from '../../../lib/api-error.ts';
import { allErrorMessages } from '../../../lib/server-errors.ts';

type TicketPanelProps<T extends { subject: string }> = {
  ticket: UseQueryResult<T>;
  /** Where "back" goes on a phone, where the list and the ticket do not fit side by side. */
  backLabel: string;
  titleId: string;
  onBack: () => void;
  /** The line under the subject. */
  subtitle: (data: T) => ReactNode;
  /** Beside the subject: the status, or the control that changes it. */
  aside: (data: T) => ReactNode;
  children: (data: T) => ReactNode;
};

/** One ticket's frame, the same for its user and for staff: back, loading, error, subject. */
export function TicketPanel<T extends { subject: string }>({
  ticket,
  backLabel,
  titleId,
  onBack,
  subtitle,
  aside,
  children,
}: TicketPanelProps<T>) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby={titleId}>
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconArrowLeft size={14} aria-hidden="true" />}
        onClick={onBack}
        mb="sm"
        hiddenFrom="md"
      >
        {backLabel}
      </Button>
      {ticket.isPending ? (
        <Stack gap="sm" aria-label="Cargando conversación">
          <Skeleton height={26} width="50%" />
          <Skeleton height={80} />
        </Stack>
      ) : ticket.isError && isApiError(ticket.error) && ticket.error.status === 404 ? (
        <Stack gap="sm" align="flex-start">
          <Alert color="gray" variant="light" title="Esta solicitud no existe" w="100%">
            Puede que el enlace esté incompleto o que la solicitud no sea tuya.
          </Alert>
          <Button variant="light" leftSection={<IconArrowLeft size={14} aria-hidden="true" />} onClick={onBack}>
            {backLabel}
          </Button>
        </Stack>
      ) : ticket.isError ? (
        <Alert color="red" variant="light" title="No pudimos abrir esta solicitud">
          {allErrorMessages(ticket.error)[0]}
        </Alert>
      ) : (
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" gap="xs">
            <div>
              <Title order={2} fz="h3" id={titleId}>
                {ticket.data.subject}
              </Title>
              <Text size="sm" c="dimmed">
                {subtitle(ticket.data)}
              </Text>
            </div>
            {aside(ticket.data)}
          </Group>
          {children(ticket.data)}
        </Stack>
      )}
    </Paper>
  );
}
