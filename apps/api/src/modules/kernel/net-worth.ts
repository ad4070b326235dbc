import { and, eq, isNull } from 'drizzle-orm';
import type { NetWorth } from '@cuentas/shared/schemas/accounts';
import type { Db, Tx } from '../../db/client.ts';
import { accounts, configurations } from '../../db/schema/index.ts';
import { type SessionInfo, todayFor } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { type AccountView, visibleAccount } from '../../db/visible-accounts.ts';
import { loadRateBook, type RateBook } from './rates.ts';
import { balanceBeforeMovements, cachedMonthlySums, totalByAccount } from './balances.ts';

export type Account = typeof accounts.$inferSelect;

/** The accounts net worth counts: every one not archived that the viewer may see (decision 049). */
export function openAccounts(db: Db | Tx, userId: string, view: AccountView = {}): Promise<Account[]> {
  return db
    .select()
    .from(accounts)
    .where(and(eq(accounts.userId, userId), isNull(accounts.archivedAt), visibleAccount(accounts.id, view)));
}

/** Net worth in the base currency, converting with the user's own rates; a missing rate is reported, never guessed. */
export async function netWorth(deps: Deps, session: SessionInfo): Promise<NetWorth> {
  const [[config], rows, sums, book] = await Promise.all([
    deps.db
      .select({ base: configurations.baseCurrency })
      .from(configurations)
      .where(eq(configurations.userId, session.userId)),
    openAccounts(deps.db, session.userId, session),
    cachedMonthlySums(deps, session.userId).then(totalByAccount),
    loadRateBook(deps.db, session.userId),
  ]);
  return netWorthOf({ base: config?.base ?? null, accounts: rows, sums, book, today: todayFor(deps, session) });
}

/** Net worth from what a caller has read already (the dashboard reads the same accounts, sums and rates). */
export function netWorthOf(input: {
  base: string | null;
  accounts: Account[];
  sums: Map<string, number>;
  book: RateBook;
  today: string;
}): NetWorth {
  const { base, sums, book, today } = input;
  const missing = new Map<string, { from_currency: string; to_currency: string }>();
  let assets = 0;
  let liabilities = 0;
  const list = input.accounts.map((row) => {
    const balance = balanceBeforeMovements(row) + (sums.get(row.id) ?? 0);
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
      rate_source: info && row.currency !== base ? (info.source ?? null) : null,
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
