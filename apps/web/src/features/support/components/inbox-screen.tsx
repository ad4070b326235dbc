import {
  type TicketStatus,
  ticketCategoryLabels,
  ticketStatuses,
  ticketStatusLabels,
} from '@cuentas/shared/schemas/support';
import { Button, Grid, NativeSelect, NavLink, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { toastSuccess } from '../../../lib/toasts.ts';
import { useAnswerTicket } from '../api/answer-ticket.ts';
import { type InboxFilter, useInbox } from '../api/get-inbox.ts';
import { useInboxTicket } from '../api/get-inbox-ticket.ts';
import { useSetInboxStatus } from '../api/set-inbox-status.ts';
import { formatWhen } from '../lib/labels.ts';
import { ReplyForm } from './reply-form.tsx';
import { StatusBadge } from './status-badge.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { ListLoading } from './list-states.tsx';
import { TicketPanel } from './ticket-panel.tsx';
import { TicketThread } from './ticket-thread.tsx';

const filters: { value: InboxFilter; label: string }[] = [
  { value: 'open', label: 'Abiertas' },
  { value: 'answered', label: 'Respondidas' },
  { value: 'closed', label: 'Cerradas' },
  { value: 'all', label: 'Todas' },
];

/** /support/inbox, staff only: every ticket with its requester's name and email, never their finances. */
export function InboxScreen() {
  const [params, setParams] = useSearchParams();
  const status = (filters.some((f) => f.value === params.get('estado')) ? params.get('estado') : 'open') as InboxFilter;
  const ticketId = params.get('ticket');
  const inbox = useInbox(status);
  const items = inbox.data?.pages.flatMap((page) => page.items) ?? [];

  // The API answers 404 to anyone who is not staff: the page does not exist for them.
  if (inbox.isError && isApiError(inbox.error) && inbox.error.status === 404) {
    return (
      <Paper withBorder p="lg" radius="md" maw={560} mx="auto" mt="xl">
        <Title order={1} fz="h2" mb="xs">
          Página no encontrada
        </Title>
        <Text c="dimmed" mb="md">
          La página que buscas no existe o cambió de dirección.
        </Text>
        <Button component={Link} to="/support">
          Ir a soporte
        </Button>
      </Paper>
    );
  }

  return (
    <>
      <PageHeader
        title="Bandeja de soporte"
        description="Todas las solicitudes. Solo ves el nombre y el correo de cada persona, nunca sus finanzas."
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }} display={{ base: ticketId ? 'none' : 'block', md: 'block' }}>
          <Stack gap="sm">
            <SegmentedControl
              aria-label="Estado"
              fullWidth
              data={filters}
              value={status}
              onChange={(value) => setParams({ estado: value })}
            />
            {inbox.isPending ? (
              <ListLoading label="Cargando bandeja" />
            ) : inbox.isError ? (
              <LoadError
                title="No pudimos cargar la bandeja"
                error={inbox.error}
                onRetry={() => void inbox.refetch()}
              />
            ) : items.length === 0 ? (
              <Paper withBorder p="lg" radius="md">
                <Text c="dimmed">
                  No hay solicitudes{' '}
                  {status === 'all' ? '' : `${ticketStatusLabels[status as TicketStatus].toLowerCase()}s`} por ahora.
                </Text>
              </Paper>
            ) : (
              <nav aria-label="Solicitudes">
                <Stack gap={4}>
                  {items.map((ticket) => (
                    <NavLink
                      key={ticket.id}
                      href={`?estado=${status}&ticket=${ticket.id}`}
                      active={ticket.id === ticketId}
                      aria-current={ticket.id === ticketId ? 'page' : undefined}
                      label={ticket.subject}
                      description={`${ticket.requester.name} · ${ticketCategoryLabels[ticket.category]} · ${formatWhen(ticket.updated_at)}`}
                      rightSection={<StatusBadge status={ticket.status} />}
                      onClick={(event) => {
                        event.preventDefault();
                        setParams({ estado: status, ticket: ticket.id });
                      }}
                    />
                  ))}
                  {inbox.hasNextPage ? (
                    <Button
                      variant="subtle"
                      loading={inbox.isFetchingNextPage}
                      onClick={() => void inbox.fetchNextPage()}
                    >
                      Ver más
                    </Button>
                  ) : null}
                </Stack>
              </nav>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }} display={{ base: ticketId ? 'block' : 'none', md: 'block' }}>
          {ticketId ? (
            <InboxTicketView id={ticketId} onBack={() => setParams({ estado: status })} />
          ) : (
            <Paper withBorder p="lg" radius="md">
              <Text c="dimmed">Elige una solicitud para leerla y responder.</Text>
            </Paper>
          )}
        </Grid.Col>
      </Grid>
    </>
  );
}

function InboxTicketView({ id, onBack }: { id: string; onBack: () => void }) {
  const ticket = useInboxTicket(id);
  const answer = useAnswerTicket();
  const setStatus = useSetInboxStatus();

  return (
    <TicketPanel
      ticket={ticket}
      backLabel="Bandeja"
      titleId="inbox-ticket-title"
      onBack={onBack}
      subtitle={(data) => `${data.requester.name} · ${data.requester.email}`}
      aside={(data) => (
        <NativeSelect
          label="Estado"
          size="xs"
          w={140}
          data={ticketStatuses.map((value) => ({ value, label: ticketStatusLabels[value] }))}
          value={data.status}
          disabled={setStatus.isPending}
          onChange={(event) =>
            setStatus.mutate(
              { id, status: event.currentTarget.value as TicketStatus },
              { onSuccess: () => toastSuccess('Estado actualizado') },
            )
          }
        />
      )}
    >
      {(data) => (
        <>
          <TicketThread messages={data.messages} filesUrl={`/support/inbox/${id}`} />
          <ReplyForm
            label="Respuesta al usuario"
            submitLabel="Enviar respuesta"
            onSend={async (input) => {
              await answer.mutateAsync({ id, ...input });
              toastSuccess('Respuesta enviada. Le avisamos por correo.');
            }}
          />
        </>
      )}
    </TicketPanel>
  );
}
