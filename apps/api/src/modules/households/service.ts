import type { Household, HouseholdRole } from '@cuentas/shared/schemas/households';
import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { enteredByAnother } from '../../db/authorship.ts';
import type { Tx } from '../../db/client.ts';
import { householdInvites, householdMembers, transactions, users } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import { planOf } from '../kernel/plan.ts';
import { householdMessages, roleIn } from './membership.ts';

/**
 * How many people may share a ledger, counting its pending invitations (decision 044): Gratis is
 * a couple, Premium a family, self-hosting has no limit. The ledger founder's plan decides.
 */
export const HOUSEHOLD_LIMITS = { free: 2, premium: 6, self_hosted: null } as const;

// Who belongs to a ledger lives in membership.ts, which the other files of the module share; other
// modules reach it and the balances through this file (the module's service).
export { householdMessages, roleIn } from './membership.ts';
export { balances, membersOf, shareExpense } from './shared-expenses.ts';

export async function assertOwner(deps: Deps, ledgerId: string, personId: string): Promise<void> {
  if ((await roleIn(deps, ledgerId, personId)) !== 'owner')
    throw new HttpError(403, [{ message: householdMessages.ownersOnly }]);
}

export async function memberLimit(deps: Deps, ledgerId: string): Promise<number | null> {
  return HOUSEHOLD_LIMITS[await planOf(deps, ledgerId)];
}

/** Every ledger the person belongs to, their own first, with its members and (to owners) pending invitations. */
export async function listHouseholds(deps: Deps, personId: string): Promise<Household[]> {
  const mine = await deps.db
    .select({
      ledgerId: householdMembers.ledgerId,
      role: householdMembers.role,
      sharedNotices: householdMembers.sharedNotices,
    })
    .from(householdMembers)
    .where(eq(householdMembers.memberId, personId));
  if (mine.length === 0) return [];
  const ledgerIds = mine.map((row) => row.ledgerId);
  const members = await deps.db
    .select({
      ledgerId: householdMembers.ledgerId,
      id: users.id,
      name: users.name,
      email: users.email,
      role: householdMembers.role,
      joinedAt: householdMembers.joinedAt,
    })
    .from(householdMembers)
    .innerJoin(users, eq(users.id, householdMembers.memberId))
    .where(inArray(householdMembers.ledgerId, ledgerIds))
    .orderBy(asc(householdMembers.joinedAt));
  const owned = mine.filter((row) => row.role === 'owner').map((row) => row.ledgerId);
  const invites =
    owned.length === 0
      ? []
      : await deps.db
          .select()
          .from(householdInvites)
          .where(
            and(
              inArray(householdInvites.ledgerId, owned),
              isNull(householdInvites.acceptedAt),
              isNull(householdInvites.revokedAt),
              gt(householdInvites.expiresAt, deps.now()),
            ),
          )
          .orderBy(asc(householdInvites.createdAt));
  const households = await Promise.all(
    mine.map(async ({ ledgerId, role, sharedNotices }) => {
      const people = members.filter((member) => member.ledgerId === ledgerId);
      const founder = people.find((member) => member.id === ledgerId);
      return {
        id: ledgerId,
        name: ledgerId === personId ? 'Mi hogar' : `Hogar de ${founder?.name ?? 'otra persona'}`,
        role,
        is_own: ledgerId === personId,
        member_limit: await memberLimit(deps, ledgerId),
        // Unchosen means the founder yes, the others no (the rule `takesSharedNotices` applies).
        shared_notices: sharedNotices ?? ledgerId === personId,
        members: people.map((member) => ({
          id: member.id,
          name: member.name,
          email: member.email,
          role: member.role,
          is_founder: member.id === ledgerId,
          joined_at: member.joinedAt.toISOString(),
        })),
        invites: invites
          .filter((invite) => invite.ledgerId === ledgerId)
          .map((invite) => ({
            id: invite.id,
            email: invite.email,
            role: invite.role,
            expires_at: invite.expiresAt.toISOString(),
            created_at: invite.createdAt.toISOString(),
          })),
      } satisfies Household;
    }),
  );
  return households.sort((a, b) => Number(b.is_own) - Number(a.is_own));
}

export async function householdOf(deps: Deps, ledgerId: string, personId: string): Promise<Household> {
  const found = (await listHouseholds(deps, personId)).find((household) => household.id === ledgerId);
  if (!found) throw notFound(householdMessages.notFound);
  return found;
}

