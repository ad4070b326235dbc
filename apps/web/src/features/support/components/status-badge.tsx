import { type TicketStatus, ticketStatusLabels } from '@cuentas/shared/schemas/support';
import { Badge } from '@mantine/core';
import { statusColors } from '../lib/labels.ts';

export function StatusBadge({ status }: { status: TicketStatus }) {
  return (
    <Badge color={statusColors[status]} variant="light" size="sm">
      {ticketStatusLabels[status]}
    </Badge>
  );
}
