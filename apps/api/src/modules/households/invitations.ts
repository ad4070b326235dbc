import type { CreateInviteInput, HouseholdInvite, Invitation } from '@cuentas/shared/schemas/households';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { householdInvites, householdMembers, users } from '../../db/schema/index.ts';
import { newToken, sha256 } from '../../lib/crypto.ts';
import { type Deps, sendMailInBackground } from '../../lib/deps.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { uuidv7 } from '../../lib/ids.ts';
import { PlanRequiredError } from '../kernel/plan.ts';
import { householdInviteMail } from './mail.ts';
import { assertOwner, householdOf, memberLimit } from './service.ts';

/** An invitation link lasts a week: long enough to be read, short enough not to linger in a mailbox. */
const INVITE_TTL_MS = 7 * 24 * 3600 * 1000;

const invalidLink = () => notFound('Esta invitación ya no es válida: pide a quien te invitó que te envíe otra');

const toInvite = (row: typeof householdInvites.$inferSelect): HouseholdInvite => ({
  id: row.id,
  email: row.email,
  role: row.role,
  expires_at: row.expiresAt.toISOString(),
  created_at: row.createdAt.toISOString(),
});

/**
 * Mails a single-use link that lets whoever opens it join the ledger. Members and pending
 * invitations count together against the founder's plan, under a per-ledger lock so two
 * invitations sent at once cannot pass it together (decision 033).
 */
export async function invite(deps: Deps, actorId: string, ledgerId: string, input: CreateInviteInput) {
  await assertOwner(deps, ledgerId, actorId);
  const email = input.email.trim().toLowerCase();
  const role = input.role ?? 'member';
  const limit = await memberLimit(deps, ledgerId);
  const now = deps.now();
  const token = newToken();
  const row = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`household:${ledgerId}`}, 0))`);
    const [member] = await tx
      .select({ id: users.id })
      .from(householdMembers)
      .innerJoin(users, eq(users.id, householdMembers.memberId))
      .where(and(eq(householdMembers.ledgerId, ledgerId), eq(users.email, email)));
    if (member) throw conflict('Esa persona ya forma parte de tu hogar', 'email');
    const pending = and(
      eq(householdInvites.ledgerId, ledgerId),
      isNull(householdInvites.acceptedAt),
      isNull(householdInvites.revokedAt),
      gt(householdInvites.expiresAt, now),
    );
    // A new invitation to the same address replaces the one before: only the latest link works.
    await tx
      .update(householdInvites)
      .set({ revokedAt: now })
      .where(and(pending, eq(householdInvites.email, email)));
    if (limit !== null) {
      const [members] = await tx
        .select({ total: count() })
        .from(householdMembers)
        .where(eq(householdMembers.ledgerId, ledgerId));
      const [invites] = await tx.select({ total: count() }).from(householdInvites).where(pending);
      if ((members?.total ?? 0) + (invites?.total ?? 0) >= limit)
        throw new PlanRequiredError(
          limit === 2
            ? 'El plan Gratis comparte tu hogar con una persona más. Pásate a Premium para compartirlo con hasta 6 personas.'
            : `Tu hogar ya tiene ${limit} personas entre miembros e invitaciones pendientes, el máximo de Premium.`,
        );
    }
    const [inserted] = await tx
      .insert(householdInvites)
      .values({
        id: uuidv7(),
        ledgerId,
        email,
        role,
        tokenHash: sha256(token),
        invitedBy: actorId,
        expiresAt: new Date(now.getTime() + INVITE_TTL_MS),
        createdAt: now,
      })
      .returning();
    return inserted!;
  });
  const [inviter] = await deps.db.select({ name: users.name }).from(users).where(eq(users.id, actorId));
  const household = await householdOf(deps, ledgerId, actorId);
  const link = `${deps.config.appUrl}/hogar/invitacion/${token}`;
  sendMailInBackground(deps, () =>
    deps.mailer.send(householdInviteMail(email, inviter?.name ?? 'Alguien', household.name, role, link)),
  );
  return toInvite(row);
}

export async function revokeInvite(deps: Deps, actorId: string, ledgerId: string, inviteId: string) {
  await assertOwner(deps, ledgerId, actorId);
  const revoked = await deps.db
    .update(householdInvites)
    .set({ revokedAt: deps.now() })
    .where(
      and(
        eq(householdInvites.id, inviteId),
        eq(householdInvites.ledgerId, ledgerId),
        isNull(householdInvites.acceptedAt),
        isNull(householdInvites.revokedAt),
        gt(householdInvites.expiresAt, deps.now()),
      ),
    )
    .returning({ id: householdInvites.id });
  if (revoked.length === 0) throw notFound('Esa invitación no existe o ya no está pendiente');
  return { message: 'Anulamos la invitación' };
}

async function openInvite(deps: Deps, token: string) {
  const [row] = await deps.db
    .select({ invite: householdInvites, inviter: users.name })
    .from(householdInvites)
    .innerJoin(users, eq(users.id, householdInvites.invitedBy))
    .where(
      and(
        eq(householdInvites.tokenHash, sha256(token)),
        isNull(householdInvites.acceptedAt),
        isNull(householdInvites.revokedAt),
        gt(householdInvites.expiresAt, deps.now()),
      ),
    );
  if (!row) throw invalidLink();
  return row;
}

/** What the link shows before anyone signs in: who invites, to which household, with which role. */
export async function readInvitation(deps: Deps, token: string): Promise<Invitation> {
  const { invite: row, inviter } = await openInvite(deps, token);
  const [founder] = await deps.db.select({ name: users.name }).from(users).where(eq(users.id, row.ledgerId));
  return {
    household_name: `Hogar de ${founder?.name ?? inviter}`,
    invited_by: inviter,
    email: row.email,
    role: row.role,
    expires_at: row.expiresAt.toISOString(),
  };
}

/**
 * Joins the signed-in person to the ledger. The link is the proof, as a reset link is: whoever
 * signed in with it joins, whatever address they use. Used once (compare-and-set on accepted_at).
 */
export async function acceptInvitation(deps: Deps, personId: string, token: string) {
  const { invite: row } = await openInvite(deps, token);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const [taken] = await tx
      .update(householdInvites)
      .set({ acceptedAt: now })
      .where(
        and(eq(householdInvites.id, row.id), isNull(householdInvites.acceptedAt), isNull(householdInvites.revokedAt)),
      )
      .returning({ id: householdInvites.id });
    if (!taken) throw invalidLink();
    // Already a member (the founder opening their own link, or a second link): the role stays.
    await tx
      .insert(householdMembers)
      .values({ ledgerId: row.ledgerId, memberId: personId, role: row.role, invitedBy: row.invitedBy, joinedAt: now })
      .onConflictDoNothing();
  });
  deps.sessionCache.forgetUser(personId);
  return householdOf(deps, row.ledgerId, personId);
}
