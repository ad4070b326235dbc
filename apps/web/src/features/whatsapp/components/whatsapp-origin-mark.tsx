import type { Transaction } from '@cuentas/shared/schemas/transactions';
import { Badge, Tooltip } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';

/**
 * The mark of a movement captured by WhatsApp, with the message as it was sent. Renders nothing for
 * other movements, so a list can put it beside every row.
 */
export function WhatsAppOriginMark({ transaction }: { transaction: Pick<Transaction, 'origin' | 'original_text'> }) {
  if (transaction.origin !== 'whatsapp') return null;
  const label = transaction.original_text ? `Por WhatsApp: «${transaction.original_text}»` : 'Por WhatsApp';
  return (
    <Tooltip label={label} multiline maw={280} withArrow>
      <Badge
        size="xs"
        variant="light"
        color="green"
        leftSection={<IconBrandWhatsapp size={12} aria-hidden="true" />}
        aria-label={label}
        data-testid="whatsapp-origin"
      >
        WhatsApp
      </Badge>
    </Tooltip>
  );
}
