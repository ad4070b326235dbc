import type { TicketMessage } from '@cuentas/shared/schemas/support';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { toastError } from '../../../lib/toasts.ts';
import { downloadAttachment } from '../api/download-attachment.ts';
import { fileSize } from '../lib/attachments.ts';
import { formatWhen } from '../lib/labels.ts';

type TicketThreadProps = { messages: TicketMessage[]; filesUrl: string };

/** The conversation, oldest first; the team's messages stand out from the user's. */
export function TicketThread({ messages, filesUrl }: TicketThreadProps) {
  return (
    <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Conversación">
      {messages.map((message) => (
        <Paper
          key={message.id}
          component="li"
          withBorder
          radius="md"
          p="md"
          bg={message.author === 'staff' ? 'teal.0' : undefined}
          aria-label={`${message.author === 'staff' ? 'Respuesta' : 'Mensaje'} de ${message.author_name}`}
        >
          <Group justify="space-between" gap="xs" mb={6} wrap="wrap">
            <Group gap={6}>
              <Text fw={600} size="sm">
                {message.author_name}
              </Text>
              {message.author === 'staff' ? (
                <Badge size="xs" color="teal" variant="light">
                  Soporte
                </Badge>
              ) : null}
            </Group>
            <Text size="xs" c="dimmed" component="time" dateTime={message.created_at}>
              {formatWhen(message.created_at)}
            </Text>
          </Group>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.body}
          </Text>
          {message.attachments.length > 0 ? (
            <Group gap="xs" mt="sm">
              {message.attachments.map((file) => (
                <Button
                  key={file.id}
                  size="compact-sm"
                  variant="default"
                  leftSection={<IconDownload size={14} aria-hidden="true" />}
                  onClick={() =>
                    downloadAttachment(`${filesUrl}/attachments/${file.id}`, file.file_name).catch((err: unknown) =>
                      toastError((err as Error).message),
                    )
                  }
                >
                  {file.file_name} ({fileSize(file.size)})
                </Button>
              ))}
            </Group>
          ) : null}
        </Paper>
      ))}
    </Stack>
  );
}
