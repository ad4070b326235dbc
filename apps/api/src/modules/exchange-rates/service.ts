import { changedColumns } from '../../db/changes.ts';
import { and, desc, eq } from 'drizzle-orm';
import { isCurrencyCode } from '@cuentas/shared/money';
import type {
  CreateExchangeRateSchema,
  ExchangeRate,
  UpdateExchangeRateSchema,
} from '@cuentas/shared/schemas/exchange-rates';
import type { z } from 'zod';
import { exchangeRates } from '../../db/schema/index.ts';
import type { SessionInfo } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { uuidv7 } from '../../lib/ids.ts';

type RateRow = typeof exchangeRates.$inferSelect;

export const rateMessages = {
  notFound: 'No encontramos esta tasa de cambio',
  samePair: 'Elige dos monedas distintas',
  unknownCurrency: 'No reconocemos esta moneda',
  deleted: 'Tasa de cambio eliminada',
};

const toRate = (row: RateRow): ExchangeRate => ({
  id: row.id,
  from_currency: row.fromCurrency,
  to_currency: row.toCurrency,
  rate: row.rate,
  date: row.date,
  created_at: row.createdAt.toISOString(),
});

function checkPair(from: string, to: string) {
  if (!isCurrencyCode(from)) throw badRequest(rateMessages.unknownCurrency, 'from_currency');
  if (!isCurrencyCode(to)) throw badRequest(rateMessages.unknownCurrency, 'to_currency');
  if (from === to) throw badRequest(rateMessages.samePair, 'to_currency');
}

export async function listRates(deps: Deps, session: SessionInfo): Promise<ExchangeRate[]> {
  const rows = await deps.db
    .select()
    .from(exchangeRates)
    .where(eq(exchangeRates.userId, session.userId))
    .orderBy(desc(exchangeRates.date), exchangeRates.fromCurrency);
  return rows.map(toRate);
}

/** One rate per pair and date: saving the same pair and date again replaces it. */
export async function saveRate(
  deps: Deps,
  session: SessionInfo,
  input: z.output<typeof CreateExchangeRateSchema>,
): Promise<ExchangeRate> {
  checkPair(input.from_currency, input.to_currency);
  const [row] = await deps.db
    .insert(exchangeRates)
    .values({
      id: uuidv7(),
      userId: session.userId,
      fromCurrency: input.from_currency,
      toCurrency: input.to_currency,
      rate: input.rate,
      date: input.date,
    })
    .onConflictDoUpdate({
      target: [exchangeRates.userId, exchangeRates.fromCurrency, exchangeRates.toCurrency, exchangeRates.date],
      set: { rate: input.rate },
    })
    .returning();
  return toRate(row!);
}

async function requireRate(deps: Deps, userId: string, id: string): Promise<RateRow> {
  const [row] = await deps.db
    .select()
    .from(exchangeRates)
    .where(and(eq(exchangeRates.id, id), eq(exchangeRates.userId, userId)))
    .limit(1);
  if (!row) throw notFound(rateMessages.notFound);
  return row;
}

export async function updateRate(
  deps: Deps,
  session: SessionInfo,
  id: string,
  input: z.output<typeof UpdateExchangeRateSchema>,
): Promise<ExchangeRate> {
  const current = await requireRate(deps, session.userId, id);
  checkPair(input.from_currency ?? current.fromCurrency, input.to_currency ?? current.toCurrency);
  const changes = changedColumns({
    fromCurrency: input.from_currency,
    toCurrency: input.to_currency,
    rate: input.rate,
    date: input.date,
  });
  if (!changes) return toRate(current);
  const [row] = await deps.db
    .update(exchangeRates)
    .set(changes)
    .where(and(eq(exchangeRates.id, id), eq(exchangeRates.userId, session.userId)))
    .returning()
    .catch((err: unknown) => {
      const cause = (err as { cause?: { code?: string } }).cause ?? (err as { code?: string });
      if (cause.code === '23505') {
        throw badRequest('Ya hay una tasa para ese par de monedas en esa fecha', 'date');
      }
      throw err;
    });
  return toRate(row!);
}

export async function deleteRate(deps: Deps, session: SessionInfo, id: string): Promise<{ message: string }> {
  await requireRate(deps, session.userId, id);
  await deps.db.delete(exchangeRates).where(and(eq(exchangeRates.id, id), eq(exchangeRates.userId, session.userId)));
  return { message: rateMessages.deleted };
}
