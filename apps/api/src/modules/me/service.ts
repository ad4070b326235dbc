import { eq } from 'drizzle-orm';
import type { DeleteMeInput, Permissions, Profile, UpdateMeInput } from '@cuentas/shared/schemas/me';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { SessionInfo } from '../../lib/auth.ts';
import { verifyPassword } from '../../lib/crypto.ts';
import { type Deps, sendMailInBackground } from '../../lib/deps.ts';
import { badRequest, notFound, unauthorized } from '../../lib/errors.ts';
import { isoOrNull } from '../../lib/http.ts';
import { accountDeletedMail } from '../../lib/mail-templates.ts';
import { planOf } from '../kernel/plan.ts';
import { forgetSignInTraces } from '../auth/service.ts';
import { cancelSubscriptionForDeletion } from '../subscription/service.ts';
import { forgetSender } from '../whatsapp/service.ts';
import { permissionsFor } from '../kernel/permissions.ts';
import { assertNoOtherMembers, forgetAuthorship, householdMessages, roleIn } from '../households/service.ts';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type UserRow = typeof users.$inferSelect;

function toProfile(user: UserRow): Profile {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    phone: user.phone,
    email_verified_at: isoOrNull(user.emailVerifiedAt),
    phone_verified_at: isoOrNull(user.phoneVerifiedAt),
    created_at: user.createdAt.toISOString(),
  };
}

async function loadUser(deps: Deps, userId: string): Promise<UserRow> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw unauthorized();
  return user;
}

export async function getProfile(deps: Deps, session: SessionInfo): Promise<Profile> {
  return toProfile(await loadUser(deps, session.userId));
}

export async function updateProfile(deps: Deps, session: SessionInfo, input: UpdateMeInput): Promise<Profile> {
  const changes: Partial<UserRow> = { updatedAt: deps.now() };
  if (input.name !== undefined) changes.name = input.name;
  if (input.phone === null) {
    changes.phone = null;
    changes.phoneVerifiedAt = null;
  }
  const [user] = await deps.db.update(users).set(changes).where(eq(users.id, session.userId)).returning();
  if (!user) throw unauthorized();
  return toProfile(user);
}

export const deleteMessages = {
  wrongPassword: 'La contraseña no es correcta',
  deleted: 'Eliminamos tu cuenta y todos tus datos',
};

/** Deletes the user and everything of theirs (what is kept, and why: decision 036). */
export async function deleteAccount(
  deps: Deps,
  session: SessionInfo,
  input: DeleteMeInput,
): Promise<{ message: string }> {
  const user = await loadUser(deps, session.userId);
  if (!(await verifyPassword(user.passwordHash, input.password)))
    throw badRequest(deleteMessages.wrongPassword, 'password');
  // The ledger of a founder is named by their id: others' movements would go with it (decision 044).
  await assertNoOtherMembers(deps, user.id);
  // A paid subscription is cancelled first: nobody keeps paying for an account that no longer exists.
  await cancelSubscriptionForDeletion(deps, user.id);
  // Every table cascades from users, but for what sign-up, sign-in and WhatsApp keep by address or
  // number: deleted with the user, in one transaction (decision 036).
  await deps.db.transaction(async (tx) => {
    const scoped = { ...deps, db: tx as unknown as Db };
    await forgetAuthorship(tx, user.id);
    await tx.delete(users).where(eq(users.id, user.id));
    await forgetSignInTraces(scoped, user.email, user.phone);
    if (user.phone) await forgetSender(scoped, user.phone);
  });
  deps.sessionCache.forgetUser(user.id);
  sendMailInBackground(deps, () => deps.mailer.send(accountDeletedMail(user.email)));
  return { message: deleteMessages.deleted };
}

/**
 * What the open ledger's plan allows (decision 050): inside a household the founder's plan
 * covers every member, so a Gratis member of a Premium household sees Premium. A ledger the
 * person does not belong to answers 404 as everywhere.
 */
export async function getPermissions(deps: Deps, session: SessionInfo, ledgerId?: string): Promise<Permissions> {
  await loadUser(deps, session.userId);
  const ledger = ledgerId && UUID_PATTERN.test(ledgerId) ? ledgerId.toLowerCase() : undefined;
  if (ledger && ledger !== session.userId) await roleIn(deps, ledger, session.userId);
  else if (ledgerId && !ledger) throw notFound(householdMessages.notFound);
  return permissionsFor(await planOf(deps, ledger ?? session.userId));
}
