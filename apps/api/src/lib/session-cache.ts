import { LRUCache } from 'lru-cache';
import type { SessionInfo } from './auth.ts';

const MAX_ENTRIES = 10_000;
const TTL_MS = 60_000;

export type SessionCache = {
  get: (tokenHash: string, nowMs: number) => SessionInfo | undefined;
  set: (tokenHash: string, session: SessionInfo, nowMs: number) => void;
  /**
   * Forgets every cached session of a person, in every ledger: called on every revocation
   * (logout, password change or reset, deletion) and every change of their memberships. Every
   * session that hides private accounts goes with them.
   */
  forgetUser: (personId: string) => void;
  /** Forgets every member's cached session in a ledger: an account of it turned private or shared. */
  forgetLedger: (ledgerId: string) => void;
};

/**
 * Remembers recent token look-ups so a page load does not pay a database round trip for auth.
 * Only safe where this process sees every revocation: a database only this process serves (the
 * embedded PostgreSQL of DATA_DIR, PGlite in tests). On DATABASE_URL several instances may share
 * sessions, so the cache is off and every request reads the sessions table.
 */
export function createSessionCache(enabled: boolean): SessionCache {
  if (!enabled) return { get: () => undefined, set: () => {}, forgetUser: () => {}, forgetLedger: () => {} };
  // Expiry follows the time the callers pass (the app's clock, which tests move), not the machine's.
  let clock = 0;
  const entries = new LRUCache<string, SessionInfo>({
    max: MAX_ENTRIES,
    ttl: TTL_MS,
    ttlResolution: 0,
    perf: { now: () => clock },
  });
  return {
    get: (tokenHash, nowMs) => {
      clock = nowMs;
      return entries.get(tokenHash);
    },
    set: (tokenHash, session, nowMs) => {
      clock = nowMs;
      entries.set(tokenHash, session);
    },
    forgetUser: (personId) => {
      // Sessions that hide someone's private accounts go too: the person may have been their owner,
      // whose leaving shows them again (decision 049). Few sessions hide anything; they read afresh.
      for (const [key, session] of entries.entries())
        if (session.actorId === personId || session.hiddenAccountIds?.length) entries.delete(key);
    },
    forgetLedger: (ledgerId) => {
      for (const [key, session] of entries.entries()) if (session.userId === ledgerId) entries.delete(key);
    },
  };
}
