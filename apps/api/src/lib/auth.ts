import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { rememberActor } from '../db/actor.ts';
import { statementTemplate } from '../db/prepared.ts';
import { sessions, users } from '../db/schema/index.ts';
import { type ClientInfo, keptUserAgent, shortenIp } from './client-info.ts';
import { newToken, sha256 } from './crypto.ts';
import type { Deps } from './deps.ts';
import { HttpError, notFound, unauthorized } from './errors.ts';
import { uuidv7 } from './ids.ts';
import { localDate, validTimeZone } from './local-date.ts';

const SESSION_DAYS = 30;
const TOUCH_EVERY_MS = 60 * 60 * 1000;

export type HouseholdRole = 'owner' | 'member' | 'viewer';

export type SessionInfo = {
  /**
   * The active ledger: the id of the user who founded it, which every row of the ledger carries
   * in `user_id` (decision 044). On personal routes (profile, password, phone…) it is the
   * signed-in person, so modules scope rows by it alike.
   */
  userId: string;
  /**
   * The signed-in person, whichever ledger they are working in. Absent where no one signed in
   * (background jobs, webhooks build a session for a ledger): the founder acts (`actorOf`).
   */
  actorId?: string;
  /** The person's role in the active ledger; absent as `actorId` is, meaning the owner. */
  role?: HouseholdRole;
  sessionId: string;
  /** users.ledger_version when the session was read (absent when it came from the session cache). */
  ledgerVersion?: string;
  /**
   * The ledger's private accounts of other members, which this person may not see (decision 049):
   * every read filters them out through db/visible-accounts.ts. Absent or empty: nothing hidden.
   */
  hiddenAccountIds?: readonly string[];
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
// the ledger version with it: a cached transaction page then costs this one round trip. The
// membership of the chosen ledger (decision 044) comes in the same round trip; the left joins keep
// the session's row when the ledger is unknown or not the person's, which answers 404, not 401.
// So do the other members' private accounts (decision 049): one probe of a partial index that
// holds only private accounts. An owner who left the ledger hides nothing.
const sessionLookup = statementTemplate<'tokenHash' | 'now' | 'touchBefore' | 'ledgerId'>(
  (value) => sql`
    select s.id, s.user_id, l.id, l.ledger_version, s.last_used_at < ${value('touchBefore')}::timestamptz, m.role,
           (select string_agg(a.id::text, ',') from accounts a
             where a.user_id = l.id and a.private and a.owner_id <> s.user_id
               and exists (select 1 from household_members o where o.ledger_id = a.user_id and o.member_id = a.owner_id))
      from sessions s
      left join household_members m
        on m.ledger_id = coalesce(${value('ledgerId')}::uuid, s.user_id) and m.member_id = s.user_id
      left join users l on l.id = m.ledger_id
     where s.token_hash = ${value('tokenHash')} and s.revoked_at is null and s.expires_at > ${value('now')}::timestamptz`,
);

/** A session that is valid, with the person's membership of the ledger asked for (none: not a member). */
type SessionLookup = { session: SessionInfo } | { session: undefined; signedIn: boolean };

/**
 * Looks the bearer token up together with the person's role in `ledgerId` (their own ledger when
 * absent). A revoked, expired or unknown token is no session; a valid one in a ledger the person
 * does not belong to is `signedIn` without a session.
 */
export async function findSession(deps: Deps, token: string, ledgerId?: string): Promise<SessionLookup> {
  const now = deps.now();
  const tokenHash = sha256(token);
  const cacheKey = ledgerId ? `${tokenHash}:${ledgerId}` : tokenHash;
  const cached = deps.sessionCache.get(cacheKey, now.getTime());
  if (cached) return { session: cached };
  const [row] = await deps.database.prepared(
    sessionLookup({
      tokenHash,
      now: now.toISOString(),
      touchBefore: new Date(now.getTime() - TOUCH_EVERY_MS).toISOString(),
      ledgerId: ledgerId ?? null,
    }),
  );
  if (!row) return { session: undefined, signedIn: false };
  const [sessionId, actorId, userId, ledgerVersion, needsTouch, role, hidden] = row as [
    string,
    string,
    string | null,
    string | null,
    string,
    HouseholdRole | null,
    string | null,
  ];
  // Sliding expiry, written at most once an hour so reads do not turn into writes.
  if (needsTouch === 't') {
    await deps.db
      .update(sessions)
      .set({ lastUsedAt: now, expiresAt: new Date(now.getTime() + SESSION_DAYS * 24 * 3600 * 1000) })
      .where(eq(sessions.id, sessionId));
  }
  if (!userId || !role || ledgerVersion === null) return { session: undefined, signedIn: true };
  const session: SessionInfo = { userId, actorId, role, sessionId };
  if (hidden) session.hiddenAccountIds = hidden.split(',');
  deps.sessionCache.set(cacheKey, session, now.getTime());
  return { session: { ...session, ledgerVersion } };
}

/** The header naming the ledger a request works in; without it, the person's own (decision 044). */
export const LEDGER_HEADER = 'x-ledger';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const readOnlyRole = () => new HttpError(403, [{ message: 'Tu rol en este hogar es solo lectura' }]);
const noSuchLedger = () => notFound('Este hogar no existe o ya no formas parte de él');

/**
 * onRequest hook for every route behind the bearer token: 401 comes before any body validation.
 * `ledger` routes work in the ledger of `X-Ledger`: a ledger the person is not a member of
 * answers 404 as an unknown id does (section 4.4), and a viewer's writes answer 403 here, once for
 * every route. `personal` routes (the profile, password, phone, sessions, notices, billing,
 * support) always work on the person: their `userId` is the actor whatever the header says.
 */
export function requireAuth(deps: Deps, scope: 'ledger' | 'personal' = 'ledger') {
  return async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const header = scope === 'ledger' ? request.headers[LEDGER_HEADER] : undefined;
    const ledgerId = typeof header === 'string' && header !== '' ? header : undefined;
    if (ledgerId !== undefined && !UUID.test(ledgerId)) {
      if (!(await findSession(deps, token)).session) throw unauthorized();
      throw noSuchLedger();
    }
    const found = await findSession(deps, token, ledgerId?.toLowerCase());
    if (!found.session) throw found.signedIn ? noSuchLedger() : unauthorized();
    let session = found.session;
    if (scope === 'personal')
      session = { ...session, userId: actorOf(session), role: 'owner', hiddenAccountIds: undefined };
    else if (session.role === 'viewer' && !READS.has(request.method)) throw readOnlyRole();
    rememberActor(session.actorId);
    request.session = await withTimeZone(deps, request, session);
  };
}

/** For routes that work both signed out and signed in (confirm-otp); always the person's own. */
export function optionalAuth(deps: Deps) {
  return async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) return;
    const { session } = await findSession(deps, token);
    if (!session) throw unauthorized();
    request.session = await withTimeZone(deps, request, { ...session, userId: actorOf(session), role: 'owner' });
  };
}

async function withTimeZone(deps: Deps, request: FastifyRequest, session: SessionInfo): Promise<SessionInfo> {
  const timeZone = validTimeZone(request.headers['x-time-zone']);
  if (!timeZone) return session;
  // The person's zone, not the ledger's: a member abroad does not move the founder's notices.
  await rememberTimeZone(deps, actorOf(session), timeZone);
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

/** Who is acting: the signed-in person, or the ledger's founder for work no one signed in for. */
export function actorOf(session: Pick<SessionInfo, 'userId' | 'actorId'>): string {
  return session.actorId ?? session.userId;
}

export function sessionOf(request: FastifyRequest): SessionInfo {
  if (!request.session) throw unauthorized();
  return request.session;
}
