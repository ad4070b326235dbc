import type { Transaction } from '@cuentas/shared/schemas/transactions';
import { Badge, Group, Text, Tooltip } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';

// Shared by the transaction list and the WhatsApp screens: a movement captured by WhatsApp shows
// where it came from and the message as it was sent. Both render nothing for other movements.

type Origin = Pick<Transaction, 'origin' | 'original_text'>;

/** A small «WhatsApp» badge; the message shows on hover and to screen readers. */
export function WhatsAppOriginMark({ transaction }: { transaction: Origin }) {
  if (transaction.origin !== 'whatsapp') return null;
  const label = transaction.original_text ? `Por WhatsApp: «${transaction.original_text}»` : 'Por WhatsApp';
  return (
    <Tooltip label={label} multiline maw={280} withArrow>
      <Badge size="xs" variant="light" color="green" leftSection={<IconBrandWhatsapp size={12} aria-hidden="true" />} aria-label={label}>
        WhatsApp
      </Badge>
    </Tooltip>
  );
}

/** One dimmed line with the WhatsApp icon and the message as sent, for a row's second line. */
export function WhatsAppOriginNote({ transaction }: { transaction: Origin }) {
  if (transaction.origin !== 'whatsapp' || !transaction.original_text) return null;
  return (
    <Group gap={4} wrap="nowrap" miw={0} data-testid="whatsapp-origin" aria-label={`Por WhatsApp: «${transaction.original_text}»`}>
      <IconBrandWhatsapp size={12} color="var(--mantine-color-green-7)" aria-hidden="true" style={{ flexShrink: 0 }} />
      <Text size="xs" c="dimmed" truncate="end">
        «{transaction.original_text}»
      </Text>
    </Group>
  );
}
