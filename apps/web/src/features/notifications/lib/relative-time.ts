import dayjs from 'dayjs';
import 'dayjs/locale/es';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

/** "hace 5 minutos", "hace un día": how long ago, in Spanish. A future time (clock skew) reads "ahora". */
export function timeAgo(iso: string, now: Date = new Date()): string {
  const moment = dayjs(iso);
  if (!moment.isValid()) return '';
  if (moment.isAfter(now)) return 'ahora mismo';
  return moment.locale('es').from(dayjs(now));
}

/** "14 de mayo de 2026, 09:30" for the title attribute. */
export function fullDateTime(iso: string, locale = 'es-ES'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(date);
}
