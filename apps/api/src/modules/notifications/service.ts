import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AppNotification } from '@cuentas/shared/schemas/reminders';
import type { Db, Tx } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import type { SessionInfo } from '../../lib/auth.ts';
import type { Deps } from '../../lib/deps.ts';
import { notFound } from '../../lib/errors.ts';
import { isoOrNull } from '../../lib/http.ts';
import { uuidv7 } from '../../lib/ids.ts';

type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = { kind: string; title: string; body: string; link?: string | null };

const toNotification = (row: NotificationRow): AppNotification => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  link: row.link,
  read_at: isoOrNull(row.readAt),
  created_at: row.createdAt.toISOString(),
});

export async function createNotification(
  db: Db | Tx,
  userId: string,
  notification: NewNotification,
  now: Date,
): Promise<void> {
  await db
    .insert(notifications)
    .values({ id: uuidv7(now.getTime()), userId, ...notification, link: notification.link ?? null, createdAt: now });
}

/** Newest first, paged by id (v7 ids are ordered by creation time). */
export async function listNotifications(deps: Deps, session: SessionInfo, cursor: string | undefined, limit: number) {
  const conditions = [eq(notifications.userId, session.userId)];
  if (cursor) conditions.push(sql`${notifications.id} < ${cursor}::uuid`);
  const rows = await deps.db
    .select()
    .from(notifications)
    .where(and(...conditions))
    .orderBy(desc(notifications.id))
    .limit(limit + 1);
  const [unread] = await deps.db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, session.userId), isNull(notifications.readAt)));
  const page = rows.slice(0, limit);
  return {
    items: page.map(toNotification),
    next_cursor: rows.length > limit ? page.at(-1)!.id : null,
    unread: unread?.count ?? 0,
  };
}

export async function markRead(deps: Deps, session: SessionInfo, id: string): Promise<AppNotification> {
  const [row] = await deps.db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${deps.now()})` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, session.userId)))
    .returning();
  if (!row) throw notFound('No encontramos esta notificación');
  return toNotification(row);
}

export async function markAllRead(deps: Deps, session: SessionInfo): Promise<{ updated: number }> {
  const rows = await deps.db
    .update(notifications)
    .set({ readAt: deps.now() })
    .where(and(eq(notifications.userId, session.userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return { updated: rows.length };
}
