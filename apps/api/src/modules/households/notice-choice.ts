import { and, eq } from 'drizzle-orm';
import { householdMembers } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { roleIn } from './membership.ts';

/**
 * A member's own choice (decision 054): whether the household's reminders nobody in it created and
 * its shared budget alerts reach them too. Each person chooses for themselves, whatever their role;
 * what they made themselves (their reminders, their personal budget) reaches them anyway.
 */
export async function chooseSharedNotices(deps: Deps, actorId: string, ledgerId: string, shared: boolean) {
  await roleIn(deps, ledgerId, actorId);
  await deps.db
    .update(householdMembers)
    .set({ sharedNotices: shared })
    .where(and(eq(householdMembers.ledgerId, ledgerId), eq(householdMembers.memberId, actorId)));
  return {
    message: shared
      ? 'Te avisaremos de los recordatorios y del presupuesto compartido del hogar'
      : 'Ya no te avisaremos de los recordatorios ni del presupuesto compartido del hogar',
  };
}
