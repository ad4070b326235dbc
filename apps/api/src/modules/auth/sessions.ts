import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { ActiveSession } from '@cuentas/shared/schemas/security';
import { sessions } from '../../db/schema/index.ts';
import type { SessionInfo } from '../../lib/auth.ts';
import { deviceLabel } from '../../lib/client-info.ts';
import type { Deps } from '../../lib/deps.ts';
import { notFound } from '../../lib/errors.ts';

/*
 * The owner's open sessions (decision 041): each with the device read from its User-Agent, a
 * shortened IP, when it started and when it was last used (written at most once an hour, lib/auth.ts).
 */

export const sessionMessages = {
  closed: 'Cerraste esa sesión.',
  closedOthers: (count: number) =>
    count === 0
      ? 'No había otras sesiones abiertas.'
      : count === 1
        ? 'Cerraste 1 sesión en otro dispositivo.'
        : `Cerraste ${count} sesiones en otros dispositivos.`,
};

const open = (deps: Deps, userId: string) =>
  and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, deps.now()));

export async function listSessions(deps: Deps, session: SessionInfo): Promise<{ items: ActiveSession[] }> {
  const rows = await deps.db
    .select()
    .from(sessions)
    .where(open(deps, session.userId))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.id))
    .limit(200);
  const items = rows.map((row) => ({
    id: row.id,
    device: deviceLabel(row.userAgent),
    ip: row.ipPrefix,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt.toISOString(),
    current: row.id === session.sessionId,
  }));
  // The session in use first, the rest by last use.
  return { items: [...items.filter((item) => item.current), ...items.filter((item) => !item.current)] };
}

/** Closes one of the owner's sessions; someone else's, or one already closed, is not found. */
export async function closeSession(deps: Deps, session: SessionInfo, id: string): Promise<{ message: string }> {
  const closed = await deps.db
    .update(sessions)
    .set({ revokedAt: deps.now() })
    .where(and(eq(sessions.id, id), open(deps, session.userId)))
    .returning({ id: sessions.id });
  if (closed.length === 0) throw notFound('No encontramos esa sesión');
  deps.sessionCache.forgetUser(session.userId);
  return { message: sessionMessages.closed };
}

/** «Cerrar sesión en los demás»: every session but the one asking. */
export async function closeOtherSessions(
  deps: Deps,
  session: SessionInfo,
): Promise<{ message: string; closed: number }> {
  const closed = await deps.db
    .update(sessions)
    .set({ revokedAt: deps.now() })
    .where(and(open(deps, session.userId), ne(sessions.id, session.sessionId)))
    .returning({ id: sessions.id });
  deps.sessionCache.forgetUser(session.userId);
  return { message: sessionMessages.closedOthers(closed.length), closed: closed.length };
}
