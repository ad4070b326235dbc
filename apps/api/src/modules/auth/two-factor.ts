import { and, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { RECOVERY_CODE_PATTERN } from '@cuentas/shared/schemas/security';
import type { DisableTwoFactorInput, TwoFactorStatus } from '@cuentas/shared/schemas/security';
import type { Db, Tx } from '../../db/client.ts';
import { loginChallenges, recoveryCodes, twoFactor, users } from '../../db/schema/index.ts';
import type { SessionInfo } from '../../lib/auth.ts';
import { newToken, sha256, verifyPassword } from '../../lib/crypto.ts';
import { type Deps, sendMailInBackground } from '../../lib/deps.ts';
import { twoFactorChangedMail } from '../../lib/mail-templates.ts';
import { badRequest } from '../../lib/errors.ts';
import { uuidv7 } from '../../lib/ids.ts';
import { open, seal } from '../../lib/secret-box.ts';
import { randomBytes } from 'node:crypto';

/*
 * Two-step sign-in with an authenticator app (RFC 6238: SHA-1, 6 digits, 30 s) and recovery codes
 * (decision 041). A code is accepted one step either side of the server's clock, and only for a
 * step later than the last one accepted, so a code seen over someone's shoulder cannot be used
 * again. Recovery codes are single use.
 */
export const ISSUER = 'Cuentas Claras';
const PERIOD_S = 30;
const DRIFT_STEPS = 1;
export const RECOVERY_CODE_COUNT = 10;
/** A sign-in waits this long for its second step, and allows this many wrong codes. */
export const CHALLENGE_TTL_MS = 10 * 60_000;
export const CHALLENGE_MAX_ATTEMPTS = 5;

export const twoFactorMessages = {
  alreadyEnabled: 'La verificación en dos pasos ya está activada.',
  notStarted: 'Primero genera el código QR para tu app.',
  notEnabled: 'La verificación en dos pasos no está activada.',
  wrongCode: 'El código no es correcto. Revisa la hora de tu teléfono o usa un código de recuperación.',
  wrongSetupCode: 'El código no es correcto. Revisa la hora de tu teléfono y escribe el código que se ve ahora.',
  wrongPassword: 'La contraseña no es correcta',
  challengeExpired: 'El inicio de sesión caducó. Vuelve a escribir tu correo y tu contraseña.',
  disabled: 'Desactivaste la verificación en dos pasos.',
};

type Reader = Db | Tx;

function totpFor(secretBase32: string, email: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** The step a 6-digit code belongs to within the allowed drift, or null when it matches none. */
export function matchingStep(secretBase32: string, code: string, nowMs: number): number | null {
  const totp = totpFor(secretBase32, '');
  const delta = totp.validate({ token: code, timestamp: nowMs, window: DRIFT_STEPS });
  if (delta === null) return null;
  return totp.counter({ timestamp: nowMs }) + delta;
}

const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** Ten base32 characters from a CSPRNG (50 bits), shown as `abcde-fghij`. */
export function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((byte) => RECOVERY_ALPHABET[byte % 32]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/**
 * Recovery codes are hashed with SHA-256, not argon2: each carries 50 random bits, beyond what a
 * stolen table's hashes can be searched for, and a sign-in compares against ten of them.
 */
const recoveryHash = (code: string) => sha256(`recovery:${code}`);

export async function twoFactorStatus(deps: Deps, userId: string): Promise<TwoFactorStatus> {
  const [row] = await deps.db
    .select({ enabledAt: twoFactor.enabledAt })
    .from(twoFactor)
    .where(eq(twoFactor.userId, userId));
  const [left] = await deps.db
    .select({ count: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  const enabledAt = row?.enabledAt ?? null;
  return {
    enabled: enabledAt !== null,
    enabled_at: enabledAt?.toISOString() ?? null,
    recovery_codes_left: enabledAt ? (left?.count ?? 0) : 0,
  };
}

export async function isTwoFactorEnabled(db: Reader, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: twoFactor.userId })
    .from(twoFactor)
    .where(and(eq(twoFactor.userId, userId), isNotNull(twoFactor.enabledAt)));
  return row !== undefined;
}

/** Starts (or restarts) enrolment: a new secret, kept until a right code confirms it. */
export async function setupTwoFactor(
  deps: Deps,
  session: SessionInfo,
): Promise<{ secret: string; otpauth_uri: string }> {
  if (await isTwoFactorEnabled(deps.db, session.userId)) throw badRequest(twoFactorMessages.alreadyEnabled);
  const [user] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, session.userId));
  if (!user) throw badRequest(twoFactorMessages.notStarted);
  const secret = new Secret({ size: 20 }).base32;
  const sealed = seal(deps.config.SECRETS_KEY, secret);
  const now = deps.now();
  await deps.db
    .insert(twoFactor)
    .values({ userId: session.userId, secret: sealed, createdAt: now })
    .onConflictDoUpdate({
      target: twoFactor.userId,
      set: { secret: sealed, lastStep: 0, createdAt: now },
      // Never replaces the secret of an enrolment already confirmed (a request racing the enable).
      setWhere: isNull(twoFactor.enabledAt),
    });
  return { secret, otpauth_uri: totpFor(secret, user.email).toString() };
}

/** Confirms enrolment with a code of the app; answers the recovery codes, shown this once. */
export async function enableTwoFactor(
  deps: Deps,
  session: SessionInfo,
  code: string,
): Promise<{ recovery_codes: string[] }> {
  const [row] = await deps.db.select().from(twoFactor).where(eq(twoFactor.userId, session.userId));
  if (row?.enabledAt) throw badRequest(twoFactorMessages.alreadyEnabled);
  if (!row) throw badRequest(twoFactorMessages.notStarted);
  const now = deps.now();
  const step = matchingStep(open(deps.config.SECRETS_KEY, row.secret), code, now.getTime());
  if (step === null) throw badRequest(twoFactorMessages.wrongSetupCode, 'code');
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const enabled = await deps.db.transaction(async (tx) => {
    // Compare-and-set on the secret read: a restarted enrolment in between makes this code stale.
    const [done] = await tx
      .update(twoFactor)
      .set({ enabledAt: now, lastStep: step })
      .where(and(eq(twoFactor.userId, session.userId), isNull(twoFactor.enabledAt), eq(twoFactor.secret, row.secret)))
      .returning({ userId: twoFactor.userId });
    if (!done) return false;
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, session.userId));
    await tx
      .insert(recoveryCodes)
      .values(codes.map((c) => ({ id: uuidv7(), userId: session.userId, codeHash: recoveryHash(c), createdAt: now })));
    return true;
  });
  if (!enabled) throw badRequest(twoFactorMessages.wrongSetupCode, 'code');
  await tellOwner(deps, session.userId, true);
  return { recovery_codes: codes };
}

