import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { ledgerVersion } from '../../db/ledger-version.ts';
import { type Statement, statementTemplate } from '../../db/prepared.ts';
import { type TransactionFilters, TransactionFiltersSchema } from '@cuentas/shared/schemas/transactions';
import { transactions } from '../../db/schema/index.ts';
import type { SessionInfo } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { badRequest } from '../../lib/errors.ts';
import { viewKey } from '../../db/visible-accounts.ts';
import { filterConditions } from './filters.ts';
import { type PageCache, pageCacheKey } from './page-cache.ts';
import { transactionPageSql } from './page-json.ts';

/** A page's cursor is base64url of "date|id" of its last row (written by page-json.ts). */
type Cursor = { date: string; id: string };

export function decodeCursor(value: string): Cursor {
  const [date = '', id = ''] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  // A real calendar date and a real UUID, or the database casts would fail with a 500.
  const parsed = /^\d{4}-\d{2}-\d{2}$/.test(date) ? Date.parse(`${date}T00:00:00Z`) : Number.NaN;
  const realDate = !Number.isNaN(parsed) && new Date(parsed).toISOString().startsWith(date);
  if (!realDate || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) {
    throw badRequest('El cursor de paginación no es válido', 'cursor');
  }
  return { date, id };
}

async function pageConditions(deps: Deps, session: SessionInfo, query: TransactionFilters & { cursor?: string }) {
  const conditions = await filterConditions(deps.db, session.userId, query, session);
  if (query.cursor) {
    const cursor = decodeCursor(query.cursor);
    conditions.push(sql`(${transactions.date}, ${transactions.id}) < (${cursor.date}::date, ${cursor.id}::uuid)`);
  }
  return conditions;
}

const FILTERS = Object.keys(TransactionFiltersSchema.shape) as (keyof TransactionFilters)[];

/**
 * The whole list, or one account's, runs as a prepared statement (planning it cost more than
 * running it; decision 009): its one plan, a backward walk of a (…, date, id) index, suits every
 * user and cursor. A search or a filter is planned for its values every time: once a prepared
 * statement switches to a generic plan, PostgreSQL no longer sees how selective "%netflix%" or a
 * rare category is, and the right plan (trigram index, or the date index) depends on exactly that.
 */
const planFitsEveryValue = (query: TransactionFilters) =>
  FILTERS.every((filter) => filter === 'account_ids' || query[filter] === undefined);

/**
 * The page as the final JSON body, built by the database (see page-json.ts), or the same body
 * from the cache when the user's ledger has not changed since it was built.
 *
 * Only first pages (no cursor) are cached: they are what people open again and again, while the
 * pages further down are asked once per scroll and kept by the web client. Caching those too
 * filled the cache with pages nobody asked for twice, and each one evicted another: a steady
 * churn of 20 kB blocks that fragmented the allocator's heap to ~100 MB under load (bench/RESULTS.md).
 */
export async function listTransactionsBody(
  deps: Deps,
  cache: PageCache,
  session: SessionInfo,
  query: TransactionFilters & { cursor?: string; limit: number },
) {
  if (query.cursor !== undefined) return pageBody(deps, session, query);
  // Two members who see different accounts (decision 049) never share a page.
  const key = pageCacheKey(
    session.userId + viewKey(session),
    session.ledgerVersion ?? (await ledgerVersion(deps.database, session.userId)),
    query,
  );
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const body = await pageBody(deps, session, query);
  cache.set(key, body);
  return body;
}

async function pageBody(
  deps: Deps,
  session: SessionInfo,
  query: TransactionFilters & { cursor?: string; limit: number },
): Promise<Buffer> {
  if (planFitsEveryValue(query)) return deps.database.preparedText(listStatement(session, query));
  const where = and(...(await pageConditions(deps, session, query)))!;
  const [row] = await queryRows<{ body: string }>(
    deps.db,
    transactionPageSql(where, query.limit, session.hiddenAccountIds ?? []),
  );
  return Buffer.from(row!.body);
}

type ListValues = Record<string, string>;
const listTemplates = new Map<string, (values: ListValues) => Statement>();
const MAX_LIST_TEMPLATES = 64;

/**
 * The list as people open and scroll it (everything, or some accounts, and no other filter) in
 * one statement per shape: with a cursor or not, how many accounts, the page size. Its text is
 * written once (statementTemplate); a request only binds the user, accounts and cursor. The
 * conditions are filterConditions' and pageConditions' own for these values.
 */
function listStatement(
  session: SessionInfo,
  query: TransactionFilters & { cursor?: string; limit: number },
): Statement {
  const accountIds = query.account_ids ?? [];
  // The other members' private accounts (decision 049), bound like the chosen ones: a viewer
  // with none hidden runs the very statement this list always ran.
  const hiddenIds = session.hiddenAccountIds ?? [];
  const cursor = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  const shape = `${query.limit}:${accountIds.length}:${hiddenIds.length}:${cursor ? 'cursor' : 'first'}`;
  let template = listTemplates.get(shape);
  if (!template) {
    template = statementTemplate<string>((value) => {
      const where = and(
        eq(transactions.userId, value('user')),
        accountIds.length
          ? inArray(
              transactions.accountId,
              accountIds.map((_, index) => value(`account${index}`)),
            )
          : undefined,
        hiddenIds.length
          ? notInArray(
              transactions.accountId,
              hiddenIds.map((_, index) => value(`hidden${index}`)),
            )
          : undefined,
        cursor
          ? sql`(${transactions.date}, ${transactions.id}) < (${value('date')}::date, ${value('id')}::uuid)`
          : undefined,
      )!;
      return transactionPageSql(
        where,
        query.limit,
        hiddenIds.map((_, index) => value(`hidden${index}`)),
      );
    });
    if (listTemplates.size < MAX_LIST_TEMPLATES) listTemplates.set(shape, template);
  }
  const values: ListValues = { user: session.userId, ...(cursor ?? {}) };
  accountIds.forEach((id, index) => (values[`account${index}`] = id));
  hiddenIds.forEach((id, index) => (values[`hidden${index}`] = id));
  return template(values);
}
