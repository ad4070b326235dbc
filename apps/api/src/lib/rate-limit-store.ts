import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/*
 * @fastify/rate-limit's counters for the limits that guard secrets and mail (sign-in, codes,
 * resets: every route with its own `rateLimit` config) live in the database, so that several API
 * instances on one database share one budget per client (decision 017). One row per
 * limit and client; each request is one atomic upsert that either counts on or starts a new
 * window, so concurrent requests on any instance never lose a count.
 *
 * The global per-IP budget of every API call stays in memory: a database write on every request
 * would cost the list's throughput (docs/architecture.md §7) for a coarse flood guard. With
 * REDIS_URL set the plugin's own Redis store shares every limit, the global one included (app.ts).
 */

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;
/** What the plugin passes to child(): its types say the route's options; at run time the merged limit settings with `routeInfo`. */
type RouteInfo = object;
const routePrefix = (options: RouteInfo) => {
  const route = (options as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
  return `${String(route?.method ?? '')}${route?.url ?? ''}:`;
};

/** How often, in counted requests, expired rows are swept (the table stays the size of the active clients). */
const SWEEP_EVERY = 1_000;

export function databaseRateLimitStore(db: Db) {
  let counted = 0;

  async function increment(key: string, windowMs: number): Promise<Result> {
    const result = await db.execute(sql`
      insert into rate_limit_counters as c (key, count, reset_at)
      values (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}))
      on conflict (key) do update set
        count = case when c.reset_at <= now() then 1 else c.count + 1 end,
        reset_at = case when c.reset_at <= now() then excluded.reset_at else c.reset_at end
      returning count, greatest(0, floor(extract(epoch from (reset_at - now())) * 1000))::bigint as ttl`);
    const row = (result as unknown as { rows: Array<{ count: number; ttl: string | number }> }).rows[0]!;
    if (++counted % SWEEP_EVERY === 0)
      void db.execute(sql`delete from rate_limit_counters where reset_at < now() - interval '1 hour'`).catch(() => {});
    return { current: Number(row.count), ttl: Number(row.ttl) };
  }

  async function read(key: string): Promise<Result> {
    const result = await db.execute(sql`
      select count, greatest(0, floor(extract(epoch from (reset_at - now())) * 1000))::bigint as ttl
      from rate_limit_counters where key = ${key} and reset_at > now()`);
    const row = (result as unknown as { rows: Array<{ count: number; ttl: string | number }> }).rows[0];
    return row ? { current: Number(row.count), ttl: Number(row.ttl) } : { current: 0, ttl: 0 };
  }

  /** A route's own limit, counted in the database under the route's prefix. */
  class DatabaseStore {
    readonly prefix: string;
    constructor(prefix: string) {
      this.prefix = prefix;
    }
    incr(key: string, callback: Callback, timeWindow: number) {
      increment(this.prefix + key, timeWindow).then((result) => callback(null, result), callback);
    }
    read(key: string, callback: Callback) {
      read(this.prefix + key).then((result) => callback(null, result), callback);
    }
    child(routeOptions: RouteInfo) {
      return new DatabaseStore(routePrefix(routeOptions));
    }
  }

  /** The class the plugin instantiates (`store` option): the global budget, in this process's memory. */
  class HybridStore {
    private readonly windows = new Map<string, { count: number; resetAt: number }>();
    incr(key: string, callback: Callback, timeWindow: number) {
      const now = Date.now();
      let entry = this.windows.get(key);
      if (!entry || entry.resetAt <= now) {
        // Forget finished windows now and then, so the map holds only active clients.
        if (this.windows.size > 10_000)
          for (const [stale, value] of this.windows) if (value.resetAt <= now) this.windows.delete(stale);
        entry = { count: 0, resetAt: now + timeWindow };
        this.windows.set(key, entry);
      }
      entry.count += 1;
      callback(null, { current: entry.count, ttl: entry.resetAt - now });
    }
    read(key: string, callback: Callback) {
      const entry = this.windows.get(key);
      const now = Date.now();
      callback(
        null,
        entry && entry.resetAt > now ? { current: entry.count, ttl: entry.resetAt - now } : { current: 0, ttl: 0 },
      );
    }
    child(routeOptions: RouteInfo) {
      return new DatabaseStore(routePrefix(routeOptions));
    }
  }
  return HybridStore;
}

/**
 * The store options of @fastify/rate-limit: Redis for every limit when REDIS_URL is set, else the
 * database for the routes' own limits. `close` ends the Redis connection at shutdown.
 */
export async function rateLimitStorage(redisUrl: string | undefined, db: Db) {
  if (!redisUrl) return { options: { store: databaseRateLimitStore(db) }, close: async () => {} };
  // Loaded only when configured: most installs never talk to Redis.
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, { connectTimeout: 2_000, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  return { options: { redis, nameSpace: 'cuentas-rate-limit:' }, close: async () => void (await redis.quit()) };
}
