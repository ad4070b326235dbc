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

export const pageCacheKey = (userId: string, ledgerVersion: string, query: object) => `${userId}|${ledgerVersion}|${JSON.stringify(query)}`;

export function createPageCache(maxBytes: number): PageCache {
  const entries = new Map<string, Buffer>();
  let bytes = 0;
  return {
    get: (key) => {
      const body = entries.get(key);
      if (body !== undefined) {
        // Map keeps insertion order: re-inserting marks it as the most recently used.
        entries.delete(key);
        entries.set(key, body);
      }
      return body;
    },
    set: (key, body) => {
      const size = key.length + body.byteLength;
      if (size > maxBytes / 4 || entries.has(key)) return;
      entries.set(key, body);
      bytes += size;
      for (const [oldKey, oldBody] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldKey);
        bytes -= oldKey.length + oldBody.byteLength;
      }
    },
  };
}
