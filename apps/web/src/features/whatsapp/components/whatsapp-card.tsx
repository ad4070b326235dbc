import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { formatCalendarDate } from '../../../lib/format-date.ts';
import { useCaptures } from '../api/get-captures.ts';
import { captureExample } from '../capture-example.ts';
import { Money } from '../../../components/ui/money.tsx';

// The simulator (its dialog and chat) is opened by few visits to the home screen: its code is
// downloaded on the first opening, not with the screen (decision 059).
const WhatsAppChatModal = lazy(() =>
  import('./whatsapp-chat-modal.tsx').then((module) => ({ default: module.WhatsAppChatModal })),
);

/**
 * The dashboard's WhatsApp card: until the phone is linked it asks to link it; then it shows the
 * last captures. Either way the simulator is one click away.
 */
export function WhatsAppCard({
  phone,
  locale,
  currency,
}: {
  phone: string | null;
  locale: string;
  /** The user's main currency (the example message). */ currency: string;
}) {
  const example = captureExample(currency, locale);
  const captures = useCaptures({ enabled: Boolean(phone) });
  const [chatOpen, { open: openChat, close: closeChat }] = useDisclosure(false);
  // Mounted from the first opening on, so closing it keeps its closing animation.
  const [chatMounted, setChatMounted] = useState(false);
  const list = (captures.data ?? []).filter(
    (item, index, all) =>
      !item.transfer_id || all.findIndex((other) => other.transfer_id === item.transfer_id) === index,
  );

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="dashboard-whatsapp"
      h="100%"
    >
      <Group justify="space-between" mb="sm" gap="xs" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <IconBrandWhatsapp size={22} color="var(--mantine-color-green-7)" aria-hidden="true" />
          <Title order={2} fz="h4" id="dashboard-whatsapp">
            WhatsApp
          </Title>
        </Group>
        {phone ? (
          <Badge color="green" variant="light">
            Vinculado
          </Badge>
        ) : null}
      </Group>
      {phone ? (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            Escribe desde {phone} «{example}» y lo anotamos.
          </Text>
          {list.length > 0 ? (
            <Stack
              component="ul"
              gap={0}
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-label="Últimas capturas por WhatsApp"
            >
              {list.map((item) => (
                <Group
                  component="li"
                  key={item.id}
                  justify="space-between"
                  wrap="nowrap"
                  gap="sm"
                  py={6}
                  style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
                >
                  <Stack gap={0} miw={0}>
                    <Text size="sm" truncate>
                      «{item.original_text}»
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatCalendarDate(item.date, locale)}
                    </Text>
                  </Stack>
                  <Money
                    amount={item.kind === 'transfer' ? Math.abs(item.amount) : item.amount}
                    currency={item.currency}
                    locale={locale}
                    tone="income"
                    size="sm"
                    fw={600}
                  />
                </Group>
              ))}
            </Stack>
          ) : (
            <Text size="sm">Aún no has anotado nada por WhatsApp.</Text>
          )}
        </Stack>
      ) : (
        <Stack gap="xs">
          <Text size="sm">Vincula tu número y anota tus gastos con un mensaje: «{example}».</Text>
          <Group gap="xs">
            <Button component={Link} to="/profile" size="sm" variant="light" color="green">
              Vincular WhatsApp
            </Button>
          </Group>
        </Stack>
      )}
      <Anchor
        component="button"
        type="button"
        size="sm"
        mt="sm"
        onClick={() => {
          setChatMounted(true);
          openChat();
        }}
      >
        Probar en el simulador
      </Anchor>
      {chatMounted ? (
        <Suspense fallback={null}>
          <WhatsAppChatModal opened={chatOpen} onClose={closeChat} example={example} />
        </Suspense>
      ) : null}
    </Paper>
  );
}
