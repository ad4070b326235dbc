import type { SessionInfo } from './auth.ts';

const MAX_ENTRIES = 10_000;
const TTL_MS = 60_000;

export type SessionCache = {
  get: (tokenHash: string, nowMs: number) => SessionInfo | undefined;
  set: (tokenHash: string, session: SessionInfo, nowMs: number) => void;
  /** Called on every revocation (logout, password change or reset, deletion). */
  forgetUser: (userId: string) => void;
};

/**
 * Remembers recent token look-ups so a page load does not pay a database round trip for auth.
 * Only safe where this process sees every revocation: the embedded PGlite database, which one
 * process owns (the lock file). With PostgreSQL, several instances may share sessions, so the
 * cache is off and every request reads the sessions table.
 */
export function createSessionCache(enabled: boolean): SessionCache {
  const entries = new Map<string, { session: SessionInfo; until: number }>();
  if (!enabled) return { get: () => undefined, set: () => {}, forgetUser: () => {} };
  return {
    get: (tokenHash, nowMs) => {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (entry.until < nowMs) {
        entries.delete(tokenHash);
        return undefined;
      }
      return entry.session;
    },
    set: (tokenHash, session, nowMs) => {
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(tokenHash, { session, until: nowMs + TTL_MS });
    },
    forgetUser: (userId) => {
      for (const [key, entry] of entries) if (entry.session.userId === userId) entries.delete(key);
    },
  };
}
