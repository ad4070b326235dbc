import { and, desc, eq, gte, isNull, lt, notInArray, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { minorDigits } from '@cuentas/shared/money';
import type { RecurringCharge } from '@cuentas/shared/schemas/recurring-charges';
import { statementTemplate } from '../../db/prepared.ts';
import { accounts, categories, transactions, transferProposals } from '../../db/schema/index.ts';
import type { SessionInfo } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { findRecurringCharges } from './recurring-charges.ts';

/** The last 25 months are read: two yearly charges fit (decision 039), bounded whatever the ledger's size. */
const LOOKBACK_DAYS = 760;
/** At most this many charges are read (the most recent): a page, not the whole ledger. */
const MAX_CHARGES = 20_000;

/** «44.900», «12,99»: the amount as a person writes it, without the currency. */
function plain(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  return new Intl.NumberFormat('es-ES', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: 'always',
  }).format(Math.abs(minor) / 10 ** digits);
}

/**
 * What the list reads moves one of two numbers (decision 039, as the reports in decision 030):
 * users.ledger_version (every transaction and account change) and the user's pending transfer
 * proposals, whose count drops when one is rejected (confirming one links a transfer and so moves
 * the ledger; new ones come only with an import, which moves it too).
 */
const versionsOf = statementTemplate<'user'>(
  (value) => sql`select u.ledger_version,
                        (select count(*) from transfer_proposals p where p.user_id = u.id and p.status = 'pending')
                   from users u where u.id = ${value('user')}`,
);

/** Lists kept per process, one per user: a few kilobytes each. */
const CACHED_LISTS = 500;
const cachesOf = new WeakMap<object, LRUCache<string, { key: string; value: Promise<RecurringCharge[]> }>>();

/**
 * The user's recurring charges, computed again only when the ledger, the pending proposals or the
 * window's first day moved: on a million-movement ledger the computation reads up to 20,000 rows.
 * Two requests at once share one computation; a failed one is not kept.
 */
export async function listRecurringCharges(deps: Deps, session: SessionInfo): Promise<RecurringCharge[]> {
  const since = new Date(deps.now().getTime() - LOOKBACK_DAYS * 86_400_000).toISOString().slice(0, 10);
  const [versions] = await deps.database.prepared(versionsOf({ user: session.userId }));
  const key = `${versions?.join('|') ?? ''}|${since}`;
  let cache = cachesOf.get(deps);
  if (!cache) {
    cache = new LRUCache({ max: CACHED_LISTS });
    cachesOf.set(deps, cache);
  }
  const hit = cache.get(session.userId);
  if (hit && hit.key === key) return hit.value;
  const value = computeRecurringCharges(deps, session, since);
  const entry = { key, value };
  cache.set(session.userId, entry);
  value.catch(() => {
    if (cache.get(session.userId) === entry) cache.delete(session.userId);
  });
  return value;
}

/** Money out, not transfers nor movements proposed as one, grouped by account and the bank's text (decision 032). */
async function computeRecurringCharges(deps: Deps, session: SessionInfo, since: string): Promise<RecurringCharge[]> {
  const proposed = deps.db
    .select({ id: transferProposals.transactionId })
    .from(transferProposals)
    .where(and(eq(transferProposals.userId, session.userId), eq(transferProposals.status, 'pending')));
  const rows = await deps.db
    .select({
      id: transactions.id,
      accountId: transactions.accountId,
      date: transactions.date,
      amount: transactions.amount,
      text: sql<string>`coalesce(nullif(${transactions.originalText}, ''), ${transactions.payee})`,
      payee: transactions.payee,
      categoryId: transactions.categoryId,
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.userId, session.userId),
        gte(transactions.date, since),
        lt(transactions.amount, 0),
        isNull(transactions.transferId),
        eq(transactions.isSplit, false),
        notInArray(transactions.id, proposed),
      ),
    )
    // Bounded whatever the ledger's size: the most recent charges are the ones that recur now.
    .orderBy(desc(transactions.date))
    .limit(MAX_CHARGES);
  const currencies = new Map(
    (
      await deps.db
        .select({ id: accounts.id, currency: accounts.currency })
        .from(accounts)
        .where(eq(accounts.userId, session.userId))
    ).map((row) => [row.id, row.currency]),
  );
  // Only a category that is an expense and not a group can hold a budget line (decision 024).
  const budgetable = new Set(
    (
      await deps.db
        .select({ id: categories.id })
        .from(categories)
        .where(
          and(
            eq(categories.userId, session.userId),
            eq(categories.kind, 'expense'),
            sql`${categories.parentId} is not null`,
          ),
        )
    ).map((row) => row.id),
  );
  const categoryOf = new Map(rows.map((row) => [row.id, row.categoryId]));
  return findRecurringCharges(rows).map((series) => {
    const currency = currencies.get(series.accountId) ?? 'EUR';
    return {
      account_id: series.accountId,
      payee: series.payee,
      interval: series.interval,
      transaction_ids: series.transactionIds,
      last_date: series.lastDate,
      last_amount: series.lastAmount,
      next_date: series.nextDate,
      price_rise: series.priceRise,
      message: series.priceRise
        ? `${series.payee} subió de ${plain(series.priceRise.from, currency)} a ${plain(series.priceRise.to, currency)}`
        : null,
      category_id: mostCommon(
        series.transactionIds.map((id) => categoryOf.get(id)).filter((id) => budgetable.has(id!)),
      ),
      monthly_amount: Math.ceil(Math.abs(series.lastAmount) * PER_MONTH[series.interval]),
    };
  });
}

/** How many times a month each interval charges: a yearly charge costs a twelfth of it per month. */
const PER_MONTH: Record<RecurringCharge['interval'], number> = {
  weekly: 52 / 12,
  biweekly: 26 / 12,
  monthly: 1,
  bimonthly: 1 / 2,
  quarterly: 1 / 3,
  yearly: 1 / 12,
};

/** The value most of the list holds (the latest among equals), or null for an empty list. */
function mostCommon(values: (string | null | undefined)[]): string | null {
  const counts = new Map<string, number>();
  for (const value of values) if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best: string | null = null;
  for (const [value, count] of counts) if (best === null || count > counts.get(best)!) best = value;
  return best;
}
