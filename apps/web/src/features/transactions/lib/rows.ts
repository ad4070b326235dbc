import type { Transaction } from '@cuentas/shared/schemas/transactions';

/** One line of the virtual list: a date header, then that day's transactions (the API sends newest first). */
export type ListRow =
  { type: 'date'; key: string; date: string } | { type: 'transaction'; key: string; transaction: Transaction };

export type ListRows = { rows: ListRow[]; headerIndexes: number[] };

export function buildRows(transactions: readonly Transaction[]): ListRows {
  const rows: ListRow[] = [];
  const headerIndexes: number[] = [];
  let lastDate: string | undefined;
  for (const transaction of transactions) {
    if (transaction.date !== lastDate) {
      headerIndexes.push(rows.length);
      rows.push({ type: 'date', key: `date:${transaction.date}`, date: transaction.date });
      lastDate = transaction.date;
    }
    rows.push({ type: 'transaction', key: transaction.id, transaction });
  }
  return { rows, headerIndexes };
}

/** The header that should stick at the top when `startIndex` is the first visible row (binary search: runs on every scroll). */
export function activeHeaderIndex(headerIndexes: readonly number[], startIndex: number): number | undefined {
  let low = 0;
  let high = headerIndexes.length - 1;
  let found: number | undefined;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const index = headerIndexes[middle]!;
    if (index <= startIndex) {
      found = index;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}

/** The local calendar date as YYYY-MM-DD (transaction dates have no time zone). */
export function todayIso(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function shiftDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const headerFormat = new Intl.DateTimeFormat('es', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const headerFormatWithYear = new Intl.DateTimeFormat('es', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Hoy", "Ayer", "lunes, 3 de marzo" (with the year when it is not this one). */
export function formatDateHeader(date: string, today: string): string {
  if (date === today) return 'Hoy';
  if (date === shiftDays(today, -1)) return 'Ayer';
  const value = new Date(`${date}T00:00:00Z`);
  const text = (date.slice(0, 4) === today.slice(0, 4) ? headerFormat : headerFormatWithYear).format(value);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const shortFormat = new Intl.DateTimeFormat('es', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "3 mar 2025", for places where the date is one detail among others. */
export function formatShortDate(date: string): string {
  return shortFormat.format(new Date(`${date}T00:00:00Z`));
}
