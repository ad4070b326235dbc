import { MONTHS } from './day-ranges.ts';

/** A period a question names: the days it covers and how the answer names it. */
export type Period = { from: string; to: string; label: string };

export const shift = (date: string, days: number) => {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
};
export const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);

const WEEKDAY_NAMES = ['lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado', 'domingo'];
// The same days as the reply writes them (the message is read without accents).
const WEEKDAYS_WRITTEN = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'];

/**
 * Periods said in words rather than by month: the weekend («el finde»), the last N days, since a
 * weekday, a weekday alone (its last occurrence, today included), this fortnight.
 */
export function spokenPeriod(folded: string, today: string, weekday: number): Period | undefined {
  if (/\b(?:el |este |ese )?(?:fin de semana|finde|fds)\b/.test(folded)) {
    // On a weekend day it is this one; otherwise the last Saturday and Sunday.
    const saturday = weekday >= 5 ? shift(today, 5 - weekday) : shift(today, -weekday - 2);
    const sunday = shift(saturday, 1);
    return { from: saturday, to: sunday < today ? sunday : today, label: 'El fin de semana' };
  }
  const last = folded.match(/\b(?:los )?ultimos (\d{1,2}|siete|quince|treinta|diez|tres|cinco) dias\b/);
  if (last) {
    const words: Record<string, number> = { tres: 3, cinco: 5, siete: 7, diez: 10, quince: 15, treinta: 30 };
    const days = words[last[1]!] ?? Number(last[1]);
    if (days >= 1) return { from: shift(today, -(days - 1)), to: today, label: `Los últimos ${days} días` };
  }
  // «las últimas 2 semanas», «los últimos 3 meses»: back from today, today included.
  const weeks = folded.match(/\b(?:las |los )?ultim[oa]s (\d{1,2}|dos|tres|cuatro|seis) (semanas|meses)\b/);
  if (weeks) {
    const count = ({ dos: 2, tres: 3, cuatro: 4, seis: 6 } as Record<string, number>)[weeks[1]!] ?? Number(weeks[1]);
    const back = new Date(`${today}T00:00:00Z`);
    if (weeks[2] === 'meses') back.setUTCMonth(back.getUTCMonth() - count);
    else back.setUTCDate(back.getUTCDate() - 7 * count);
    const from = shift(back.toISOString().slice(0, 10), 1);
    if (count >= 1)
      return { from, to: today, label: `${weeks[2] === 'meses' ? 'Los últimos' : 'Las últimas'} ${count} ${weeks[2]}` };
  }
  const since = folded.match(new RegExp(`\\bdesde el (${WEEKDAY_NAMES.join('|')})\\b`));
  if (since) {
    const back = (weekday - WEEKDAY_NAMES.indexOf(since[1]!) + 7) % 7;
    return { from: shift(today, -back), to: today, label: `Desde el ${since[1]}` };
  }
  // «el sábado», «lo del viernes», «el carrete del sábado», «el martes de la semana pasada»: one day.
  const day = folded.match(
    new RegExp(
      `\\b(?:el |este |del |de este |el pasado |este pasado )(${WEEKDAY_NAMES.join('|')})(?: pasado)?(?<before> de la (?:semana pasada|otra semana|semana anterior))?\\b`,
    ),
  );
  if (day) {
    const back = day.groups?.before
      ? weekday + 7 - WEEKDAY_NAMES.indexOf(day[1]!)
      : (weekday - WEEKDAY_NAMES.indexOf(day[1]!) + 7) % 7;
    const date = shift(today, -back);
    const written = WEEKDAYS_WRITTEN[WEEKDAY_NAMES.indexOf(day[1]!)];
    return { from: date, to: date, label: `El ${written}${day.groups?.before ?? ''}` };
  }
  // «la primera quincena», «la segunda quincena de octubre»: the 1st to the 15th, or the 16th to
  // the month's end, of this month (or the month named); never past today.
  const half = folded.match(
    new RegExp(
      `\\b(?<which>primera|1ra|1a|segunda|2da|2a) quincena(?: (?:de|del mes de) (?<month>${MONTHS.join('|')}))?\\b`,
    ),
  );
  if (half) {
    const named = half.groups!.month ? MONTHS.indexOf(half.groups!.month) + 1 : Number(today.slice(5, 7));
    const year = Number(today.slice(0, 4)) - (named > Number(today.slice(5, 7)) ? 1 : 0);
    const first = /^(?:primera|1ra|1a)$/.test(half.groups!.which!);
    const start = `${year}-${String(named).padStart(2, '0')}-${first ? '01' : '16'}`;
    const end = first ? `${start.slice(0, 8)}15` : lastDay(year, named);
    if (start <= today)
      return { from: start, to: end < today ? end : today, label: `La ${first ? 'primera' : 'segunda'} quincena` };
  }
  if (/\b(?:la )?quincena pasada\b/.test(folded)) {
    const first = Number(today.slice(8, 10)) <= 15;
    const from = first ? `${shift(`${today.slice(0, 8)}01`, -1).slice(0, 8)}16` : `${today.slice(0, 8)}01`;
    const to = first ? shift(`${today.slice(0, 8)}01`, -1) : `${today.slice(0, 8)}15`;
    return { from, to, label: 'La quincena pasada' };
  }
  if (/\b(?:esta|la) quincena\b/.test(folded)) {
    const first = Number(today.slice(8, 10)) <= 15;
    return { from: `${today.slice(0, 8)}${first ? '01' : '16'}`, to: today, label: 'Esta quincena' };
  }
  return undefined;
}
