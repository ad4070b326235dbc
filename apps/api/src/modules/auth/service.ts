import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type {
  LoginInput,
  PasswordResetConfirmInput,
  PasswordUpdateInput,
  RegisterInput,
} from '@cuentas/shared/schemas/auth';
import { queryRows, type Tx } from '../../db/client.ts';
import { otps, passwordResets, sessions, users } from '../../db/schema/index.ts';
import { createSession, type SessionInfo } from '../../lib/auth.ts';
import type { ClientInfo } from '../../lib/client-info.ts';
import { dummyPasswordHash, hashPassword, newToken, sha256, verifyPassword } from '../../lib/crypto.ts';
import { type Deps, sendMailInBackground } from '../../lib/deps.ts';
import { clearLoginBrake, countWrongAnswer, recordLoginFailure, takeLoginTry } from './login-brake.ts';
import { badRequest } from '../../lib/errors.ts';
import type { LoginAnswer, TwoFactorLoginInput } from '@cuentas/shared/schemas/security';
import { answerChallenge, openChallenge, startSecondStep, twoFactorMessages } from './two-factor.ts';
import { uuidv7 } from '../../lib/ids.ts';
import { passwordChangedMail, passwordResetMail, welcomeMail } from '../../lib/mail-templates.ts';

// Deletion of an account forgets what sign-up and sign-in kept outside its rows (decision 036).
export { forgetSignInTraces } from './traces.ts';

const VERIFIED_EMAIL_VALID_MS = 30 * 60 * 1000;
const RESET_TTL_MS = 60 * 60 * 1000;

export const authMessages = {
  registrationExpired: 'La verificación de tu correo no es válida o ha caducado. Vuelve a empezar el registro.',
  badCredentials: 'Correo o contraseña incorrectos',
  loggedOut: 'Cerraste sesión correctamente',
  wrongCurrentPassword: 'La contraseña actual no es correcta',
  samePassword: 'La nueva contraseña debe ser distinta de la actual',
  passwordUpdated: 'Tu contraseña se actualizó correctamente',
  resetRequested:
    'Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña. Revisa tu bandeja de entrada.',
  resetInvalid: 'El enlace no es válido o ha caducado. Solicita uno nuevo.',
  resetDone: 'Tu contraseña se cambió correctamente. Ya puedes iniciar sesión.',
};

/** Hook for what every new user starts with (default categories arrive with the money core). */
export type OnUserCreated = (tx: Tx, userId: string) => Promise<void>;

export async function register(
  deps: Deps,
  input: RegisterInput,
  onUserCreated?: OnUserCreated,
  client?: ClientInfo,
): Promise<{ auth_token: string }> {
  const now = deps.now();
  const passwordHash = await hashPassword(input.password);
  const userId = uuidv7();
  const created = await deps.db
    .transaction(async (tx) => {
      // Consuming the verified code and creating the user happen together or not at all.
      const [otp] = await tx
        .update(otps)
        .set({ consumedAt: now })
        .where(
          and(
            eq(otps.id, input.otp_id),
            eq(otps.purpose, 'email'),
            eq(otps.target, input.email),
            isNull(otps.consumedAt),
            gt(otps.verifiedAt, new Date(now.getTime() - VERIFIED_EMAIL_VALID_MS)),
          ),
        )
        .returning({ id: otps.id });
      if (!otp) return false;
      const inserted = await tx
        .insert(users)
        .values({
          id: userId,
          email: input.email,
          name: input.name,
          passwordHash,
          emailVerifiedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id });
      if (inserted.length === 0) {
        tx.rollback();
      }
      await onUserCreated?.(tx, userId);
      return true;
    })
    .catch((err: unknown) => {
      if (err instanceof Error && err.name === 'TransactionRollbackError') return false;
      throw err;
    });
  if (!created) throw badRequest(authMessages.registrationExpired);
  sendMailInBackground(deps, () => deps.mailer.send(welcomeMail(input.email, input.name, deps.config.appUrl)));
  return { auth_token: await createSession(deps, userId, client) };
}

export async function login(deps: Deps, input: LoginInput, client?: ClientInfo): Promise<LoginAnswer> {
  // Unknown emails are braked alike, so the brake does not tell who is registered (login-brake.ts).
  const { failures } = await takeLoginTry(deps, input.email);
  const [user] = await deps.db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, input.email))
    .limit(1);
  // Verify against a dummy hash when there is no user, so timing does not tell who is registered.
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!user || !valid) {
    await recordLoginFailure(deps, input.email, user ? input.email : null, failures);
    throw badRequest(authMessages.badCredentials);
  }
  // With two-step sign-in the try stays counted until the code is right too, so knowing the
  // password does not buy unbraked guesses at the code (decision 041).
  const challenge = await startSecondStep(deps, user.id);
  if (challenge) return { two_factor_required: true, challenge_token: challenge };
  await clearLoginBrake(deps, input.email);
  return { auth_token: await createSession(deps, user.id, client) };
}

/**
 * The second step: a code of the app or a recovery code for an open challenge. A wrong code counts
 * on the account's login brake like a wrong password (decision 017), so it brakes the sign-ins
 * that open new challenges; the challenge itself, locked while a code is checked (decision 033),
 * dies after five wrong codes or ten minutes.
 */
