import { formatCompactMoney, formatMoney } from '@cuentas/shared/money';
import type { Dashboard } from '@cuentas/shared/schemas/dashboard';

/** "Ana María López" → "Ana": the greeting uses the first name only. */
export function firstName(name: string | null | undefined): string {
  return name?.trim().split(/\s+/)[0] ?? '';
}

export function greeting(hour: number): string {
  if (hour < 6) return 'Buenas noches';
  if (hour < 12) return 'Buenos días';
  if (hour < 19) return 'Buenas tardes';
  return 'Buenas noches';
}

const utc = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

// The home screen's date and number formats, built once per locale for the page's life. Building
// an Intl formatter costs 0.3–1.3 ms on this project's loaded test machine (Chromium; more on a
// phone), and the home screen used to build one for every date it drew on every render, a dozen
// on its first draw, all on the main thread while the app starts.
const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `date ${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

/** A share as the locale writes numbers ("12,5"), as `Number.toLocaleString(locale)` writes it. */
export function formatShare(value: number, locale = 'es-ES'): string {
  const key = `number ${locale}`;
  let format = formats.get(key) as Intl.NumberFormat | undefined;
  if (!format) formats.set(key, (format = new Intl.NumberFormat(locale)));
  return format.format(value);
}

/** "1 – 31 ene 2026", or "25 dic 2025 – 24 ene 2026" across years: the budget month on screen. */
export function formatPeriod(period: { from: string; to: string }, locale = 'es-ES'): string {
  const sameYear = period.from.slice(0, 4) === period.to.slice(0, 4);
  const sameMonth = sameYear && period.from.slice(5, 7) === period.to.slice(5, 7);
  const end = dateFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    utc(period.to),
  );
  const startOptions: Intl.DateTimeFormatOptions = sameMonth
    ? { day: 'numeric', timeZone: 'UTC' }
    : sameYear
      ? { day: 'numeric', month: 'short', timeZone: 'UTC' }
      : { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' };
  return `${dateFormat(locale, startOptions).format(utc(period.from))} – ${end}`;
}

export type TrendPoint = { month: string; label: string; value: number | null };

/**
 * The month-end points with short Spanish labels ("ene 26"); null where a rate was missing.
 * Months before the first account existed come back as 0: they are left out, so a new user's
 * chart does not show a cliff from nothing.
 */
export function trendPoints(trend: Dashboard['trend'], locale = 'es-ES'): TrendPoint[] {
  const format = dateFormat(locale, { month: 'short', year: '2-digit', timeZone: 'UTC' });
  const first = trend.findIndex((point) => point.net_worth !== 0);
  return trend.slice(first === -1 ? trend.length : first).map((point) => ({
    month: point.month,
    label: format.format(utc(`${point.month}-01`)).replace('.', ''),
    value: point.net_worth,
  }));
}

/**
 * The x-axis labels to show: every step-th month counted back from the latest, so the gaps are even
 * and the current month is always labelled. The step is the smallest that leaves each label about
 * `labelWidth` pixels of the plot's width.
 */
export function evenTicks(labels: string[], plotWidth: number, labelWidth = 52): string[] {
  if (labels.length === 0) return [];
  const fits = Math.max(2, Math.floor(plotWidth / labelWidth));
  const step = Math.max(1, Math.ceil(labels.length / fits));
  const ticks: string[] = [];
  for (let index = labels.length - 1; index >= 0; index -= step) ticks.unshift(labels[index]!);
  return ticks;
}

/** The change over the trend: last known point minus the first known one. */
export function trendChange(points: TrendPoint[]): number | null {
  const known = points.filter((point) => point.value !== null);
  if (known.length < 2) return null;
  return known.at(-1)!.value! - known[0]!.value!;
}

export type SpendingSlice = { key: string; name: string; color: string; amount: number; percent: number };

/** The biggest groups, then "Otros" for the rest, with their share of the month's spending. */
export function spendingSlices(spending: Dashboard['spending_by_category'], max = 6): SpendingSlice[] {
  const items = spending.filter((item) => item.amount > 0);
  const total = items.reduce((sum, item) => sum + item.amount, 0);
  if (total === 0) return [];
  const top = items.slice(0, items.length > max ? max - 1 : max);
  const rest = items.slice(top.length).reduce((sum, item) => sum + item.amount, 0);
  const slices = top.map((item) => ({
    key: item.category_id ?? 'none',
    name: item.name,
    color: item.color,
    amount: item.amount,
  }));
  if (rest > 0) slices.push({ key: 'others', name: 'Otros', color: '#adb5bd', amount: rest });
  return slices.map((slice) => ({ ...slice, percent: Math.round((slice.amount / total) * 1000) / 10 }));
}

/** Short axis labels ("12 mil €", "1,2 M$"): a display-only conversion, never used for sums. */
export function compactMoney(minor: number, currency: string, locale = 'es-ES'): string {
  return formatCompactMoney(minor, currency, locale);
}

/**
 * What «Gastos» counts, said on screen: the budget's figure (docs/architecture.md §4.8), so the
 * two screens never show two different "spent this month".
 */
export function spentHelp(uncategorised: number | null, currency: string, locale: string): string {
  const rule =
    'Gastos es lo mismo que «Gastado» en tu presupuesto: lo que salió en categorías de gasto, menos devoluciones, sin transferencias.';
  if (!uncategorised) return rule;
  return `${rule} No cuenta ${formatMoney(Math.abs(uncategorised), currency, locale)} en movimientos sin categoría (ajustes incluidos).`;
}
