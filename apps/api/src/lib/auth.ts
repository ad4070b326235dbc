import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { statementTemplate } from '../db/prepared.ts';
import { sessions, users } from '../db/schema/index.ts';
import { type ClientInfo, keptUserAgent, shortenIp } from './client-info.ts';
import { newToken, sha256 } from './crypto.ts';
import type { Deps } from './deps.ts';
import { unauthorized } from './errors.ts';
import { uuidv7 } from './ids.ts';
import { localDate, validTimeZone } from './local-date.ts';

const SESSION_DAYS = 30;
const TOUCH_EVERY_MS = 60 * 60 * 1000;

export type SessionInfo = {
  userId: string;
  sessionId: string;
  /** users.ledger_version when the session was read (absent when it came from the session cache). */
  ledgerVersion?: string;
  /** The device's IANA zone from `X-Time-Zone`, which decides the user's "today" (see local-date.ts). */
  timeZone?: string;
};

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

export async function createSession(deps: Deps, userId: string, client: ClientInfo = {}): Promise<string> {
  const token = newToken();
  const now = deps.now();
  await deps.db.insert(sessions).values({
    id: uuidv7(),
    userId,
    tokenHash: sha256(token),
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + SESSION_DAYS * 24 * 3600 * 1000),
    // Shown in the owner's list of active sessions (decision 041).
    userAgent: keptUserAgent(client.userAgent),
    ipPrefix: shortenIp(client.ip),
  });
  return token;
}

// Every authenticated request runs this, so it is a prepared statement written once, and it brings
// the ledger version with it: a cached transaction page then costs this one round trip.
const sessionLookup = statementTemplate<'tokenHash' | 'now' | 'touchBefore'>(
  (value) => sql`
    select s.id, s.user_id, u.ledger_version, s.last_used_at < ${value('touchBefore')}::timestamptz
      from sessions s join users u on u.id = s.user_id
     where s.token_hash = ${value('tokenHash')} and s.revoked_at is null and s.expires_at > ${value('now')}::timestamptz`,
);

/** Looks the bearer token up; a revoked, expired or unknown token is simply no session. */
export async function findSession(deps: Deps, token: string): Promise<SessionInfo | undefined> {
  const now = deps.now();
  const tokenHash = sha256(token);
  const cached = deps.sessionCache.get(tokenHash, now.getTime());
  if (cached) return cached;
  const [row] = await deps.database.prepared(
    sessionLookup({
      tokenHash,
      now: now.toISOString(),
      touchBefore: new Date(now.getTime() - TOUCH_EVERY_MS).toISOString(),
    }),
  );
  if (!row) return undefined;
  const [sessionId, userId, ledgerVersion, needsTouch] = row as [string, string, string, string];
  // Sliding expiry, written at most once an hour so reads do not turn into writes.
  if (needsTouch === 't') {
    await deps.db
      .update(sessions)
      .set({ lastUsedAt: now, expiresAt: new Date(now.getTime() + SESSION_DAYS * 24 * 3600 * 1000) })
      .where(eq(sessions.id, sessionId));
  }
  deps.sessionCache.set(tokenHash, { userId, sessionId }, now.getTime());
  return { userId, sessionId, ledgerVersion };
}

/** onRequest hook for every route behind the bearer token: 401 comes before any body validation. */
export function requireAuth(deps: Deps) {
  return async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const session = token ? await findSession(deps, token) : undefined;
    if (!session) throw unauthorized();
    request.session = await withTimeZone(deps, request, session);
  };
}

/** For routes that work both signed out and signed in (confirm-otp). */
export function optionalAuth(deps: Deps) {
  return async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) return;
    const session = await findSession(deps, token);
    if (!session) throw unauthorized();
    request.session = await withTimeZone(deps, request, session);
  };
}

async function withTimeZone(deps: Deps, request: FastifyRequest, session: SessionInfo): Promise<SessionInfo> {
  const timeZone = validTimeZone(request.headers['x-time-zone']);
  if (!timeZone) return session;
  await rememberTimeZone(deps, session.userId, timeZone);
  return { ...session, timeZone };
}

/** How many users' zones this process remembers having saved; beyond it the oldest is forgotten (and at worst saved again). */
const REMEMBERED_ZONES = 10_000;

/**
 * Saves the device's zone on the user for the background jobs (reminder notices, budget alerts),
 * which have no request to read it from. Written only when it changes: this process remembers
 * what it saved, and the statement skips a row that already holds the zone.
 */
async function rememberTimeZone(deps: Deps, userId: string, timeZone: string): Promise<void> {
  if (deps.savedTimeZones.get(userId) === timeZone) return;
  try {
    await deps.db
      .update(users)
      .set({ timeZone })
      .where(and(eq(users.id, userId), or(isNull(users.timeZone), ne(users.timeZone, timeZone))));
  } catch (err) {
    // Only the background jobs need it: the request goes on, and the next one tries again.
    deps.logger.warn({ err }, 'could not save the time zone');
    return;
  }
  deps.savedTimeZones.delete(userId);
  if (deps.savedTimeZones.size >= REMEMBERED_ZONES)
    deps.savedTimeZones.delete(deps.savedTimeZones.keys().next().value!);
  deps.savedTimeZones.set(userId, timeZone);
}

/** Today's date (YYYY-MM-DD) where the user is. */
export function todayFor(deps: Pick<Deps, 'now'>, session: Pick<SessionInfo, 'timeZone'>): string {
  return localDate(deps.now(), session.timeZone);
}

export function sessionOf(request: FastifyRequest): SessionInfo {
  if (!request.session) throw unauthorized();
  return request.session;
}