export async function loginTwoFactor(
  deps: Deps,
  input: TwoFactorLoginInput,
  client?: ClientInfo,
): Promise<{ auth_token: string }> {
  const challenge = await openChallenge(deps, input.challenge_token);
  if (!challenge) throw badRequest(twoFactorMessages.challengeExpired);
  const answer = await answerChallenge(deps, challenge.id, input.code);
  if (answer === 'closed') throw badRequest(twoFactorMessages.challengeExpired);
  if (answer === 'wrong') {
    const { failures } = await countWrongAnswer(deps, challenge.email);
    await recordLoginFailure(deps, challenge.email, challenge.email, failures);
    throw badRequest(twoFactorMessages.wrongCode, 'code');
  }
  await clearLoginBrake(deps, challenge.email);
  return { auth_token: await createSession(deps, challenge.userId, client) };
}

export async function logout(deps: Deps, session: SessionInfo): Promise<{ message: string }> {
  await deps.db.update(sessions).set({ revokedAt: deps.now() }).where(eq(sessions.id, session.sessionId));
  deps.sessionCache.forgetUser(session.userId);
  return { message: authMessages.loggedOut };
}

export async function updatePassword(
  deps: Deps,
  session: SessionInfo,
  input: PasswordUpdateInput,
): Promise<{ message: string }> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, session.userId)).limit(1);
  if (!user || !(await verifyPassword(user.passwordHash, input.current_password))) {
    throw badRequest(authMessages.wrongCurrentPassword, 'current_password');
  }
  if (input.current_password === input.new_password) throw badRequest(authMessages.samePassword, 'new_password');
  const passwordHash = await hashPassword(input.new_password);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    // Every other session ends; the one that changed the password stays signed in.
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, user.id), ne(sessions.id, session.sessionId), isNull(sessions.revokedAt)));
    // A reset link mailed before the change must not undo it (whoever read that mail, decision 036).
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
  });
  deps.sessionCache.forgetUser(user.id);
  sendMailInBackground(deps, () => deps.mailer.send(passwordChangedMail(user.email, deps.config.appUrl)));
  return { message: authMessages.passwordUpdated };
}

const RESET_MAX_PER_HOUR = 3;

/** At most a few reset mails an hour per account, so nobody can flood someone's inbox. */
async function canSendReset(deps: Deps, userId: string): Promise<boolean> {
  const since = new Date(deps.now().getTime() - 3600_000);
  const recent = await deps.db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(and(eq(passwordResets.userId, userId), gt(passwordResets.createdAt, since)))
    .limit(RESET_MAX_PER_HOUR);
  return recent.length < RESET_MAX_PER_HOUR;
}

/** A user id no account has: an unknown email runs the same statements against it. */
const NO_USER = '00000000-0000-0000-0000-000000000000';

/**
 * Always the same answer, whether or not the email has an account (no enumeration), after the
 * same work: the same statements run either way (the insert selects its user, and finds none for
 * an unknown email), and the token and the mail are made either way (decision 036).
 */
export async function requestPasswordReset(deps: Deps, email: string): Promise<{ message: string }> {
  const [user] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  const allowed = await canSendReset(deps, user?.id ?? NO_USER);
  const token = newToken();
  const now = deps.now();
  const inserted = await deps.db.transaction(async (tx) => {
    // A transaction that writes nothing commits without flushing the WAL, which would set an
    // unknown email's answer apart (6 ms on PostgreSQL): a WAL record of its own (read by nobody)
    // makes both commits flush alike.
    await tx.execute(sql`select pg_logical_emit_message(true, 'password-reset', '')`);
    return queryRows<{ user_id: string }>(
      tx,
      sql`insert into password_resets (id, user_id, token_hash, created_at, expires_at)
          select ${uuidv7()}::uuid, id, ${sha256(token)}::text, ${now.toISOString()}::timestamptz,
                 ${new Date(now.getTime() + RESET_TTL_MS).toISOString()}::timestamptz
          from users where id = ${user && allowed ? user.id : NO_USER}::uuid
          returning user_id`,
    );
  });
  const mail = passwordResetMail(email, `${deps.config.appUrl}/reset-password/${token}`);
  if (inserted.length > 0) sendMailInBackground(deps, () => deps.mailer.send(mail));
  return { message: authMessages.resetRequested };
}

export async function confirmPasswordReset(deps: Deps, input: PasswordResetConfirmInput): Promise<{ message: string }> {
  const now = deps.now();
  const passwordHash = await hashPassword(input.password);
  const userId = await deps.db.transaction(async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.tokenHash, sha256(input.token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!reset) return undefined;
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, reset.userId));
    // A reset ends every session and every other outstanding link.
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, reset.userId), isNull(sessions.revokedAt)));
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)));
    return reset.userId;
  });
  if (!userId) throw badRequest(authMessages.resetInvalid, 'token');
  deps.sessionCache.forgetUser(userId);
  const [user] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  if (user) {
    // The owner proved they read the mailbox: wrong passwords typed by anyone else stop braking them.
    await clearLoginBrake(deps, user.email);
    sendMailInBackground(deps, () => deps.mailer.send(passwordChangedMail(user.email, deps.config.appUrl)));
  }
  return { message: authMessages.resetDone };
}