/**
 * Uses one code of an enabled user: the app's code for a step after the last accepted one, or an
 * unused recovery code. Both are compare-and-set writes, so two requests with one code get one yes.
 */
export async function useSecondStepCode(deps: Deps, db: Reader, userId: string, code: string): Promise<boolean> {
  if (RECOVERY_CODE_PATTERN.test(code)) {
    const used = await db
      .update(recoveryCodes)
      .set({ usedAt: deps.now() })
      .where(
        and(
          eq(recoveryCodes.userId, userId),
          eq(recoveryCodes.codeHash, recoveryHash(code)),
          isNull(recoveryCodes.usedAt),
        ),
      )
      .returning({ id: recoveryCodes.id });
    return used.length > 0;
  }
  const [row] = await db
    .select()
    .from(twoFactor)
    .where(and(eq(twoFactor.userId, userId), isNotNull(twoFactor.enabledAt)));
  if (!row) return false;
  const step = matchingStep(open(deps.config.SECRETS_KEY, row.secret), code, deps.now().getTime());
  if (step === null) return false;
  const taken = await db
    .update(twoFactor)
    .set({ lastStep: step })
    .where(and(eq(twoFactor.userId, userId), lt(twoFactor.lastStep, step)))
    .returning({ userId: twoFactor.userId });
  return taken.length > 0;
}

