import { MONTH_NAMES } from '@cuentas/shared/month-names';

/**
 * A range of days named in a question: «del 1 al 15 de noviembre», «entre el 3 y el 10 de
 * octubre», «desde el 5 hasta el 20», «del 10/10 al 25/10». Its numbers are days, never an amount,
 * and the answer covers exactly those days. Without a month the range is in this month (or the
 * last one when its first day has not come yet). Folded text (no accents, lower case).
 */

/** The months' names, folded (Spanish month names carry no accents), January first. */
export const MONTHS: readonly string[] = MONTH_NAMES;
const MONTH = String.raw`(?:${MONTHS.join('|')}|setiembre)`;

export const DAY_RANGE = new RegExp(
  String.raw`\b(?:del|desde el|entre el)\s+(?<from>\d{1,2})(?:[/-](?<fromMonth>\d{1,2}))?(?:\s+de\s+(?<firstMonth>${MONTH}))?\s+(?:al|hasta el|y el)\s+(?<to>\d{1,2})(?:[/-](?<toMonth>\d{1,2}))?(?:\s+de\s+(?<month>${MONTH}))?(?:\s+(?:de|del)\s+(?<year>\d{4}))?\b`,
);

export type DayRange = { from: string; to: string; label: string; start: number; end: number };

const monthOf = (word: string | undefined) =>
  word === undefined ? undefined : word === 'setiembre' ? 9 : MONTHS.indexOf(word) + 1;
const pad = (value: number) => String(value).padStart(2, '0');

// «hasta hoy», «a la fecha», «hasta ahora»: a range that runs up to today.
const UP_TO_TODAY = String.raw`(?:hasta|a)\s+(?:hoy|ahora|ahorita|la fecha|el dia de hoy|este momento)`;

/**
 * «desde el 1 de octubre (hasta hoy)», «a partir del 15», «desde el 3/10», «del 1 de octubre a
 * hoy»: a range open at its end runs up to today. «del 5 de octubre» alone is one day (dates.ts),
 * so «del» starts a range only with its end said.
 */
export const SINCE_DAY = new RegExp(
  String.raw`\b(?<lead>desde el|desde|a partir del|a partir de el|del)\s+(?:dia\s+)?(?<from>\d{1,2}|primero)(?:ro|ero|°|º)?(?:[/-](?<fromMonth>\d{1,2})(?:[/-](?<numericYear>\d{4}|\d{2}))?)?(?:\s+de\s+(?<month>${MONTH}))?(?:\s+(?:de|del)\s+(?<year>\d{4}))?(?<end>\s+${UP_TO_TODAY})?(?![\d.,/-]|\s+(?:mil|lucas?|k|pesos|soles|euros|dolares|palos)\b)`,
  'g',
);

/** A range open at its end: from the day said up to today. */
function sinceDay(folded: string, today: string): DayRange | undefined {
  const found = [...folded.matchAll(SINCE_DAY)].find((match) => match.groups!.lead !== 'del' || match.groups!.end);
  if (!found?.groups) return undefined;
  const { groups } = found;
  const day = groups.from === 'primero' ? 1 : Number(groups.from);
  const thisYear = Number(today.slice(0, 4));
  const thisMonth = Number(today.slice(5, 7));
  const said = groups.fromMonth ? Number(groups.fromMonth) : monthOf(groups.month);
  let month = said ?? (day <= Number(today.slice(8, 10)) ? thisMonth : thisMonth - 1);
  const written = groups.numericYear ?? groups.year;
  let year = written
    ? Number(written.length === 2 ? `20${written}` : written)
    : month > thisMonth
      ? thisYear - 1
      : thisYear;
  if (month < 1) [month, year] = [12, year - 1];
  if (day < 1 || day > 31 || month > 12) return undefined;
  const from = `${year}-${pad(month)}-${pad(day)}`;
  const check = new Date(`${from}T00:00:00Z`);
  if (Number.isNaN(check.getTime()) || check.getUTCDate() !== day || from > today) return undefined;
  const label = `Desde el ${day}${groups.month ? ` de ${groups.month}` : groups.fromMonth ? `/${groups.fromMonth}` : ''}`;
  return { from, to: today, label, start: found.index, end: found.index + found[0].length };
}

/** The range of days the text names, or undefined when it names none (or the days make no sense). */
export function dayRange(folded: string, today: string): DayRange | undefined {
  const found = DAY_RANGE.exec(folded);
  if (!found?.groups) return sinceDay(folded, today);
  const { groups } = found;
  const [fromDay, toDay] = [Number(groups.from), Number(groups.to)];
  const thisYear = Number(today.slice(0, 4));
  const thisMonth = Number(today.slice(5, 7));
  const toMonth = groups.toMonth ? Number(groups.toMonth) : (monthOf(groups.month) ?? undefined);
  const fromMonth = groups.fromMonth
    ? Number(groups.fromMonth)
    : (monthOf(groups.firstMonth) ?? (toMonth !== undefined && fromDay > toDay ? toMonth - 1 : toMonth));
  let endMonth = toMonth ?? (fromDay <= Number(today.slice(8, 10)) ? thisMonth : thisMonth - 1);
  let startMonth = fromMonth ?? (fromDay > toDay ? endMonth - 1 : endMonth);
  let year = groups.year ? Number(groups.year) : endMonth > thisMonth ? thisYear - 1 : thisYear;
  if (endMonth < 1) [endMonth, year] = [12, year - 1];
  const startYear = startMonth < 1 ? year - 1 : year;
  if (startMonth < 1) startMonth = 12;
  if (fromDay < 1 || toDay < 1 || fromDay > 31 || toDay > 31 || startMonth > 12 || endMonth > 12) return undefined;
  const from = `${startYear}-${pad(startMonth)}-${pad(fromDay)}`;
  const to = `${year}-${pad(endMonth)}-${pad(toDay)}`;
  if (from > to) return undefined;
  const label = `Del ${fromDay} al ${toDay}${groups.month ? ` de ${groups.month}` : ''}`;
  return { from, to, label, start: found.index, end: found.index + found[0].length };
}

// A question's first words: «cuánto», «qué», «cuál», «en qué» (after an «y» or «oye»).
const ASKED = /^(?:y |oye |oie |a ver )?(?:cuanto|cuanta|cuantos|cuantas|que|q|cual|cuales|en que|en q)\b/;

/** The folded text with a range of days blanked (same length) when it is asked about; else as it is. */
export function withoutAskedDayRange(folded: string, today: string): string {
  if (!ASKED.test(folded)) return folded;
  const range = dayRange(folded, today);
  return range ? folded.slice(0, range.start) + ' '.repeat(range.end - range.start) + folded.slice(range.end) : folded;
}
