import { addDays } from '@cuentas/shared/recurrence';

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** "Vence hoy", "Vence mañana", "Vence en 5 días", "Venció ayer", "Venció hace 3 días". */
export function dueText(date: string, today: string): string {
  const days = daysBetween(today, date);
  if (days === 0) return 'Vence hoy';
  if (days === 1) return 'Vence mañana';
  if (days > 1) return `Vence en ${days} días`;
  if (days === -1) return 'Venció ayer';
  return `Venció hace ${-days} días`;
}

const headingFormats = new Map<string, Intl.DateTimeFormat>();

/** A day heading of the upcoming list: "Hoy", "Mañana" or "lunes, 5 de mayo". */
export function dayHeading(date: string, today: string, locale = 'es-ES'): string {
  if (date === today) return 'Hoy';
  if (date === addDays(today, 1)) return 'Mañana';
  let format = headingFormats.get(locale);
  if (!format) {
    const withYear = { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' } as const;
    format = new Intl.DateTimeFormat(locale, withYear);
    headingFormats.set(locale, format);
  }
  const text = format.format(new Date(`${date}T00:00:00Z`));
  const sameYear = date.slice(0, 4) === today.slice(0, 4);
  const full = sameYear ? text : `${text} de ${date.slice(0, 4)}`;
  return full.charAt(0).toUpperCase() + full.slice(1);
}

const shortFormats = new Map<string, Intl.DateTimeFormat>();

/** "5 may 2026": a calendar date, the same in every time zone. */
export function shortDate(date: string, locale = 'es-ES'): string {
  let format = shortFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    shortFormats.set(locale, format);
  }
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : format.format(parsed);
}

export type UpcomingItem = {
  reminder_id: string;
  title: string;
  date: string;
  amount: number;
  currency: string;
  overdue: boolean;
};
export type UpcomingGroup = { date: string; overdue: boolean; items: UpcomingItem[] };

/**
 * The upcoming list by day, oldest first. Everything overdue goes in one "Vencidos" group at the
 * top (date = the oldest), so a late bill is the first thing seen.
 */
export function groupUpcoming(items: readonly UpcomingItem[], today: string): UpcomingGroup[] {
  const sorted = [...items].sort((a, b) =>
    a.date < b.date ? -1 : a.date > b.date ? 1 : a.title.localeCompare(b.title, 'es'),
  );
  const groups: UpcomingGroup[] = [];
  const overdue = sorted.filter((item) => item.overdue || item.date < today);
  if (overdue.length) groups.push({ date: overdue[0]!.date, overdue: true, items: overdue });
  for (const item of sorted) {
    if (item.overdue || item.date < today) continue;
    const last = groups.at(-1);
    if (last && !last.overdue && last.date === item.date) last.items.push(item);
    else groups.push({ date: item.date, overdue: false, items: [item] });
  }
  return groups;
}

/** Only the next occurrence of a reminder can be paid, skipped or snoozed; later ones are previews. */
export function isActionable(item: UpcomingItem, nextDueById: ReadonlyMap<string, string | null>): boolean {
  return nextDueById.get(item.reminder_id) === item.date;
}
