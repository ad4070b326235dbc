import type { TicketStatus } from '@cuentas/shared/schemas/support';

export const statusColors: Record<TicketStatus, string> = { open: 'blue', answered: 'teal', closed: 'gray' };

const dateTime = new Intl.DateTimeFormat('es', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
export const formatWhen = (iso: string) => dateTime.format(new Date(iso));
