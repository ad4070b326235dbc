// Budget months start on the user's month start day (payday), not always on the 1st.

const pad = (n: number) => String(n).padStart(2, '0');
export const toIsoDate = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The start of the month-period in (year, month): startDay clamped to the month's last day. */
function periodStart(year: number, month: number, startDay: number): string {
  return toIsoDate(year, month, Math.min(startDay, daysInMonth(year, month)));
}

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export type Period = { from: string; to: string; label: string };

/** The period named by (year, month): from its start day to the day before the next one starts. */
export function periodOf(year: number, month: number, startDay: number): Period {
  const nextYear = month === 12 ? year + 1 : year;
  const nextMonth = month === 12 ? 1 : month + 1;
  return {
    from: periodStart(year, month, startDay),
    to: addDays(periodStart(nextYear, nextMonth, startDay), -1),
    label: `${year}-${pad(month)}`,
  };
}

/** The period that contains `isoDate`. */
export function periodContaining(isoDate: string, startDay: number): Period {
  const [year, month] = isoDate.split('-').map(Number) as [number, number];
  const current = periodOf(year, month, startDay);
  if (isoDate >= current.from) return current;
  return month === 1 ? periodOf(year - 1, 12, startDay) : periodOf(year, month - 1, startDay);
}

/** Last calendar day of the month of `isoDate`. */
export function monthEnd(isoDate: string): string {
  const [year, month] = isoDate.split('-').map(Number) as [number, number];
  return toIsoDate(year, month, daysInMonth(year, month));
}
