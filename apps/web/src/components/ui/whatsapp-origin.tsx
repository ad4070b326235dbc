import type { Transaction } from '@cuentas/shared/schemas/transactions';
import { Group, Text } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';

// A movement captured by WhatsApp shows the message as it was sent; other movements render nothing.

type Origin = Pick<Transaction, 'origin' | 'original_text'>;

/** One dimmed line with the WhatsApp icon and the message as sent, for a row's second line. */
export function WhatsAppOriginNote({ transaction }: { transaction: Origin }) {
  if (transaction.origin !== 'whatsapp' || !transaction.original_text) return null;
  return (
    <Group
      gap={4}
      wrap="nowrap"
      miw={0}
      data-testid="whatsapp-origin"
      aria-label={`Por WhatsApp: «${transaction.original_text}»`}
    >
      <IconBrandWhatsapp size={12} color="var(--mantine-color-green-7)" aria-hidden="true" style={{ flexShrink: 0 }} />
      <Text size="xs" c="dimmed" truncate="end">
        «{transaction.original_text}»
      </Text>
    </Group>
  );
}
