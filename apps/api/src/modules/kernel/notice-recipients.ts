import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { householdMembers } from '../../db/schema/index.ts';

/**
 * Who is told about a ledger's reminders and budget alerts (decision 054). What one person made
 * for themselves (a reminder they created, their personal budget line) goes to them while they
 * are a member; what is the household's goes to the members who take its shared notices — by
 * default only the founder, as before members could choose.
 */
export const takesSharedNotices = sql`coalesce(${householdMembers.sharedNotices}, ${householdMembers.memberId} = ${householdMembers.ledgerId})`;

export async function noticeRecipients(db: Db | Tx, ledgerId: string, personId: string | null): Promise<string[]> {
  if (personId) {
    const [member] = await db
      .select({ id: householdMembers.memberId })
      .from(householdMembers)
      .where(and(eq(householdMembers.ledgerId, ledgerId), eq(householdMembers.memberId, personId)));
    // Someone who left the household is told nothing more about it.
    return member ? [member.id] : [];
  }
  const rows = await db
    .select({ id: householdMembers.memberId })
    .from(householdMembers)
    .where(and(eq(householdMembers.ledgerId, ledgerId), takesSharedNotices));
  return rows.map((row) => row.id);
}
