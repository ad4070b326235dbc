import type { Recurrence } from '@cuentas/shared/recurrence';
import { MONTH_NAMES } from '@cuentas/shared/month-names';

const weekdaysPlural = ['domingos', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábados'];

function dateParts(isoDate: string | null | undefined): { weekday: number; month: number; day: number } | null {
  if (!isoDate || !/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return null;
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return null;
  return { weekday: date.getUTCDay(), month: date.getUTCMonth(), day: date.getUTCDate() };
}

/**
 * How a reminder repeats, as a person would say it: "Cada mes, el día 5", "Cada 2 semanas",
 * "El último día de cada mes". The next due date fills in the weekday or the day of the year.
 */
export function describeRecurrence(recurrence: Recurrence, nextDue?: string | null): string {
  const parts = dateParts(nextDue);
  switch (recurrence.kind) {
    case 'once':
      return 'Una sola vez';
    case 'weekly':
      return parts ? `Cada semana, los ${weekdaysPlural[parts.weekday]}` : 'Cada semana';
    case 'every_n_weeks': {
      const weeks = Math.max(1, recurrence.interval ?? 1);
      return weeks === 1 ? 'Cada semana' : `Cada ${weeks} semanas`;
    }
    case 'monthly_day': {
      const day = recurrence.day ?? parts?.day;
      const months = Math.max(1, recurrence.interval ?? 1);
      const every = months === 1 ? 'Cada mes' : `Cada ${months} meses`;
      return day ? `${every}, el día ${day}` : every;
    }
    case 'monthly_last':
      return 'El último día de cada mes';
    case 'yearly':
      return parts ? `Cada año, el ${recurrence.day ?? parts.day} de ${MONTH_NAMES[parts.month]}` : 'Cada año';
  }
}

export type Channels = { notify_in_app: boolean; notify_email: boolean; notify_whatsapp: boolean };

/** "en la app, por correo y por WhatsApp" — the channels of a reminder, for screen readers and tooltips. */
export function describeChannels(channels: Channels): string {
  const names = [
    channels.notify_in_app ? 'en la app' : null,
    channels.notify_email ? 'por correo' : null,
    channels.notify_whatsapp ? 'por WhatsApp' : null,
  ].filter((name): name is string => name !== null);
  if (names.length === 0) return 'Sin avisos';
  const list = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} y ${names.at(-1)!}`;
  return `Avisos ${list}`;
}

/** "Aviso el mismo día", "Aviso 1 día antes", "Aviso 3 días antes". */
export function describeLeadTime(days: number): string {
  if (days <= 0) return 'Aviso el mismo día';
  return days === 1 ? 'Aviso 1 día antes' : `Aviso ${days} días antes`;
}