/** Changes a member's role; the founder stays the owner of their ledger (decision 044). */
export async function changeRole(deps: Deps, actorId: string, ledgerId: string, memberId: string, role: HouseholdRole) {
  await assertOwner(deps, ledgerId, actorId);
  if (memberId === ledgerId) throw new HttpError(409, [{ message: householdMessages.founderStays, field: 'role' }]);
  if (role !== 'owner') await assertAnotherOwner(deps, ledgerId, memberId);
  const [row] = await deps.db
    .update(householdMembers)
    .set({ role })
    .where(and(eq(householdMembers.ledgerId, ledgerId), eq(householdMembers.memberId, memberId)))
    .returning();
  if (!row) throw notFound('Esa persona no forma parte de este hogar');
  // The role is cached with the person's sessions: forget them so the change holds at once.
  deps.sessionCache.forgetUser(memberId);
  const household = await householdOf(deps, ledgerId, actorId);
  return household.members.find((member) => member.id === memberId)!;
}

export async function removeMember(deps: Deps, actorId: string, ledgerId: string, memberId: string) {
  if (memberId !== actorId) await assertOwner(deps, ledgerId, actorId);
  else await roleIn(deps, ledgerId, actorId);
  if (memberId === ledgerId)
    throw new HttpError(409, [
      { message: memberId === actorId ? householdMessages.founderCannotLeave : householdMessages.founderStays },
    ]);
  await assertAnotherOwner(deps, ledgerId, memberId);
  const removed = await deps.db
    .delete(householdMembers)
    .where(and(eq(householdMembers.ledgerId, ledgerId), eq(householdMembers.memberId, memberId)))
    .returning();
  if (removed.length === 0) throw notFound('Esa persona no forma parte de este hogar');
  deps.sessionCache.forgetUser(memberId);
  return { message: memberId === actorId ? householdMessages.left : householdMessages.removed };
}

/**
 * A household never goes without someone to administer it: an owner steps down or leaves only
 * while another owner remains (the founder always does, decision 044; the rule keeps holding for
 * whatever comes to change that).
 */
async function assertAnotherOwner(deps: Deps, ledgerId: string, memberId: string): Promise<void> {
  const owners = await deps.db
    .select({ id: householdMembers.memberId })
    .from(householdMembers)
    .where(and(eq(householdMembers.ledgerId, ledgerId), eq(householdMembers.role, 'owner')));
  if (owners.some((owner) => owner.id === memberId) && owners.length === 1)
    throw new HttpError(409, [{ message: householdMessages.lastOwner }]);
}

/**
 * An owner who is not the founder hands the administration over (decision 050): the other
 * member becomes an owner and they stay on as a member, in one transaction. The founder cannot:
 * the ledger is named by their id.
 */
export async function handOver(deps: Deps, actorId: string, ledgerId: string, memberId: string) {
  await assertOwner(deps, ledgerId, actorId);
  if (actorId === ledgerId) throw new HttpError(409, [{ message: householdMessages.founderHandsOver }]);
  if (memberId === actorId)
    throw new HttpError(400, [{ message: householdMessages.handOverToSomeoneElse, field: 'member_id' }]);
  const [target] = await deps.db
    .select({ name: users.name })
    .from(householdMembers)
    .innerJoin(users, eq(users.id, householdMembers.memberId))
    .where(and(eq(householdMembers.ledgerId, ledgerId), eq(householdMembers.memberId, memberId)));
  if (!target) throw new HttpError(400, [{ message: 'Esa persona no forma parte del hogar', field: 'member_id' }]);
  await deps.db.transaction(async (tx) => {
    const mine = and(eq(householdMembers.ledgerId, ledgerId), eq(householdMembers.memberId, actorId));
    await tx
      .update(householdMembers)
      .set({ role: 'owner' })
      .where(and(eq(householdMembers.ledgerId, ledgerId), eq(householdMembers.memberId, memberId)));
    await tx.update(householdMembers).set({ role: 'member' }).where(mine);
  });
  deps.sessionCache.forgetUser(memberId);
  deps.sessionCache.forgetUser(actorId);
  return { message: householdMessages.handedOver(target.name) };
}

/** Deleting an account is refused while others share its ledger (decision 044): their movements live in it. */
export async function assertNoOtherMembers(deps: Deps, personId: string): Promise<void> {
  const rows = await deps.db
    .select({ memberId: householdMembers.memberId })
    .from(householdMembers)
    .where(eq(householdMembers.ledgerId, personId));
  if (rows.some((row) => row.memberId !== personId))
    throw new HttpError(409, [{ message: householdMessages.othersRemain }]);
}

/**
 * Before a person's user row goes: their name comes off the movements they entered in others'
 * ledgers. Done as its own statement because the same rows of their own ledger would otherwise be
 * both deleted (by user_id) and set to null (by created_by) within one DELETE, which PostgreSQL
 * refuses.
 */
export async function forgetAuthorship(tx: Tx, personId: string): Promise<void> {
  await tx
    .update(transactions)
    .set({ createdBy: null })
    .where(and(eq(transactions.createdBy, personId), enteredByAnother));
}
