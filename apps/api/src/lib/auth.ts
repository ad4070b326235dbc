import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { sessions } from '../db/schema/index.ts';
import { newToken, sha256 } from './crypto.ts';
import type { Deps } from './deps.ts';
import { unauthorized } from './errors.ts';
import { uuidv7 } from './ids.ts';

const SESSION_DAYS = 30;
const TOUCH_EVERY_MS = 60 * 60 * 1000;

export type SessionInfo = { userId: string; sessionId: string };

declare module 'fastify' {
  interface FastifyRequest {
    session?: SessionInfo;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

export async function createSession(deps: Deps, userId: string): Promise<string> {
  const token = newToken();
  const now = deps.now();
  await deps.db.insert(sessions).values({
    id: uuidv7(),
    userId,
    tokenHash: sha256(token),
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + SESSION_DAYS * 24 * 3600 * 1000),
  });
  return token;
}

/** Looks the bearer token up; a revoked, expired or unknown token is simply no session. */
export async function findSession(deps: Deps, token: string): Promise<SessionInfo | undefined> {
  const now = deps.now();
  const tokenHash = sha256(token);
  const cached = deps.sessionCache.get(tokenHash, now.getTime());
  if (cached) return cached;
  const [row] = await deps.db
    .select({ id: sessions.id, userId: sessions.userId, lastUsedAt: sessions.lastUsedAt })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row) return undefined;
  // Sliding expiry, written at most once an hour so reads do not turn into writes.
  if (now.getTime() - row.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    await deps.db
      .update(sessions)
      .set({ lastUsedAt: now, expiresAt: new Date(now.getTime() + SESSION_DAYS * 24 * 3600 * 1000) })
      .where(eq(sessions.id, row.id));
  }
  const session = { userId: row.userId, sessionId: row.id };
  deps.sessionCache.set(tokenHash, session, now.getTime());
  return session;
}

/** onRequest hook for every route behind the bearer token: 401 comes before any body validation. */
export function requireAuth(deps: Deps) {
  return async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const session = token ? await findSession(deps, token) : undefined;
    if (!session) throw unauthorized();
    request.session = session;
  };
}

/** For routes that work both signed out and signed in (confirm-otp). */
export function optionalAuth(deps: Deps) {
  return async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) return;
    const session = await findSession(deps, token);
    if (!session) throw unauthorized();
    request.session = session;
  };
}

export function sessionOf(request: FastifyRequest): SessionInfo {
  if (!request.session) throw unauthorized();
  return request.session;
}
