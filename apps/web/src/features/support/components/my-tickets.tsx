import { ticketCategoryLabels } from '@cuentas/shared/schemas/support';
import { Alert, Button, Grid, Group, NavLink, Paper, Stack, Text, Title } from '@mantine/core';
import { toastSuccess } from '../../../lib/toasts.ts';
import { useCloseTicket } from '../api/close-ticket.ts';
import { useTicket } from '../api/get-ticket.ts';
import { useTickets } from '../api/get-tickets.ts';
import { useReplyToTicket } from '../api/reply-to-ticket.ts';
import { formatWhen } from '../lib/labels.ts';
import { ReplyForm } from './reply-form.tsx';
import { StatusBadge } from './status-badge.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { ListLoading } from './list-states.tsx';
import { TicketPanel } from './ticket-panel.tsx';
import { TicketThread } from './ticket-thread.tsx';

type MyTicketsProps = { ticketId: string | null; onOpen: (id: string | null) => void; onWrite: () => void };

/** The user's tickets with their status, and the open one's thread with a reply box. */
export function MyTickets({ ticketId, onOpen, onWrite }: MyTicketsProps) {
  const tickets = useTickets();
  const items = tickets.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 5 }} display={{ base: ticketId ? 'none' : 'block', md: 'block' }}>
        {tickets.isPending ? (
          <ListLoading label="Cargando solicitudes" />
        ) : tickets.isError ? (
          <LoadError
            title="No pudimos cargar tus solicitudes"
            error={tickets.error}
            onRetry={() => void tickets.refetch()}
          />
        ) : items.length === 0 ? (
          <Paper withBorder p="lg" radius="md">
            <Stack gap="xs" align="flex-start">
              <Title order={2} fz="h4">
                Aún no nos has escrito
              </Title>
              <Text size="sm" c="dimmed">
                Cuando nos escribas, verás aquí tus solicitudes, su estado y nuestras respuestas.
              </Text>
              <Button size="sm" onClick={onWrite}>
                Escríbenos
              </Button>
            </Stack>
          </Paper>
        ) : (
          <nav aria-label="Mis solicitudes">
            <Stack gap={4}>
              {items.map((ticket) => (
                <NavLink
                  key={ticket.id}
                  href={`?tab=solicitudes&ticket=${ticket.id}`}
                  active={ticket.id === ticketId}
                  aria-current={ticket.id === ticketId ? 'page' : undefined}
                  label={ticket.subject}
                  description={`${ticketCategoryLabels[ticket.category]} · ${formatWhen(ticket.updated_at)}`}
                  rightSection={<StatusBadge status={ticket.status} />}
                  onClick={(event) => {
                    event.preventDefault();
                    onOpen(ticket.id);
                  }}
                />
              ))}
              {tickets.hasNextPage ? (
                <Button
                  variant="subtle"
                  loading={tickets.isFetchingNextPage}
                  onClick={() => void tickets.fetchNextPage()}
                >
                  Ver más
                </Button>
              ) : null}
            </Stack>
          </nav>
        )}
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }} display={{ base: ticketId ? 'block' : 'none', md: 'block' }}>
        {ticketId ? (
          <TicketView id={ticketId} onBack={() => onOpen(null)} />
        ) : items.length > 0 ? (
          <Paper withBorder p="lg" radius="md">
            <Text c="dimmed">Elige una solicitud para ver la conversación.</Text>
          </Paper>
        ) : null}
      </Grid.Col>
    </Grid>
  );
}

function TicketView({ id, onBack }: { id: string; onBack: () => void }) {
  const ticket = useTicket(id);
  const reply = useReplyToTicket();
  const close = useCloseTicket();

  return (
    <TicketPanel
      ticket={ticket}
      backLabel="Mis solicitudes"
      titleId="ticket-title"
      onBack={onBack}
      subtitle={(data) => `${ticketCategoryLabels[data.category]} · abierta el ${formatWhen(data.created_at)}`}
      aside={(data) => <StatusBadge status={data.status} />}
    >
      {(data) => (
        <>
          <TicketThread messages={data.messages} filesUrl={`/support/tickets/${id}`} />
          {data.status === 'closed' ? (
            <Alert color="gray" variant="light">
              Esta solicitud está cerrada. Si necesitas más ayuda, abre una nueva desde «Escríbenos».
            </Alert>
          ) : (
            <>
              <ReplyForm
                label="Tu respuesta"
                submitLabel="Enviar respuesta"
                onSend={(input) => reply.mutateAsync({ id, ...input })}
              />
              <Group justify="flex-start">
                <Button
                  variant="subtle"
                  color="gray"
                  size="xs"
                  loading={close.isPending}
                  onClick={() =>
                    close.mutate(id, {
                      onSuccess: () => toastSuccess('Cerraste la solicitud. ¡Gracias!'),
                    })
                  }
                >
                  Ya está resuelto: cerrar solicitud
                </Button>
              </Group>
            </>
          )}
        </>
      )}
    </TicketPanel>
  );
}
