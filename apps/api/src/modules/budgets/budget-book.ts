import { and, eq, isNull, sql } from 'drizzle-orm';
import { periodOf } from '@cuentas/shared/periods';
import type { Db } from '../../db/client.ts';
import { statementTemplate } from '../../db/prepared.ts';
import { accounts, budgetLines, budgetMonths, categories, configurations } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { type AccountView, viewKey, visibleAccount } from '../../db/visible-accounts.ts';
import { loadRateBook, type RateBook } from '../kernel/rates.ts';
import { type MonthSpending, spendingByMonth } from './spending.ts';

type Category = typeof categories.$inferSelect;
type BudgetLine = typeof budgetLines.$inferSelect;

/**
 * Everything a budget month is made of, read at one set of versions: the ledger's
 * (users.ledger_version: transactions, split lines, accounts), the budget's (users.budget_version:
 * categories, budget lines and months, configuration, typed rates) and the shared reference
 * rates'. Triggers bump each in the same transaction as the change (migrations 0007 and 0022), so
 * nothing kept here is ever stale: a change of any of them makes a new book.
 */
export type BudgetBook = {
  versions: string;
  startDay: number;
  base: string | null;
  expenseCategories: Category[];
  incomeIds: Set<string>;
  /** category id → month → that month's line. */
  linesByCategory: Map<string, Map<string, BudgetLine>>;
  expectedIncomeOf: (month: string) => number;
  rates: RateBook;
  /** The currency of each account the viewer may see (accounts change the ledger version). */
  accountCurrencies: Map<string, string>;
  /** Some accounts are hidden from the viewer (decision 049): spending is read only for these. */
  restricted: boolean;
  /** Spending per budget month, filled as months are asked for. */
  spending: Map<string, MonthSpending>;
};

/** user id (and what the viewer may not see) → that user's book; a Map keeps insertion order, so the first key is the least recently used. */
export type BudgetBookCache = Map<string, BudgetBook>;

/** Users whose books are kept: a book is the user's categories and lines plus a few dozen small maps. */
const CACHED_USERS = 200;

const versionsOf = statementTemplate<'user'>(
  (value) => sql`select u.ledger_version, u.budget_version, coalesce(r.version, 0)
                   from users u left join reference_rates_version r on r.id = 1
                  where u.id = ${value('user')}`,
);

/**
 * Whose budget a book is (decision 054): the household's shared lines over every account the
 * viewer sees (`member` absent), or one member's personal lines over the accounts that member owns.
 */
export type BudgetOwner = { member?: string | undefined };

async function readBook(
  db: Db,
  userId: string,
  versions: string,
  view: AccountView,
  { member }: BudgetOwner,
): Promise<BudgetBook> {
  const [[config], allCategories, lines, months, rates, accountRows] = await Promise.all([
    db
      .select({ startDay: configurations.monthStartDay, base: configurations.baseCurrency })
      .from(configurations)
      .where(eq(configurations.userId, userId)),
    db.select().from(categories).where(eq(categories.userId, userId)),
    db
      .select()
      .from(budgetLines)
      .where(
        and(eq(budgetLines.userId, userId), member ? eq(budgetLines.memberId, member) : isNull(budgetLines.memberId)),
      ),
    db
      .select({ month: budgetMonths.month, expectedIncome: budgetMonths.expectedIncome })
      .from(budgetMonths)
      .where(eq(budgetMonths.userId, userId)),
    loadRateBook(db, userId),
    db
      .select({ id: accounts.id, currency: accounts.currency })
      .from(accounts)
      .where(
        and(
          eq(accounts.userId, userId),
          visibleAccount(accounts.id, view),
          member ? eq(accounts.ownerId, member) : undefined,
        ),
      ),
  ]);
  const linesByCategory = new Map<string, Map<string, BudgetLine>>();
  for (const line of lines) {
    const byMonth = linesByCategory.get(line.categoryId) ?? new Map<string, BudgetLine>();
    byMonth.set(line.month, line);
    linesByCategory.set(line.categoryId, byMonth);
  }
  const expected = new Map(months.map((row) => [row.month, row.expectedIncome]));
  return {
    versions,
    startDay: config?.startDay ?? 1,
    base: config?.base ?? null,
    expenseCategories: allCategories.filter((category) => category.kind === 'expense'),
    incomeIds: new Set(allCategories.filter((category) => category.kind === 'income').map((category) => category.id)),
    linesByCategory,
    expectedIncomeOf: (month) => expected.get(month) ?? 0,
    rates,
    accountCurrencies: new Map(accountRows.map((account) => [account.id, account.currency])),
    restricted: Boolean(view.hiddenAccountIds?.length) || Boolean(member),
    spending: new Map(),
  };
}

/**
 * The user's book at the versions the database holds now: one prepared read of three numbers
 * when nothing changed. The versions are read before the book, so a book is never kept under
 * versions newer than what it read. Not for use inside a database transaction.
 */
export async function budgetBook(
  deps: Pick<Deps, 'database' | 'budgetBooks'>,
  userId: string,
  view: AccountView = {},
  owner: BudgetOwner = {},
): Promise<BudgetBook> {
  const [row] = await deps.database.prepared(versionsOf({ user: userId }));
  const versions = row ? row.join('|') : '';
  // A member with private accounts hidden reads a book of their own: the same versions, fewer
  // accounts; so does a member's personal budget.
  const key = userId + viewKey(view) + (owner.member ? `@${owner.member}` : '');
  const hit = deps.budgetBooks.get(key);
  deps.budgetBooks.delete(key);
  const book = hit?.versions === versions ? hit : await readBook(deps.database.db, userId, versions, view, owner);
  deps.budgetBooks.set(key, book);
  for (const oldest of deps.budgetBooks.keys()) {
    if (deps.budgetBooks.size <= CACHED_USERS) break;
    deps.budgetBooks.delete(oldest);
  }
  return book;
}

const monthParts = (month: string) => month.split('-').map(Number) as [number, number];

/** The spending of each of these budget months (labels 'YYYY-MM', ascending), reading only the ones the book lacks. */
export async function spendingOfMonths(
  deps: Pick<Deps, 'database'>,
  userId: string,
  book: BudgetBook,
  months: string[],
): Promise<MonthSpending[]> {
  const lacking = months.filter((month) => !book.spending.has(month));
  if (lacking.length) {
    const first = lacking[0]!;
    const last = lacking[lacking.length - 1]!;
    const from = periodOf(...monthParts(first), book.startDay).from;
    const to = periodOf(...monthParts(last), book.startDay).to;
    const read = await spendingByMonth(deps.database.db, userId, {
      from,
      to,
      startDay: book.startDay,
      base: book.base,
      rates: book.rates,
      accountCurrencies: book.accountCurrencies,
      restricted: book.restricted,
    });
    for (const month of lacking)
      book.spending.set(month, read.get(month) ?? { byCategory: new Map(), missing: new Set() });
  }
  return months.map((month) => book.spending.get(month)!);
}