/** Turning it off takes the password and a code, so a session left open is not enough. */
export async function disableTwoFactor(
  deps: Deps,
  session: SessionInfo,
  input: DisableTwoFactorInput,
): Promise<{ message: string }> {
  const [user] = await deps.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, session.userId));
  if (!user || !(await verifyPassword(user.passwordHash, input.password))) {
    throw badRequest(twoFactorMessages.wrongPassword, 'password');
  }
  if (!(await isTwoFactorEnabled(deps.db, session.userId))) throw badRequest(twoFactorMessages.notEnabled);
  if (!(await useSecondStepCode(deps, deps.db, session.userId, input.code))) {
    throw badRequest(twoFactorMessages.wrongCode, 'code');
  }
  await deps.db.transaction(async (tx) => {
    await tx.delete(twoFactor).where(eq(twoFactor.userId, session.userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, session.userId));
    await tx.delete(loginChallenges).where(eq(loginChallenges.userId, session.userId));
  });
  await tellOwner(deps, session.userId, false);
  return { message: twoFactorMessages.disabled };
}

async function tellOwner(deps: Deps, userId: string, enabled: boolean): Promise<void> {
  const [user] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (user) {
    sendMailInBackground(deps, () => deps.mailer.send(twoFactorChangedMail(user.email, enabled, deps.config.appUrl)));
  }
}

/** After a right password: a challenge for the second step, or null when the user has none. */
export async function startSecondStep(deps: Deps, userId: string): Promise<string | null> {
  if (!(await isTwoFactorEnabled(deps.db, userId))) return null;
  const token = newToken();
  const now = deps.now();
  await deps.db.insert(loginChallenges).values({
    id: uuidv7(),
    userId,
    tokenHash: sha256(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
  });
  return token;
}

/** The challenge's user while it is open (unused, unexpired, wrong codes left), else undefined. */
export async function openChallenge(
  deps: Deps,
  token: string,
): Promise<{ id: string; userId: string; email: string } | undefined> {
  const [row] = await deps.db
    .select({ id: loginChallenges.id, userId: loginChallenges.userId, email: users.email })
    .from(loginChallenges)
    .innerJoin(users, eq(users.id, loginChallenges.userId))
    .where(
      and(
        eq(loginChallenges.tokenHash, sha256(token)),
        isNull(loginChallenges.usedAt),
        gt(loginChallenges.expiresAt, deps.now()),
        lt(loginChallenges.attempts, CHALLENGE_MAX_ATTEMPTS),
      ),
    );
  return row;
}

/**
 * Checks the code against the challenge: the challenge is locked for the check, so one challenge
 * opens at most one session, and a wrong code spends one of its tries.
 */
export async function answerChallenge(
  deps: Deps,
  challengeId: string,
  code: string,
): Promise<'ok' | 'wrong' | 'closed'> {
  return deps.db.transaction(async (tx) => {
    const [challenge] = await tx
      .select()
      .from(loginChallenges)
      .where(eq(loginChallenges.id, challengeId))
      .for('update');
    if (
      !challenge ||
      challenge.usedAt ||
      challenge.expiresAt <= deps.now() ||
      challenge.attempts >= CHALLENGE_MAX_ATTEMPTS
    )
      return 'closed';
    if (await useSecondStepCode(deps, tx, challenge.userId, code)) {
      await tx.update(loginChallenges).set({ usedAt: deps.now() }).where(eq(loginChallenges.id, challengeId));
      return 'ok';
    }
    await tx
      .update(loginChallenges)
      .set({ attempts: sql`${loginChallenges.attempts} + 1` })
      .where(eq(loginChallenges.id, challengeId));
    return 'wrong';
  });
}
