import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { isCurrencyCode, scaleRate } from '@cuentas/shared/money';
import type { Db, Tx } from '../../db/client.ts';
import { referenceRates } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';

export type ReferenceSource = 'ecb' | 'provider';
export type PublishedRates = { date: string; base: string; rates: Map<string, string> };

const RATE = /^\d{1,12}(\.\d{1,10})?$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', removeNSPrefix: true });

/** The ECB's daily reference feed (eurofxref-daily.xml): Cube time="…" > Cube currency rate, 1 EUR = rate. */
export function parseEcbXml(xml: string): PublishedRates | null {
  const document = parser.parse(xml) as { Envelope?: { Cube?: { Cube?: { time?: string; Cube?: unknown } } } };
  const day = document.Envelope?.Cube?.Cube;
  if (!day?.time || !ISO_DATE.test(day.time)) return null;
  const entries = (Array.isArray(day.Cube) ? day.Cube : [day.Cube]) as { currency?: string; rate?: string | number }[];
  const rates = new Map<string, string>();
  for (const entry of entries) {
    const rate = String(entry?.rate ?? '');
    if (entry?.currency && isCurrencyCode(entry.currency) && RATE.test(rate) && scaleRate(rate) > 0n)
      rates.set(entry.currency, rate);
  }
  return rates.size ? { date: day.time, base: 'EUR', rates } : null;
}

/**
 * A provider's JSON, in the shape most rate APIs answer: `{ "base" | "base_code", "date"?, "rates": { "COP": 4580.5 } }`.
 * Without a date, the rates are today's.
 */
export function parseProviderJson(body: unknown, today: string): PublishedRates | null {
  if (!body || typeof body !== 'object') return null;
  const {
    base,
    base_code: baseCode,
    date,
    rates,
  } = body as { base?: unknown; base_code?: unknown; date?: unknown; rates?: unknown };
  const currency = String(base ?? baseCode ?? '').toUpperCase();
  if (!isCurrencyCode(currency) || !rates || typeof rates !== 'object') return null;
  const parsed = new Map<string, string>();
  for (const [code, value] of Object.entries(rates as Record<string, unknown>)) {
    // Numbers as JSON writes them; toFixed would invent digits, so only plain decimal text is taken.
    const rate = typeof value === 'number' ? String(value) : String(value ?? '');
    if (isCurrencyCode(code) && code !== currency && RATE.test(rate) && scaleRate(rate) > 0n) parsed.set(code, rate);
  }
  const day = typeof date === 'string' && ISO_DATE.test(date.slice(0, 10)) ? date.slice(0, 10) : today;
  return parsed.size ? { date: day, base: currency, rates: parsed } : null;
}

async function store(db: Db | Tx, source: ReferenceSource, published: PublishedRates, now: Date): Promise<number> {
  const rows = [...published.rates].map(([currency, rate]) => ({
    source,
    date: published.date,
    base: published.base,
    currency,
    rate,
    fetchedAt: now,
  }));
  if (rows.length === 0) return 0;
  await db
    .insert(referenceRates)
    .values(rows)
    .onConflictDoUpdate({
      target: [referenceRates.source, referenceRates.date, referenceRates.base, referenceRates.currency],
      set: { rate: sql`excluded.rate`, fetchedAt: now },
    });
  return rows.length;
}

const FETCH_TIMEOUT_MS = 10_000;
const REFRESH_AFTER_MS = 12 * 60 * 60 * 1000;

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`answered ${response.status}`);
  return response.text();
}

async function fetchedRecently(db: Db | Tx, source: ReferenceSource, now: Date): Promise<boolean> {
  const [last] = await db
    .select({ at: referenceRates.fetchedAt })
    .from(referenceRates)
    .where(
      and(eq(referenceRates.source, source), gte(referenceRates.fetchedAt, new Date(now.getTime() - REFRESH_AFTER_MS))),
    )
    .orderBy(desc(referenceRates.fetchedAt))
    .limit(1);
  return Boolean(last);
}

/**
 * The scheduler's pass: fetches the configured feeds at most twice a day. Off when no URL is set;
 * a feed that is down or unreachable (no network) is logged and tried again on a later pass,
 * never failing the other jobs.
 */
export async function refreshReferenceRates(
  deps: Deps,
  options: { force?: boolean } = {},
): Promise<{ ecb: number; provider: number }> {
  const now = deps.now();
  const today = now.toISOString().slice(0, 10);
  const result = { ecb: 0, provider: 0 };
  const feeds: [ReferenceSource, string | undefined][] = [
    ['ecb', deps.config.ECB_RATES_URL],
    ['provider', deps.config.RATES_PROVIDER_URL],
  ];
  for (const [source, url] of feeds) {
    if (!url) continue;
    if (!options.force && (await fetchedRecently(deps.db, source, now))) continue;
    try {
      const text = await fetchText(url);
      const published = source === 'ecb' ? parseEcbXml(text) : parseProviderJson(JSON.parse(text), today);
      if (!published) throw new Error('unreadable feed');
      result[source] = await store(deps.db, source, published, now);
    } catch (err) {
      deps.logger.warn({ err, source }, 'reference rates not fetched');
    }
  }
  return result;
}
