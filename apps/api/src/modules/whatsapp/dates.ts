// The Spanish parser alone: the package's root loads every language (~70 ms of each start, against ~20).
import * as chronoEs from 'chrono-node/es';

export type FoundDate = { date: string; start: number; end: number };

const WEEKDAYS: Record<string, number> = {
  domingo: 0,
  lunes: 1,
  martes: 2,
  miercoles: 3,
  jueves: 4,
  viernes: 5,
  sabado: 6,
};

function shift(today: string, days: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const iso = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** A day and month without a year is the most recent one: "el 28 de diciembre" in January is last year's. */
function pastDayMonth(today: string, month: number, day: number): string | undefined {
  const year = Number(today.slice(0, 4));
  const candidate = iso(year, month, day);
  const check = new Date(`${candidate}T00:00:00Z`);
  if (check.getUTCMonth() + 1 !== month || check.getUTCDate() !== day) return undefined;
  // A few days ahead is a date the person means (a payment they schedule); further is last year's.
  return candidate > shift(today, 7) ? iso(year - 1, month, day) : candidate;
}

const RELATIVE: [RegExp, (today: string, match: RegExpMatchArray) => string][] = [
  // «trasanteayer»: the day before the day before yesterday.
  [/\b(trasanteayer|trasantier|trasanteanoche)\b/, (today) => shift(today, -3)],
  [
    /\b(antier|anteayer|antes de ayer|antes de anoche|antenoche|anteanoche|antiayer|antiyer|antayer|anteier)\b/,
    (today) => shift(today, -2),
  ],
  [/\b(ayer|anoche)\b/, (today) => shift(today, -1)],
  [/\b(hoy|esta manana|esta tarde|esta noche|ahorita|ahora)\b/, (today) => today],
  [
    /\bhace (\d{1,2}|un|una|dos|tres|cuatro|cinco|seis) (dias?|semanas?)\b/,
    (today, m) => {
      const n =
        ({ un: 1, una: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6 } as Record<string, number>)[m[1]!] ??
        Number(m[1]);
      return shift(today, -n * (m[2]!.startsWith('semana') ? 7 : 1));
    },
  ],
  // «el miércoles de la semana pasada»: that weekday in the week before this one (weeks start on Monday).
  [
    /\b(?:el )?(domingo|lunes|martes|miercoles|jueves|viernes|sabado) (?:de la semana pasada|de la otra semana|de la semana anterior)\b/,
    (today, m) => {
      const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
      const monday = shift(today, -((weekday + 6) % 7));
      return shift(monday, -7 + ((WEEKDAYS[m[1]!]! + 6) % 7));
    },
  ],
  // «la cena del sábado» names the dinner, not the day of the movement.
  [
    /(?<!\bdel |\bde la |\bde el )\b(?:el |este |el pasado |este pasado )?(domingo|lunes|martes|miercoles|jueves|viernes|sabado)(?: pasado)?\b/,
    (today, m) => {
      const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
      // The last such day before today: "el lunes" said on a Monday is a week ago (today would be "hoy").
      const back = (weekday - WEEKDAYS[m[1]!]! + 7) % 7 || 7;
      return shift(today, -back);
    },
  ],
];

/** Day `day` of this month, or of the last one when it is still ahead; undefined when no such day. */
function dayOfThisMonth(today: string, day: number): string | undefined {
  const [year, month, todayDay] = today.split('-').map(Number) as [number, number, number];
  if (day < 1 || day > 31) return undefined;
  const back = day > todayDay ? new Date(Date.UTC(year, month - 2, day)) : new Date(Date.UTC(year, month - 1, day));
  return back.getUTCDate() === day ? back.toISOString().slice(0, 10) : undefined;
}

/**
 * The date a folded message names, or none (then it is today). Relative words and weekdays are read
 * here, always backwards (money spent is in the past); written dates ("el 3 de noviembre", "3/11",
 * "3 nov") by chrono-node's Spanish parser, which reads them day first, as every country we serve does.
 */
export function findDate(folded: string, today: string): FoundDate | undefined {
  // "3/11", "03-11", "3/11/2026": day first, never month first.
  const numeric = folded.match(/(?<![\d.,$])(\d{1,2})[/-](\d{1,2})(?:[/-](\d{2}|\d{4}))?(?!\d|[.,]\d)/);
  // «cuota 2/6 del televisor»: the instalment's number and count, not the 2nd of June.
  if (numeric && !/\b(?:cuotas?|pagos?|letra|plazos?)\s*(?:n[°º]?|nro\.?)?\s*$/.test(folded.slice(0, numeric.index))) {
    const [text, d, m, y] = numeric;
    const day = Number(d);
    const month = Number(m);
    if (day >= 1 && day <= 31 && month >= 1 && month <= 12) {
      const date = y ? iso(y.length === 2 ? 2000 + Number(y) : Number(y), month, day) : pastDayMonth(today, month, day);
      if (date) return { date, start: numeric.index!, end: numeric.index! + text.length };
    }
  }
  // «el martes 17 pagué el gas»: the day's number says the date; the weekday only confirms it.
  const weekdayDay = folded.match(
    /\b(?:el |este |el pasado )?(domingo|lunes|martes|miercoles|jueves|viernes|sabado) (\d{1,2})(?![\d.,])(?!\s+(?:de\b|del\b|mil\b|lucas?\b|k\b|pesos?\b|soles?\b|euros?\b|dolares\b|palos?\b|%))/,
  );
  if (weekdayDay) {
    const date = dayOfThisMonth(today, Number(weekdayDay[2]));
    // «el pasado jueves 20 en el súper» when the 20th was a Friday: the number is the amount.
    const sameDay = date && new Date(`${date}T00:00:00Z`).getUTCDay() === WEEKDAYS[weekdayDay[1]!];
    if (date && sameDay) return { date, start: weekdayDay.index!, end: weekdayDay.index! + weekdayDay[0].length };
  }
  // «el 28 del mes pasado», «el 5 de este mes», «el día 10 del mes anterior»: a day of a month said
  // by where it stands from this one.
  const dayOfNamedMonth = folded.match(
    /(?:^|\b(?:el|del|dia)\s)(?:dia\s)?(\d{1,2})(?:ro|ero|do|er|to|vo|°|º)?\s+(?:del|de)\s+(?:(?<last>mes pasado|mes anterior|pasado mes|anterior mes)|este mes|presente mes|mes en curso)\b/,
  );
  if (dayOfNamedMonth) {
    const day = Number(dayOfNamedMonth[1]);
    const [year, month] = today.split('-').map(Number) as [number, number];
    const back = new Date(Date.UTC(year, month - 1 - (dayOfNamedMonth.groups?.last ? 1 : 0), day));
    if (day >= 1 && back.getUTCDate() === day) {
      const text = dayOfNamedMonth[0];
      const start = dayOfNamedMonth.index! + (text.length - text.trimStart().length);
      return { date: back.toISOString().slice(0, 10), start, end: dayOfNamedMonth.index! + text.length };
    }
  }
  // «el 3 pagué la luz», «el 1ro se debitó», «el 20 pagué el predial»: a day of this month (or the
  // last one when that day is still ahead). Not «el 3 de …» (chrono reads it below) nor an amount («el 20 mil»).
  const dayOfMonth = folded.match(
    /(?:^|\b(?:el|del|(?<!\botro )dia)\s)(?:dia\s)?(\d{1,2})(?![.,]\d)(?:ro|ero|do|er|to|vo|°|º)?(?=\s+(?!de\b|del\b|mil\b|lucas?\b|k\b|pesos?\b|soles?\b|euros?\b|dolares\b|palos?\b|%)[a-z]|\s*[,:]|$)/,
  );
  // «menú del día 12,50» is a meal and its price.
  if (
    dayOfMonth &&
    /^(el|del|dia)\s/.test(folded.slice(dayOfMonth.index!).trimStart()) &&
    !/\bmenu\s*$/.test(folded.slice(0, dayOfMonth.index! + 1)) &&
    !/\bmenu (?:del )?(?:dia )?$/.test(folded.slice(0, dayOfMonth.index! + dayOfMonth[0].indexOf(dayOfMonth[1]!)))
  ) {
    const day = Number(dayOfMonth[1]);
    const [year, month, today_] = today.split('-').map(Number) as [number, number, number];
    if (day >= 1 && day <= 31) {
      const back = day > today_ ? new Date(Date.UTC(year, month - 2, day)) : new Date(Date.UTC(year, month - 1, day));
      if (back.getUTCDate() === day) {
        const text = dayOfMonth[0];
        const start = dayOfMonth.index! + (text.length - text.trimStart().length);
        return { date: back.toISOString().slice(0, 10), start, end: dayOfMonth.index! + text.length };
      }
    }
  }
  for (const [pattern, resolve] of RELATIVE) {
    const match = folded.match(pattern);
    if (match) return { date: resolve(today, match), start: match.index!, end: match.index! + match[0].length };
  }
  const reference = new Date(`${today}T12:00:00Z`);
  for (const result of chronoEs.parse(folded, { instant: reference, timezone: 0 })) {
    const { start } = result;
    // Numbers with slashes are read above, day first; chrono would take "11/13" month first.
    if (!start.isCertain('day') || !start.isCertain('month') || /\d[/-]\d/.test(result.text)) continue;
    const day = start.get('day')!;
    const month = start.get('month')!;
    let text = result.text;
    let year: number | undefined = start.isCertain('year') ? start.get('year')! : undefined;
    // "el 3 de noviembre 4500": chrono takes the amount for a year. A year is only a year when plausible.
    const thisYear = Number(today.slice(0, 4));
    if (year !== undefined && (year < thisYear - 5 || year > thisYear + 1)) {
      year = undefined;
      text = text.replace(/[\s,]*(de(l)?\s+)?\d+$/, '');
    }
    const date = year ? iso(year, month, day) : pastDayMonth(today, month, day);
    if (date) return { date, start: result.index, end: result.index + text.length };
  }
  return undefined;
}
