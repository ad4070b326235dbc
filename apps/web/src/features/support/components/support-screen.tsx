import { Button, Tabs } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useSupportAccess } from '../api/get-support-access.ts';
import { HelpCentre } from './help-centre.tsx';
import { MyTickets } from './my-tickets.tsx';
import { TicketForm } from './ticket-form.tsx';

const tabs = ['ayuda', 'solicitudes', 'escribenos'] as const;
type Tab = (typeof tabs)[number];

/**
 * /support: help centre, "Escríbenos" and the user's tickets. What is open lives in the URL
 * (?tab, ?article, ?ticket), so the mails' links open the ticket and Back works.
 */
export function SupportScreen() {
  const [params, setParams] = useSearchParams();
  const ticket = params.get('ticket');
  const tab: Tab = (tabs as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : ticket
      ? 'solicitudes'
      : 'ayuda';
  const access = useSupportAccess();
  const go = (next: Record<string, string>) => setParams(next);

  return (
    <>
      <PageHeader
        title="Soporte"
        description="Encuentra respuestas en la ayuda o escríbenos: te contestamos aquí y te avisamos por correo."
        actions={
          access.data?.is_staff ? (
            <Button
              component={Link}
              to="/support/inbox"
              variant="light"
              leftSection={<IconInbox size={16} aria-hidden="true" />}
            >
              Bandeja de soporte
            </Button>
          ) : null
        }
      />
      <Tabs value={tab} onChange={(value) => go({ tab: value ?? 'ayuda' })} keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="ayuda">Centro de ayuda</Tabs.Tab>
          <Tabs.Tab value="solicitudes">Mis solicitudes</Tabs.Tab>
          <Tabs.Tab value="escribenos">Escríbenos</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="ayuda">
          <HelpCentre
            slug={params.get('article')}
            onOpen={(slug) => go(slug ? { tab: 'ayuda', article: slug } : { tab: 'ayuda' })}
            onWrite={() => go({ tab: 'escribenos' })}
          />
        </Tabs.Panel>
        <Tabs.Panel value="solicitudes">
          <MyTickets
            ticketId={ticket}
            onOpen={(id) => go(id ? { tab: 'solicitudes', ticket: id } : { tab: 'solicitudes' })}
            onWrite={() => go({ tab: 'escribenos' })}
          />
        </Tabs.Panel>
        <Tabs.Panel value="escribenos">
          <TicketForm onCreated={(created) => go({ tab: 'solicitudes', ticket: created.id })} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
