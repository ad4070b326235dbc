import { and, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { loginChallenges, loginFailures, otps } from '../../db/schema/index.ts';
import type { Deps } from '../../lib/deps.ts';
import { clearLoginBrake } from './login-brake.ts';

/*
 * What sign-up and sign-in leave outside the user's own rows: one-time codes are kept by the
 * address or number typed (a sign-up code has no user yet), and wrong passwords by a hash of the
 * address (decision 017). Neither cascades from users, so deletion and the scheduler purge them
 * here (decision 036).
 */

/** A code is read for 10 minutes and counted by the hourly send limit: a day covers both, and the 30 minutes a verified sign-up code lasts. */
export const OTP_KEEP_MS = 24 * 3600_000;
/** A brake lasts 15 minutes at most and mails its owner once a day: a day of quiet ends it. */
export const LOGIN_FAILURE_KEEP_MS = 24 * 3600_000;

/** Deletes the codes sent to the user's address and number and the brake kept for the address. */
export async function forgetSignInTraces(deps: Deps, email: string, phone: string | null): Promise<void> {
  const targets = [email.trim().toLowerCase(), ...(phone ? [phone] : [])];
  await deps.db.delete(otps).where(inArray(sql`lower(${otps.target})`, targets));
  await clearLoginBrake(deps, email);
}

/**
 * Scheduler pass: codes older than a day and brakes quiet for a day go, whoever they were for, and
 * second-step challenges past their ten minutes (decision 041).
 */
export async function purgeSignInTraces(
  deps: Deps,
): Promise<{ codes: number; loginFailures: number; challenges: number }> {
  const now = deps.now().getTime();
  const codes = await deps.db
    .delete(otps)
    .where(lt(otps.createdAt, new Date(now - OTP_KEEP_MS)))
    .returning({ id: otps.id });
  const failures = await deps.db
    .delete(loginFailures)
    .where(
      and(
        lt(loginFailures.lastFailureAt, new Date(now - LOGIN_FAILURE_KEEP_MS)),
        or(isNull(loginFailures.brakeUntil), lt(loginFailures.brakeUntil, new Date(now))),
      ),
    )
    .returning({ emailHash: loginFailures.emailHash });
  const challenges = await deps.db
    .delete(loginChallenges)
    .where(lt(loginChallenges.expiresAt, new Date(now)))
    .returning({ id: loginChallenges.id });
  return { codes: codes.length, loginFailures: failures.length, challenges: challenges.length };
}
