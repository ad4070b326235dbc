import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { ReportQueryInput } from '@cuentas/shared/schemas/reports';
import { statementTemplate } from '../../db/prepared.ts';
import type { Deps } from '../../lib/deps.ts';

/**
 * Reports kept by versions (decision 030), as the budget month keeps its book (decision 024).
 * Everything a report reads moves one of three numbers in the same transaction as the change:
 * users.ledger_version (transactions, split lines, accounts, hence the monthly totals),
 * users.budget_version (categories, budget lines, configuration, typed rates) and the shared
 * reference rates' version. A report is computed again only when one of them moved, when "today"
 * moved (the default range and the current month's rate follow it) or for another query.
 */

const versionsOf = statementTemplate<'user'>(
  (value) => sql`select u.ledger_version, u.budget_version, coalesce(r.version, 0)
                   from users u left join reference_rates_version r on r.id = 1
                  where u.id = ${value('user')}`,
);

/** The user's three versions as one key, in one prepared read. Read before anything they label. */
export async function reportVersions(deps: Pick<Deps, 'database'>, userId: string): Promise<string> {
  const [row] = await deps.database.prepared(versionsOf({ user: userId }));
  return row ? row.join('|') : '';
}

/** Reports kept per process: a 12-month report is a few kilobytes. */
const CACHED_REPORTS = 1000;
/** Users whose report inputs (configuration, rate book, accounts) are kept. */
const CACHED_INPUTS = 200;

type Caches = {
  reports: LRUCache<string, Promise<object>>;
  inputs: LRUCache<string, { versions: string; value: Promise<unknown> }>;
};
const cachesOf = new WeakMap<object, Caches>();

function caches(deps: Deps): Caches {
  let found = cachesOf.get(deps);
  if (!found) {
    found = { reports: new LRUCache({ max: CACHED_REPORTS }), inputs: new LRUCache({ max: CACHED_INPUTS }) };
    cachesOf.set(deps, found);
  }
  return found;
}

/** What the context reads of the user, kept while the versions stay; a failed read is not kept. */
export function cachedInputs<T>(deps: Deps, userId: string, versions: string, read: () => Promise<T>): Promise<T> {
  const { inputs } = caches(deps);
  const hit = inputs.get(userId);
  if (hit && hit.versions === versions) return hit.value as Promise<T>;
  const value = read();
  inputs.set(userId, { versions, value });
  value.catch(() => {
    if (inputs.get(userId)?.value === value) inputs.delete(userId);
  });
  return value;
}

/** What of a report's context (context.ts) names its answer. */
type KeyOfContext = { userId: string; versions: string; today: string; startDay: number; from: string; to: string };

/**
 * A report function whose answers are kept by the user, the versions, today, the range and the
 * filters. Two requests for the same report at once share one computation. The answer is never
 * changed after it is made (Fastify serialises it as it is).
 */
export function cachedReport<C extends KeyOfContext, T extends object>(
  kind: string,
  compute: (deps: Deps, context: C, query: ReportQueryInput) => Promise<T>,
) {
  return (deps: Deps, context: C, query: ReportQueryInput): Promise<T> => {
    const key = [
      context.userId,
      kind,
      context.versions,
      context.today,
      context.startDay,
      context.from,
      context.to,
      query.account_ids?.join(',') ?? '',
      query.category_ids?.join(',') ?? '',
    ].join('|');
    const { reports } = caches(deps);
    const hit = reports.get(key);
    if (hit) return hit as Promise<T>;
    const value = compute(deps, context, query);
    reports.set(key, value);
    value.catch(() => {
      if (reports.get(key) === value) reports.delete(key);
    });
    return value;
  };
}
