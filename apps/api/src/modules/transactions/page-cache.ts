import { LRUCache } from 'lru-cache';

/**
 * Finished transaction-list bodies, as UTF-8 bytes (encoding 20 kB of JSON for every response
 * cost more CPU than anything else on a hit), keyed by user, ledger version and the validated query. The
 * ledger version (users.ledger_version) is bumped by triggers in the same transaction as any
 * change to the user's transactions, split lines or accounts, so a hit is never stale, whichever
 * instance made the change; old versions simply stop being asked for and age out.
 * Bounded by total size, least recently used first out.
 */
export type PageCache = {
  get: (key: string) => Buffer | undefined;
  set: (key: string, body: Buffer) => void;
};

export const pageCacheKey = (userId: string, ledgerVersion: string, query: object) =>
  `${userId}|${ledgerVersion}|${JSON.stringify(query)}`;

export function createPageCache(maxBytes: number): PageCache {
  const entries = new LRUCache<string, Buffer>({
    maxSize: maxBytes,
    sizeCalculation: (body, key) => key.length + body.byteLength,
    // One large page must not push out many small ones.
    maxEntrySize: maxBytes / 4,
  });
  return {
    get: (key) => entries.get(key),
    set: (key, body) => {
      // A page of a ledger version never changes: the first copy stays.
      if (!entries.has(key)) entries.set(key, body);
    },
  };
}
