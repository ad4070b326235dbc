import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { otps, users } from '../../db/schema/index.ts';
import { safeEqual, sha256, sixDigitCode } from '../../lib/crypto.ts';
import { type Deps, sendMailInBackground } from '../../lib/deps.ts';
import { HttpError, badRequest, conflict, tooManyRequests, unauthorized } from '../../lib/errors.ts';
import { uuidv7 } from '../../lib/ids.ts';
import { alreadyRegisteredMail, emailCodeMail } from '../../lib/mail-templates.ts';
import type { SessionInfo } from '../../lib/auth.ts';

export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
const OTP_MAX_PER_HOUR = 5;

export const otpMessages = {
  invalid: 'El código no es válido o ha caducado. Pide uno nuevo.',
  wrong: (left: number) =>
    left === 1
      ? 'El código es incorrecto. Te queda 1 intento.'
      : `El código es incorrecto. Te quedan ${left} intentos.`,
  locked: 'Superaste el número de intentos. Pide un código nuevo.',
  cooldown: (seconds: number) => `Espera ${seconds} segundos antes de pedir otro código.`,
  hourly: 'Pediste demasiados códigos. Inténtalo de nuevo en una hora.',
  phoneTaken: 'Este número ya está vinculado a otra cuenta',
  whatsappFailed: 'No pudimos enviar el código por WhatsApp. Inténtalo de nuevo más tarde.',
};

const codeHash = (otpId: string, code: string) => sha256(`${otpId}:${code}`);

/** One code per target per cooldown, and a few per hour: stops mail and WhatsApp flooding per account. */
async function enforceSendLimits(deps: Deps, db: Db | Tx, purpose: 'email' | 'phone', target: string): Promise<void> {
  const now = deps.now();
  const recent = await db
    .select({ createdAt: otps.createdAt })
    .from(otps)
    .where(
      and(eq(otps.purpose, purpose), eq(otps.target, target), gt(otps.createdAt, new Date(now.getTime() - 3600_000))),
    )
    .orderBy(desc(otps.createdAt));
  const last = recent[0];
  const cooldownMs = deps.config.OTP_RESEND_SECONDS * 1000;
  if (last && now.getTime() - last.createdAt.getTime() < cooldownMs) {
    const wait = Math.ceil((cooldownMs - (now.getTime() - last.createdAt.getTime())) / 1000);
    throw tooManyRequests(otpMessages.cooldown(wait));
  }
  if (recent.length >= OTP_MAX_PER_HOUR) throw tooManyRequests(otpMessages.hourly);
}

/**
 * Checks the limits and stores the code as one step per target: two instances asked at the same
 * moment would both pass the wait check, so a transaction-scoped advisory lock on the target makes
 * them take turns (the second sees the first's code and waits). Works on PGlite and PostgreSQL.
 */
async function reserveOtp(
  deps: Deps,
  purpose: 'email' | 'phone',
  target: string,
  userId: string | null,
  code: string,
): Promise<string> {
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`otp:${purpose}:${target}`}, 0))`);
    await enforceSendLimits(deps, tx, purpose, target);
    return insertOtp(deps, tx, purpose, target, userId, code);
  });
}

async function insertOtp(
  deps: Deps,
  db: Tx,
  purpose: 'email' | 'phone',
  target: string,
  userId: string | null,
  code: string,
) {
  const id = uuidv7();
  const now = deps.now();
  await db.insert(otps).values({
    id,
    purpose,
    target,
    userId,
    codeHash: codeHash(id, code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + OTP_TTL_MS),
  });
  return id;
}

/**
 * Sends a sign-up code. An email that already has an account gets a "you already have an account"
 * mail instead, and the answer is the same either way, so sign-up does not reveal who is registered.
 */
export async function requestEmailOtp(deps: Deps, email: string): Promise<{ otp_id: string }> {
  const code = sixDigitCode();
  const otpId = await reserveOtp(deps, 'email', email, null, code);
  const [existing] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  const mail = existing ? alreadyRegisteredMail(email, deps.config.appUrl) : emailCodeMail(email, code);
  sendMailInBackground(deps, () => deps.mailer.send(mail));
  return { otp_id: otpId };
}

export async function requestPhoneOtp(deps: Deps, session: SessionInfo, phone: string): Promise<{ otp_id: string }> {
  const [owner] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), ne(users.id, session.userId)))
    .limit(1);
  if (owner) throw conflict(otpMessages.phoneTaken, 'phone');
  const code = sixDigitCode();
  const otpId = await reserveOtp(deps, 'phone', phone, session.userId, code);
  try {
    await deps.whatsapp.sendOtp(phone, code);
  } catch (err) {
    deps.logger.error({ err }, 'whatsapp otp delivery failed');
    // A code that never left does not count against the resend wait or the hourly cap.
    await deps.db.delete(otps).where(eq(otps.id, otpId));
    throw new HttpError(502, [{ message: otpMessages.whatsappFailed }]);
  }
  return { otp_id: otpId };
}

/**
 * Checks a code. The attempt is counted atomically before the comparison, so parallel guesses
 * cannot exceed the limit. A phone code links the phone to the signed-in user.
 */
export async function confirmOtp(
  deps: Deps,
  session: SessionInfo | undefined,
  input: { otp_id: string; code: string },
): Promise<{ verified: true }> {
  const now = deps.now();
  const [otp] = await deps.db.select().from(otps).where(eq(otps.id, input.otp_id)).limit(1);
  if (!otp || otp.consumedAt || otp.expiresAt <= now) throw badRequest(otpMessages.invalid, 'code');
  if (otp.purpose === 'phone') {
    if (!session) throw unauthorized();
    if (otp.userId !== session.userId) throw badRequest(otpMessages.invalid, 'code');
  }
  const [counted] = await deps.db
    .update(otps)
    .set({ attempts: sql`${otps.attempts} + 1` })
    .where(and(eq(otps.id, otp.id), lt(otps.attempts, OTP_MAX_ATTEMPTS), isNull(otps.consumedAt)))
    .returning({ attempts: otps.attempts });
  if (!counted) throw badRequest(otpMessages.locked, 'code');
  if (!safeEqual(codeHash(otp.id, input.code), otp.codeHash)) {
    const left = OTP_MAX_ATTEMPTS - counted.attempts;
    throw badRequest(left > 0 ? otpMessages.wrong(left) : otpMessages.locked, 'code');
  }
  if (otp.purpose === 'email') {
    await deps.db
      .update(otps)
      .set({ verifiedAt: otp.verifiedAt ?? now })
      .where(eq(otps.id, otp.id));
    return { verified: true };
  }
  await deps.db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.phone, otp.target), ne(users.id, otp.userId!)))
      .limit(1);
    if (taken) throw conflict(otpMessages.phoneTaken, 'code');
    await tx.update(otps).set({ verifiedAt: now, consumedAt: now }).where(eq(otps.id, otp.id));
    await tx
      .update(users)
      .set({ phone: otp.target, phoneVerifiedAt: now, updatedAt: now })
      .where(eq(users.id, otp.userId!));
  });
  return { verified: true };
}
