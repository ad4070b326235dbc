import { ActionIcon, Group, Paper, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { IconBrandWhatsapp, IconSend } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useConversation } from '../api/get-conversation.ts';
import { useSimulateMessage } from '../api/simulate-message.ts';
import { settle } from '../../../lib/query-client.ts';

type Bubble = { id: string; from: 'me' | 'bot'; text: string };

function Message({ bubble }: { bubble: Bubble }) {
  const mine = bubble.from === 'me';
  return (
    <Group justify={mine ? 'flex-end' : 'flex-start'}>
      <Paper
        px="sm"
        py={6}
        radius="md"
        maw="85%"
        bg={mine ? 'green.1' : 'var(--mantine-color-body)'}
        withBorder={!mine}
        data-testid={mine ? 'chat-sent' : 'chat-reply'}
      >
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {bubble.text}
        </Text>
      </Paper>
    </Group>
  );
}

/**
 * Try WhatsApp capture without a Meta account: each message goes through the server's real
 * pipeline (the same inbox, parser and replies), as if sent from your phone.
 */
export function WhatsAppChatPanel({
  height = 320,
  example,
}: {
  height?: number;
  /** An example message (captureExample). */ example: string;
}) {
  const conversation = useConversation();
  const simulate = useSimulateMessage();
  const [text, setText] = useState('');
  const [pending, setPending] = useState<string | null>(null);
  const viewport = useRef<HTMLDivElement>(null);

  const bubbles: Bubble[] = (conversation.data ?? []).flatMap((item) => [
    { id: `${item.id}-in`, from: 'me' as const, text: item.text },
    ...(item.reply ? [{ id: `${item.id}-out`, from: 'bot' as const, text: item.reply }] : []),
  ]);
  if (pending) bubbles.push({ id: 'pending', from: 'me', text: pending });

  useEffect(() => {
    viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
  }, [bubbles.length]);

  async function send(event: FormEvent) {
    event.preventDefault();
    const message = text.trim();
    if (!message || simulate.isPending) return;
    setPending(message);
    setText('');
    // A message that did not go through goes back into the box.
    if (!(await settle(simulate.mutateAsync({ text: message })))) setText(message);
    setPending(null);
  }

  return (
    <Paper withBorder radius="md" bg="gray.0" aria-label="Simulador de WhatsApp" component="section">
      <Group gap="xs" px="sm" py={8} style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <IconBrandWhatsapp size={18} color="var(--mantine-color-green-7)" aria-hidden="true" />
        <Text size="sm" fw={600}>
          Simulador
        </Text>
        <Text size="xs" c="dimmed">
          Lo que escribas aquí se anota de verdad.
        </Text>
      </Group>
      <ScrollArea h={height} viewportRef={viewport} px="sm" py="xs">
        <Stack gap={6} aria-live="polite">
          {bubbles.length === 0 ? (
            <Text size="sm" c="dimmed" ta="center" py="md">
              Escribe, por ejemplo, «{example}» o «hola».
            </Text>
          ) : (
            bubbles.map((bubble) => <Message key={bubble.id} bubble={bubble} />)
          )}
        </Stack>
      </ScrollArea>
      <form onSubmit={send}>
        <Group gap="xs" p="sm" wrap="nowrap" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
          <TextInput
            flex={1}
            aria-label="Mensaje"
            placeholder={example}
            value={text}
            maxLength={1000}
            onChange={(event) => setText(event.currentTarget.value)}
            autoComplete="off"
          />
          <ActionIcon
            type="submit"
            size="lg"
            color="green"
            aria-label="Enviar"
            loading={simulate.isPending}
            disabled={!text.trim()}
          >
            <IconSend size={18} aria-hidden="true" />
          </ActionIcon>
        </Group>
      </form>
    </Paper>
  );
}
