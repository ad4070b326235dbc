import { and, eq, isNull } from 'drizzle-orm';
import type { NetWorth } from '@cuentas/shared/schemas/accounts';
import { accounts, configurations } from '../../db/schema/index.ts';
import type { SessionInfo } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { loadRateBook } from '../exchange-rates/rates.ts';
import { transactionSums } from './balances.ts';

/**
 * Net worth in the base currency, converting with the user's own rates; a missing rate is reported,
 * never guessed. `preloadedSums`: the per-account sums when the caller has read them already.
 */
export async function netWorth(deps: Deps, session: SessionInfo, preloadedSums?: Promise<Map<string, number>>): Promise<NetWorth> {
  const today = deps.now().toISOString().slice(0, 10);
  const [[config], rows, sums, book] = await Promise.all([
    deps.db.select({ base: configurations.baseCurrency }).from(configurations).where(eq(configurations.userId, session.userId)),
    deps.db
      .select()
      .from(accounts)
      .where(and(eq(accounts.userId, session.userId), isNull(accounts.archivedAt))),
    preloadedSums ?? transactionSums(deps.db, session.userId),
    loadRateBook(deps.db, session.userId),
  ]);
  const base = config?.base ?? null;
  const missing = new Map<string, { from_currency: string; to_currency: string }>();
  let assets = 0;
  let liabilities = 0;
  const list = rows.map((row) => {
    const balance = row.openingBalance + (sums.get(row.id) ?? 0);
    const info = base ? book.find(row.currency, base, today) : undefined;
    const converted = base && info ? book.convert(balance, row.currency, base, today) : null;
    if (converted === null) missing.set(row.currency, { from_currency: row.currency, to_currency: base ?? '' });
    else if (converted >= 0) assets += converted;
    else liabilities += converted;
    return {
      account_id: row.id,
      balance,
      currency: row.currency,
      balance_in_base: converted,
      rate: info && row.currency !== base ? info.rate : null,
      rate_date: info && row.currency !== base ? info.date : null,
    };
  });
  const complete = base !== null && missing.size === 0;
  return {
    base_currency: base,
    total: complete ? assets + liabilities : null,
    assets: complete ? assets : null,
    liabilities: complete ? liabilities : null,
    missing_rates: [...missing.values()],
    accounts: list,
  };
}
