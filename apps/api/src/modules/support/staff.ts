import { eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staffMembers, users } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { notFound } from '../../lib/errors.ts';

export async function isStaff(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: staffMembers.userId })
    .from(staffMembers)
    .where(eq(staffMembers.userId, userId))
    .limit(1);
  return row !== undefined;
}

/** The staff routes do not exist for anyone else (404, as for another user's ticket). */
export async function requireStaff(deps: Deps, userId: string): Promise<void> {
  if (!(await isStaff(deps.db, userId))) throw notFound();
}

export type StaffChange = {
  outcome: 'granted' | 'already' | 'revoked' | 'not_staff' | 'no_user';
  email: string;
  name?: string;
};

/** What `npm run staff -- grant` does once the database is open (also used by the browser tests' set-up). */
export async function grantStaff(db: Db, email: string, now = new Date()): Promise<StaffChange> {
  const address = email.trim().toLowerCase();
  const [user] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.email, address))
    .limit(1);
  if (!user) return { outcome: 'no_user', email: address };
  const inserted = await db
    .insert(staffMembers)
    .values({ userId: user.id, grantedAt: now })
    .onConflictDoNothing()
    .returning();
  return { outcome: inserted.length > 0 ? 'granted' : 'already', email: address, name: user.name };
}

export async function revokeStaff(db: Db, email: string): Promise<StaffChange> {
  const address = email.trim().toLowerCase();
  const [user] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.email, address))
    .limit(1);
  if (!user) return { outcome: 'no_user', email: address };
  const deleted = await db.delete(staffMembers).where(eq(staffMembers.userId, user.id)).returning();
  return { outcome: deleted.length > 0 ? 'revoked' : 'not_staff', email: address, name: user.name };
}

export async function listStaff(db: Db): Promise<{ email: string; name: string; grantedAt: Date }[]> {
  return db
    .select({ email: users.email, name: users.name, grantedAt: staffMembers.grantedAt })
    .from(staffMembers)
    .innerJoin(users, eq(users.id, staffMembers.userId))
    .orderBy(users.email);
}

/** Who to tell about a ticket: every staff member except the one who wrote (a member may open tickets too). */
export async function staffEmails(db: Db, exceptUserId: string): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(staffMembers)
    .innerJoin(users, eq(users.id, staffMembers.userId))
    .where(ne(staffMembers.userId, exceptUserId));
  return rows.map((row) => row.email);
}
