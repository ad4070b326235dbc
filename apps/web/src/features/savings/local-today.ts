/** Today as YYYY-MM-DD in the user's own time zone (late evening in América is still today, not UTC's tomorrow). */
export function localToday(now: Date = new Date()): string {
  const offset = now.getTimezoneOffset() * 60_000;
  return new Date(now.getTime() - offset).toISOString().slice(0, 10);
}
